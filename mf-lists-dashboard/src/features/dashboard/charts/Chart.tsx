import Highcharts from 'highcharts';
import 'highcharts/modules/accessibility';
import HighchartsReact from 'highcharts-react-official';
import type { Options } from 'highcharts';

Highcharts.setOptions({ lang: { thousandsSep: ',' } });

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
