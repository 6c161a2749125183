import { useEffect } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useRequest } from '@aif/api-client/react';
import { formatAmountShort, type SessionUser } from '@aif/contracts';
import { ListPage } from '@aif/ui-kit';
import {
  getDistributorWiseCommitment,
  getMonthwiseCommitment,
  getMonthwiseOnboardingSummary,
  getOnboardingSummary,
} from '../api/dashboard';
import { commitmentOptions, donutOptions, donutTitle, monthlyOptions } from '../lib/chart-options';
import { GreetingTiles } from './GreetingTiles';
import { RecentApplications } from './RecentApplications';
import { LazyChart, Widget, preloadChart } from './Widget';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  /** A table wider than its card scrolls sideways inside it. */
  scroller: {
    overflowX: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
});

/** /dashboard (doc 3 §2.4): greeting tiles, recent applications and the four widgets. */
export function DashboardPage({ user }: { user: SessionUser }) {
  const styles = useStyles();
  const role = user.role;
  const summary = useRequest('summary', (signal) => getOnboardingSummary(signal));
  const monthly = useRequest('monthly', (signal) => getMonthwiseOnboardingSummary(signal));
  const top = useRequest('top', (signal) => getDistributorWiseCommitment(signal));
  const commitment = useRequest('commitment', (signal) => getMonthwiseCommitment(signal));
  const title = donutTitle(role);
  // Highcharts downloads while the data is asked for, not after it has arrived.
  useEffect(() => {
    void preloadChart().catch(() => undefined);
  }, []);

  return (
    <ListPage title="Dashboard">
      <GreetingTiles user={user} summary={summary.data} />
      <div className={styles.grid}>
        <RecentApplications user={user} />
        <Widget
          title={title}
          loading={summary.loading}
          error={summary.error}
          empty={!summary.data?.some((s) => s.count > 0)}
        >
          {summary.data && <LazyChart label={title} options={donutOptions(summary.data, role)} />}
        </Widget>
        <Widget
          title="Month on Month Applications"
          loading={monthly.loading}
          error={monthly.error}
          empty={!monthly.data?.length}
        >
          {monthly.data && (
            <LazyChart label="Month on Month Applications" options={monthlyOptions(monthly.data)} />
          )}
        </Widget>
        <Widget title="Top 5 Distributors" loading={top.loading} error={top.error} empty={!top.data?.length}>
          <div className={styles.scroller}>
            <Table size="small" aria-label="Top 5 Distributors">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Distributor Name</TableHeaderCell>
                  <TableHeaderCell>Commitment Amount</TableHeaderCell>
                  <TableHeaderCell>Completed</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {top.data?.map((d) => (
                  <TableRow key={d.distributorId}>
                    <TableCell>{d.name || d.arnCode}</TableCell>
                    <TableCell>₹ {formatAmountShort(d.commitmentAmount)}</TableCell>
                    <TableCell>{d.completed}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </Widget>
        <Widget
          title="Commitment vs Contribution"
          loading={commitment.loading}
          error={commitment.error}
          empty={!commitment.data?.length}
          wide={role === 'amcadmin'}
        >
          {commitment.data && (
            <LazyChart label="Commitment vs Contribution" options={commitmentOptions(commitment.data)} />
          )}
        </Widget>
      </div>
    </ListPage>
  );
}
