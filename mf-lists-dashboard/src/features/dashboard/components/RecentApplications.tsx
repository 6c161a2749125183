import {
  Button,
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  mergeClasses,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { DASHBOARD_RECENT_APPLICATIONS, DISTRIBUTOR_LIKE_ROLES, type SessionUser } from '@aif/contracts';
import { displayValue } from '@aif/ui-kit';
import { getApplications } from '../../../api/applications';
import { LabelledCell } from '../../../components/LabelledCell';
import { NavLink } from '../../../components/NavLink';
import { useListStyles } from '../../../components/styles';
import { statusTarget } from '../../../lib/application-rules';
import { useRequest } from '../../../lib/useRequest';
import { Widget } from './Widget';

const useStyles = makeStyles({
  footer: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end', flexWrap: 'wrap' },
});

/** Recent Applications (doc 3 §2.4): the first 4 rows, Add Applicant for preparers, View More. */
export function RecentApplications({ user }: { user: SessionUser }) {
  const styles = useStyles();
  const list = useListStyles();
  const navigate = useNavigate();
  const { data, loading, error } = useRequest(
    (signal) => getApplications({ page: 1, limit: DASHBOARD_RECENT_APPLICATIONS }, signal),
    'recent',
  );
  const rows = data?.applications ?? [];
  const canAdd = DISTRIBUTOR_LIKE_ROLES.includes(user.role as (typeof DISTRIBUTOR_LIKE_ROLES)[number]);
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
      <div className={list.scroller}>
        <Table
          className={mergeClasses(list.narrowTable, list.stacked)}
          size="small"
          aria-label="Recent Applications"
        >
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Application Number</TableHeaderCell>
              <TableHeaderCell>Investor Name</TableHeaderCell>
              <TableHeaderCell>Investor PAN</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => {
              const target = statusTarget(row, user.role);
              return (
                <TableRow key={row.id}>
                  <LabelledCell label="Application Number">{row.applicationNumber}</LabelledCell>
                  <LabelledCell label="Investor Name">{displayValue(row.investorName)}</LabelledCell>
                  <LabelledCell label="Investor PAN">{displayValue(row.investorPan)}</LabelledCell>
                  <LabelledCell label="Status">
                    <NavLink to={target.pathname} state={target.state}>
                      {row.statusLabel}
                    </NavLink>
                  </LabelledCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
    </Widget>
  );
}
