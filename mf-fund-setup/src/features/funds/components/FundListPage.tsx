import { useCallback } from 'react';
import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useRequest } from '@aif/api-client/react';
import type { FundListResponse, FundListRow } from '@aif/contracts';
import { DataTable, ListPage, ListState, ListToolbar, displayValue, type DataColumn } from '@aif/ui-kit';
import { getFundList } from '../../../api/funds';
import { NavLink } from '@aif/form-kit';
import { FUND_SETUP_PATHS } from '../lib/navigation';
import { useFundSetupAccess } from '../lib/useFundSetupAccess';
import { AccessInfo, PhoneAccessInfo, useFundAccessToggle } from './AccessToggle';

/** "1 Plan", "3 Plans" (doc 3 §2.7). */
export function planCountText(count: number): string {
  return `${count} ${count === 1 ? 'Plan' : 'Plans'}`;
}

/** The funds list (doc 3 §2.7): every fund on one page, Add Funds with fund-setup access only. */
export function FundListPage() {
  const navigate = useNavigate();
  const { canChange } = useFundSetupAccess();
  const { data, loading, error, setData } = useRequest('funds', (signal) => getFundList(signal));
  const rows = data?.funds ?? [];

  const onChanged = useCallback(
    ({ id, isActive }: { id: string; isActive: boolean }) => {
      if (!data) return;
      const funds = data.funds.map((f) => (f.id === id ? { ...f, isActive } : f));
      setData({ ...data, funds } satisfies FundListResponse);
    },
    [data, setData],
  );
  const access = useFundAccessToggle('fund', onChanged);

  const columns: DataColumn<FundListRow>[] = [
    {
      id: 'schemeName',
      header: 'Scheme Name',
      cell: (f) => (
        <NavLink to={FUND_SETUP_PATHS.fundDetails} state={{ fundId: f.id }}>
          {f.schemeName}
        </NavLink>
      ),
    },
    { id: 'amcCode', header: 'AIF/AMC Code', nowrap: true, cell: (f) => displayValue(f.amcCode) },
    { id: 'schemeCode', header: 'Scheme Code', nowrap: true, cell: (f) => f.schemeCode },
    {
      id: 'investmentManager',
      header: 'Investment Manager Name',
      cell: (f) => displayValue(f.investmentManagerName),
    },
    { id: 'trustee', header: 'Trustee Name', cell: (f) => displayValue(f.trusteeName) },
    {
      id: 'access',
      header: 'Access',
      headerExtra: <AccessInfo kind="fund" />,
      cell: (f) => access.toggle(f, f.schemeName, canChange),
    },
    {
      id: 'plans',
      header: 'View Plans',
      nowrap: true,
      cell: (f) => (
        <NavLink to={FUND_SETUP_PATHS.viewPlans} state={{ fundId: f.id, fundType: f.fundType }}>
          {planCountText(f.planCount)}
        </NavLink>
      ),
    },
  ];

  return (
    <ListPage title="Funds Setup">
      <ListToolbar
        end={
          canChange && (
            <Button
              appearance="primary"
              icon={<AddRegular />}
              onClick={() => navigate(FUND_SETUP_PATHS.addFund)}
            >
              Add Funds
            </Button>
          )
        }
      >
        {rows.length > 0 && <PhoneAccessInfo kind="fund" />}
      </ListToolbar>
      <ListState loading={loading && !data} error={error} empty={!rows.length}>
        <DataTable
          columns={columns}
          rows={rows}
          getRowKey={(f) => f.id}
          label="Funds"
          minWidth={960}
          busy={loading}
        />
      </ListState>
      {access.dialog}
    </ListPage>
  );
}
