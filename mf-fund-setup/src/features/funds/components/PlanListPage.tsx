import { useCallback } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useRequest } from '@aif/api-client/react';
import {
  amountInWords,
  formatCurrency,
  formatIndianNumber,
  isPaperSignedFund,
  type FundType,
  type PlanListRow,
} from '@aif/contracts';
import { DataTable, ListState, NA, type DataColumn } from '@aif/ui-kit';
import { getScheme } from '../../../api/funds';
import { BackLink, NavLink, Page } from '@aif/form-kit';
import { FUND_SETUP_PATHS, type FundTypeState } from '../lib/navigation';
import { useFundSetupAccess } from '../lib/useFundSetupAccess';
import { AccessInfo, PhoneAccessInfo, useFundAccessToggle } from './AccessToggle';

const useStyles = makeStyles({
  amount: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  words: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  fund: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

/** The Setup Fees Percentage cell: the percentage of a setup fee of type yes, else N/A. */
export function setupFeeText(
  plan: Pick<PlanListRow, 'setupFeeType' | 'setupFee'>,
  fundType: FundType,
): string {
  if (isPaperSignedFund(fundType) || plan.setupFeeType !== 'yes') return NA;
  return `${formatIndianNumber(plan.setupFee)}%`;
}

/** The plans of a fund (doc 3 §2.7 view-plans), Add Plan with fund-setup access only. */
export function PlanListPage({ fundId, fundType: stateFundType }: FundTypeState) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { canChange } = useFundSetupAccess();
  const { data, loading, error, setData } = useRequest(`scheme:${fundId}`, (signal) =>
    getScheme(fundId, signal),
  );
  // The stored fund's type decides; the navigation state's stands in until it is loaded.
  const fundType = data?.fundType ?? stateFundType;
  const rows = data?.plans ?? [];

  const onChanged = useCallback(
    ({ id, isActive }: { id: string; isActive: boolean }) => {
      if (!data) return;
      setData({ ...data, plans: data.plans.map((p) => (p.id === id ? { ...p, isActive } : p)) });
    },
    [data, setData],
  );
  const access = useFundAccessToggle('plan', onChanged);

  const columns: DataColumn<PlanListRow>[] = [
    {
      id: 'planCode',
      header: 'Series Number',
      nowrap: true,
      cell: (p) => (
        <NavLink to={FUND_SETUP_PATHS.planDetails} state={{ PlanId: p.id, fundId, fundType }}>
          {p.planCode}
        </NavLink>
      ),
    },
    { id: 'planDescription', header: 'Series Name', cell: (p) => p.planDescription },
    { id: 'setupFee', header: 'Setup Fees Percentage', nowrap: true, cell: (p) => setupFeeText(p, fundType) },
    {
      id: 'minCommitment',
      header: 'Minimum Commitment Amount',
      cell: (p) => (
        <span className={styles.amount}>
          <span>{formatCurrency(p.minCommitmentAmount, p.currency)}</span>
          <span className={styles.words}>{amountInWords(p.minCommitmentAmount, p.currency)}</span>
        </span>
      ),
    },
    {
      id: 'access',
      header: 'Access',
      headerExtra: <AccessInfo kind="plan" />,
      cell: (p) => access.toggle(p, p.planDescription, canChange),
    },
  ];

  return (
    <Page
      title="Plans"
      back={<BackLink to={FUND_SETUP_PATHS.fundList}>Back to Funds</BackLink>}
      subtitle={
        data && (
          <Text className={styles.fund}>
            <NavLink to={FUND_SETUP_PATHS.fundDetails} state={{ fundId }}>
              {data.schemeName}
            </NavLink>{' '}
            ({data.schemeCode})
          </Text>
        )
      }
      actions={
        canChange && (
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => navigate(FUND_SETUP_PATHS.addPlan, { state: { fundId, fundType } })}
          >
            Add Plan
          </Button>
        )
      }
    >
      {rows.length > 0 && <PhoneAccessInfo kind="plan" />}
      <ListState loading={loading && !data} error={error} empty={!rows.length}>
        <DataTable
          columns={columns}
          rows={rows}
          getRowKey={(p) => p.id}
          label="Plans"
          minWidth={880}
          busy={loading}
        />
      </ListState>
      {access.dialog}
    </Page>
  );
}
