import { useCallback } from 'react';
import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useRequest } from '@aif/api-client/react';
import type { StaffUser } from '@aif/contracts';
import { ListState, ListToolbar } from '@aif/ui-kit';
import { getDistributor, listUsers } from '../../../api/users';
import { KIND_SCREENS, userPath } from '../lib/kinds';
import { UnknownUser, useRecord } from '../lib/navigation';
import { BackLink, Card, LoadError, Page } from '@aif/form-kit';
import { UserTable } from './UserTable';

const SCREENS = KIND_SCREENS.subdistributor;

/** A company distributor's RMs (its people who sign in): the table, Add and the access switches. */
export function DistributorRmTable({ distributorId }: { distributorId: string }) {
  const navigate = useNavigate();
  const { data, loading, error, setData } = useRequest(`subdistributors:${distributorId}`, (signal) =>
    listUsers('subdistributor', { distributorId }, signal),
  );
  const rows = data ?? [];
  const onChanged = useCallback(
    (user: StaffUser) => {
      if (data) setData(data.map((u) => (u.id === user.id ? { ...u, ...user } : u)));
    },
    [data, setData],
  );
  return (
    <>
      <ListToolbar
        end={
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => navigate(userPath(SCREENS.add, { distributorId }))}
          >
            {`Add ${SCREENS.singular}`}
          </Button>
        }
      />
      <ListState loading={loading && !data} error={error} empty={!rows.length}>
        <UserTable
          kind="subdistributor"
          rows={rows}
          canChange
          onChanged={onChanged}
          busy={loading}
          detailsQuery={{ distributorId }}
        />
      </ListState>
    </>
  );
}

/**
 * distributor/distributors-rm (doc 3 §2.8): a company distributor's RMs; Back returns to the
 * distributors list showing companies.
 */
export function DistributorRmListPage({ distributorId }: { distributorId: string }) {
  const company = useRecord(`company:${distributorId}`, (signal) => getDistributor(distributorId, signal));
  const back = (
    <BackLink to={userPath(KIND_SCREENS.distributor.list, { type: 'company' })}>
      Back to Distributors
    </BackLink>
  );
  if (company.data === null) return <UnknownUser to={userPath(KIND_SCREENS.distributor.list)} />;
  return (
    <Page title={SCREENS.plural} subtitle={company.data?.name} back={back}>
      {company.error ? (
        <LoadError message={company.error} />
      ) : (
        <Card title={SCREENS.plural}>
          <DistributorRmTable distributorId={distributorId} />
        </Card>
      )}
    </Page>
  );
}
