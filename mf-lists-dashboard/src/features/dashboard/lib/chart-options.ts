import type { Chart, Options, Series, SeriesOptionsType, SVGElement } from 'highcharts';
import {
  formatAmountShort,
  statusLabel,
  type ApplicationStatus,
  type MonthwiseCommitmentResponse,
  type MonthwiseOnboardingSummaryResponse,
  type OnboardingSummaryResponse,
  type Role,
} from '@aif/contracts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const monthLabel = (m: { year: number; month: number }) => `${MONTHS[m.month - 1]} ${m.year}`;

/** The donut's title (doc 3 §2.4). */
export function donutTitle(role: Role): string {
  return role === 'amcadmin'
    ? 'Number of Applications (since inception)'
    : 'Number of Applications (onboarded by RM/SRM)';
}

/** Shared look: the card gives the title; legends go under the plot on narrow cards. */
const base: Options = {
  title: { text: undefined },
  credits: { enabled: false },
  chart: { height: 300, style: { fontFamily: 'inherit' }, backgroundColor: 'transparent' },
  legend: { itemStyle: { fontWeight: 'normal' } },
  responsive: {
    rules: [
      {
        condition: { maxWidth: 420 },
        chartOptions: {
          chart: { height: 380 },
          legend: {
            layout: 'horizontal',
            align: 'center',
            verticalAlign: 'bottom',
            itemStyle: { fontSize: '11px' },
          },
          xAxis: { labels: { style: { fontSize: '10px' } } },
          yAxis: { labels: { style: { fontSize: '10px' } }, title: { text: undefined } },
        },
      },
    ],
  },
};

/**
 * A colour per status that says where the application stands, the same on every dashboard: grey for a
 * draft, blues and teals while investors and signatories act, purple and orange while an approver has
 * it, green when completed, red when rejected, brown when the invitation expired. From Fluent's shared
 * palette, so the charts match the rest of the portal (docs/decisions.md).
 */
export const STATUS_COLORS: Record<ApplicationStatus, string> = {
  draft: '#8a8886',
  sent_to_applicant1: '#0078d4',
  approved_by_applicant1: '#00a2ad',
  approved_by_applicant2: '#038387',
  approved_by_applicant3: '#005b70',
  approved_by_trustee: '#4f6bed',
  approved_by_fundmanager: '#5c2e91',
  sent_to_poa_approver: '#8764b8',
  sent_to_amc_approver: '#ca5010',
  approved_by_amc_approver: '#00b294',
  sent_to_authorised_signatories: '#3a96dd',
  approved_by_authorised_signatories: '#0063b1',
  invitationexpired: '#986f0b',
  completed: '#107c10',
  signed: '#107c10',
  rejected: '#d13438',
};

export interface StatusSlice {
  name: string;
  y: number;
  color: string;
}

/** Counts per status label (signed and completed both read "Completed"), zeros left out. */
export function statusSlices(summary: OnboardingSummaryResponse, role: Role): StatusSlice[] {
  const byLabel = new Map<string, StatusSlice>();
  for (const { status, count } of summary) {
    if (count <= 0) continue;
    const name = statusLabel(status, role);
    const slice = byLabel.get(name);
    if (slice) slice.y += count;
    else byLabel.set(name, { name, y: count, color: STATUS_COLORS[status] });
  }
  return [...byLabel.values()];
}

/** The class of the total drawn in the donut's hole (the browser tests read it). */
export const DONUT_TOTAL_CLASS = 'aif-donut-total';

type ChartWithTotal = Chart & { totalLabel?: SVGElement };

/**
 * The total in the ring's hole, wherever the legend pushes the ring: drawn once, moved to the pie's
 * centre on every render (resize included).
 */
function drawTotalInRing(total: number) {
  return function render(this: Chart) {
    const chart = this as ChartWithTotal;
    const center = (chart.series[0] as (Series & { center?: number[] }) | undefined)?.center;
    if (!center) return;
    chart.totalLabel ??= chart.renderer
      .text(
        `<span style="font-size: 22px; font-weight: 600">${total}</span><br/><span style="font-size: 12px">Total</span>`,
        0,
        0,
      )
      .attr({ align: 'center', zIndex: 5, class: DONUT_TOTAL_CLASS })
      .add();
    chart.totalLabel.attr({ x: chart.plotLeft + center[0]!, y: chart.plotTop + center[1]! - 2 });
  };
}

export function donutOptions(summary: OnboardingSummaryResponse, role: Role): Options {
  const total = summary.reduce((n, s) => n + s.count, 0);
  return {
    ...base,
    chart: { ...base.chart, type: 'pie', events: { render: drawTotalInRing(total) } },
    accessibility: { description: `${donutTitle(role)}: ${total} in total` },
    tooltip: { pointFormat: '<b>{point.y}</b> ({point.percentage:.0f}%)' },
    // Beside the ring on a wide card, so the ring keeps the height; under it on a phone (base.responsive).
    legend: { ...base.legend, layout: 'vertical', align: 'right', verticalAlign: 'middle' },
    plotOptions: {
      pie: {
        innerSize: '60%',
        showInLegend: true,
        dataLabels: { enabled: false },
        size: '90%',
      },
    },
    series: [{ type: 'pie', name: 'Applications', data: statusSlices(summary, role) }],
  };
}

const KINDS = [
  ['individual', 'Individual'],
  ['nonIndividual', 'Non Individual'],
  ['poa', 'POA'],
  ['nri', 'NRI'],
  ['minor', 'Minor'],
] as const;

export function monthlyOptions(months: MonthwiseOnboardingSummaryResponse): Options {
  return {
    ...base,
    chart: { ...base.chart, type: 'column' },
    accessibility: { description: 'Applications per month of the last 4 months, by investor type' },
    xAxis: { categories: months.map(monthLabel), crosshair: true },
    yAxis: { min: 0, allowDecimals: false, title: { text: 'Applications' } },
    plotOptions: { column: { pointPadding: 0.05, borderWidth: 0 } },
    series: KINDS.map(([key, name]): SeriesOptionsType => ({
      type: 'column',
      name,
      data: months.map((m) => m.data[key]),
    })),
  };
}

export function commitmentOptions(months: MonthwiseCommitmentResponse): Options {
  const completed = months.map((m) => m.completed);
  return {
    ...base,
    chart: { ...base.chart, type: 'column' },
    accessibility: { description: 'Commitment and contribution of completed applications per month' },
    xAxis: { categories: months.map(monthLabel), crosshair: true },
    yAxis: {
      min: 0,
      title: { text: 'Amount (₹)' },
      labels: {
        formatter() {
          const value = Number(this.value);
          return value === 0 ? '0' : formatAmountShort(value);
        },
      },
    },
    tooltip: {
      shared: true,
      formatter() {
        const i = this.points?.[0]?.index ?? 0;
        const lines = (this.points ?? []).map(
          (p) => `${p.series.name}: <b>${formatAmountShort(p.y ?? 0)}</b>`,
        );
        return [`<b>${String(this.x)}</b>`, `Completed: <b>${completed[i] ?? 0}</b>`, ...lines].join('<br/>');
      },
    },
    plotOptions: { column: { pointPadding: 0.05, borderWidth: 0 } },
    series: [
      { type: 'column', name: 'Commitment Amount', data: months.map((m) => m.commitmentAmount) },
      { type: 'column', name: 'Contribution Amount', data: months.map((m) => m.contributionAmount) },
    ],
  };
}
