import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useRequest } from '@aif/api-client/react';
import {
  DASHBOARD_RECENT_APPLICATIONS,
  DISTRIBUTOR_LIKE_ROLES,
  type ApplicationListPage,
  type ApplicationListRow,
  type SessionUser,
} from '@aif/contracts';
import { DataTable, displayValue, type DataColumn } from '@aif/ui-kit';
import { getApplications } from '../../../api/applications';
import { NavLink } from '../../../components/NavLink';
import { statusTarget } from '../../../lib/status-target';
import { takeEarly } from '../early/early-read';
import { Widget } from './Widget';

const useStyles = makeStyles({
  footer: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end', flexWrap: 'wrap' },
});

/** Recent Applications (doc 3 §2.4): the first 4 rows, Add Applicant for preparers, View More. */
export function RecentApplications({ user }: { user: SessionUser }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { data, loading, error } = useRequest(
    'recent',
    async (signal) =>
      (await takeEarly<ApplicationListPage>('recent')) ??
      getApplications({ page: 1, limit: DASHBOARD_RECENT_APPLICATIONS }, signal),
  );
  const rows = data?.applications ?? [];
  const canAdd = DISTRIBUTOR_LIKE_ROLES.includes(user.role as (typeof DISTRIBUTOR_LIKE_ROLES)[number]);
  const columns: DataColumn<ApplicationListRow>[] = [
    { id: 'applicationNumber', header: 'Application Number', cell: (row) => row.applicationNumber },
    { id: 'investorName', header: 'Investor Name', cell: (row) => displayValue(row.investorName) },
    { id: 'investorPan', header: 'Investor PAN', cell: (row) => displayValue(row.investorPan) },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => {
        const target = statusTarget(row);
        return (
          <NavLink to={target.pathname} state={target.state}>
            {row.statusLabel}
          </NavLink>
        );
      },
    },
  ];
  return (
    <Widget
      title="Recent Applications"
      loading={loading}
      error={error}
      empty={!rows.length}
      wide
      footer={
        <div className={styles.footer}>
          {canAdd && (
            <Button icon={<AddRegular />} onClick={() => navigate('/onboarding/enter-pan-number')}>
              Add Applicant
            </Button>
          )}
          <Button appearance="primary" onClick={() => navigate('/applications')}>
            View More
          </Button>
        </div>
      }
    >
      <DataTable
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        label="Recent Applications"
        size="small"
      />
    </Widget>
  );
}
