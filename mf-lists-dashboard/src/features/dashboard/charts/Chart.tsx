import Highcharts from 'highcharts';
import 'highcharts/modules/accessibility';
import HighchartsReact from 'highcharts-react-official';
import type { Options } from 'highcharts';

/** Whether the person asked their system for less motion (Highcharts does not look by itself). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

Highcharts.setOptions({
  lang: { thousandsSep: ',' },
  // Growing bars and a sweeping donut are decoration: with reduced motion the charts are drawn at once.
  ...(prefersReducedMotion() && {
    chart: { animation: false },
    plotOptions: { series: { animation: false } },
  }),
});

export interface ChartProps {
  options: Options;
  /** The chart's name for assistive technology (the card shows it as its heading). */
  label: string;
}

/** One Highcharts chart. Loaded on demand (its own chunk with Highcharts) so the page paints first. */
export default function Chart({ options, label }: ChartProps) {
  // The card's heading is the visible title; a floating, hidden title names the chart for screen
  // readers without taking plot space.
  const named: Options = { ...options, title: { text: label, floating: true, style: { display: 'none' } } };
  return (
    <HighchartsReact highcharts={Highcharts} options={named} containerProps={{ 'data-testid': 'chart' }} />
  );
}
