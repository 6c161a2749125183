import { Link, Tooltip } from '@fluentui/react-components';
import { useRequest } from '@aif/api-client/react';
import {
  FUND_API_MESSAGES,
  MESSAGES,
  USER_ADMIN_MESSAGES,
  formatCurrency,
  type PlanListRow,
} from '@aif/contracts';
import { DataTable, ListState, displayValue, type DataColumn } from '@aif/ui-kit';
import { getFundsWithPlans, updatePlanFundManager, updatePlanTrustee } from '../../../api/funds';
import { getUser, listUsers } from '../../../api/users';
import { KIND_SCREENS, userPath } from '../lib/kinds';
import { UnknownUser, useRecord } from '../lib/navigation';
import { useUserAccess } from '../lib/useUserAccess';
import { BackLink, Card, Page } from '@aif/form-kit';
import { useReassign } from './Reassign';
import { activeChoices } from './UserFormPage';

type Signer = 'trustee' | 'fundmanager';

const SIGNER = {
  trustee: {
    action: 'Update Trustee',
    label: 'Trustee',
    confirmation: MESSAGES.updateTrusteeConfirm,
    success: FUND_API_MESSAGES.trusteeUpdated,
    query: (id: string) => ({ trusteeId: id }),
    perform: updatePlanTrustee,
  },
  fundmanager: {
    action: 'Update Investment Manager',
    label: 'Investment Manager',
    confirmation: MESSAGES.updateInvestmentManagerConfirm,
    success: FUND_API_MESSAGES.fundManagerUpdated,
    query: (id: string) => ({ fundManagerId: id }),
    perform: updatePlanFundManager,
  },
} as const;

/** "2%" for a plan with a setup fee percentage; null otherwise (reads "N/A"). */
export function setupFeeText(plan: PlanListRow): string | null {
  return plan.setupFeeType === 'yes' ? `${plan.setupFee}%` : null;
}

/**
 * trustee-plans and IM-plans (doc 3 §2.8): the plans a trustee or investment manager signs for, grouped
 * per scheme; "Update Trustee" / "Update Investment Manager" moves a plan to another active one (fund
 * setup's call, doc 3 §4), greyed without the tab's flag (doc 3 §6).
 */
export function MappedPlansPage({ kind, userId }: { kind: Signer; userId: string }) {
  const signer = SIGNER[kind];
  const screens = KIND_SCREENS[kind];
  const { canChange } = useUserAccess(screens.flag);
  const person = useRecord(`${kind}:${userId}`, (signal) => getUser(kind, userId, signal));
  const funds = useRequest(`plans:${kind}:${userId}`, (signal) =>
    getFundsWithPlans(signer.query(userId), signal),
  );
  const people = useRequest(`${kind}:active`, (signal) => listUsers(kind, { isActive: 'true' }, signal));
  const update = useReassign({
    action: signer.action,
    label: signer.label,
    confirmation: signer.confirmation,
    choices: activeChoices((people.data ?? []).filter((p) => p.id !== userId)),
    perform: signer.perform,
    success: signer.success,
    onDone: funds.reload,
  });
  const back = (
    <BackLink
      to={userPath(screens.details, { id: userId })}
    >{`Back to ${screens.singular} Details`}</BackLink>
  );
  if (person.data === null) return <UnknownUser to={userPath(screens.list)} />;

  const columns: DataColumn<PlanListRow>[] = [
    { id: 'planCode', header: 'Series Number', nowrap: true, cell: (p) => p.planCode },
    { id: 'planDescription', header: 'Series Name', cell: (p) => p.planDescription },
    {
      id: 'setupFee',
      header: 'Setup Fees Percentage',
      nowrap: true,
      cell: (p) => displayValue(setupFeeText(p)),
    },
    {
      id: 'minCommitment',
      header: 'Minimum Commitment Amount',
      nowrap: true,
      cell: (p) => formatCurrency(p.minCommitmentAmount, p.currency),
    },
    {
      id: 'update',
      header: 'Action',
      nowrap: true,
      cell: (p) => {
        const link = (
          <Link
            as="button"
            disabled={!canChange}
            aria-label={`${signer.action} of ${p.planCode}`}
            onClick={() => update.open(p.id)}
          >
            {signer.action}
          </Link>
        );
        return canChange ? (
          link
        ) : (
          <Tooltip content={USER_ADMIN_MESSAGES.noAccess} relationship="description">
            {link}
          </Tooltip>
        );
      },
    },
  ];
  const groups = (funds.data?.funds ?? []).filter((f) => f.plans.length > 0);

  return (
    <Page title="Mapped Plans" subtitle={person.data?.name} back={back}>
      <ListState
        loading={funds.loading && !funds.data}
        error={funds.error ?? person.error ?? people.error}
        empty={!groups.length}
      >
        {groups.map((fund) => (
          <Card key={fund.id} title={fund.schemeName}>
            <DataTable
              columns={columns}
              rows={fund.plans}
              getRowKey={(p) => p.id}
              label={fund.schemeName}
              minWidth={720}
              busy={funds.loading}
            />
          </Card>
        ))}
      </ListState>
      {update.dialogs}
    </Page>
  );
}
