import type { ReactNode } from 'react';
import { Card, CardHeader, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Options } from 'highcharts';
import { ListState, Loader, loadable } from '@aif/ui-kit';

/** Highcharts and the chart, in their own chunk: the page paints first. */
const Chart = loadable(
  () => import(/* webpackChunkName: "page-dashboard.chart" */ '../charts/Chart'),
  <Loader label="Loading chart..." />,
);

/** Starts downloading Highcharts (once): the dashboard calls it on mount, beside its data requests. */
export function preloadChart(): Promise<unknown> {
  return Chart.preload();
}

const useStyles = makeStyles({
  card: { minWidth: 0, padding: tokens.spacingHorizontalM },
  wide: { gridColumn: '1 / -1' },
});

export interface WidgetProps {
  title: string;
  loading: boolean;
  error: string | null;
  empty: boolean;
  /** Spans the whole row. */
  wide?: boolean;
  /** Shown whatever the state (buttons). */
  footer?: ReactNode;
  children: ReactNode;
}

/** A dashboard card: title, then loader, the server's error, "No data found", or the content. */
export function Widget({ title, loading, error, empty, wide, footer, children }: WidgetProps) {
  const styles = useStyles();
  return (
    <Card className={mergeClasses(styles.card, wide && styles.wide)} role="region" aria-label={title}>
      <CardHeader header={<Subtitle2 as="h2">{title}</Subtitle2>} />
      <ListState loading={loading} error={error} empty={empty}>
        {children}
      </ListState>
      {footer}
    </Card>
  );
}

/** A chart in a widget; Highcharts comes in its own chunk after the page has painted. */
export function LazyChart({ options, label }: { options: Options; label: string }) {
  return <Chart options={options} label={label} />;
}
