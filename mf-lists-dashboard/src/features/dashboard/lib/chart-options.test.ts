import { APPLICATION_STATUSES } from '@aif/contracts';
import type { LegendOptions, ResponsiveRulesOptions } from 'highcharts';
import {
  STATUS_COLORS,
  commitmentOptions,
  donutOptions,
  donutTitle,
  monthLabel,
  statusSlices,
} from './chart-options';

it('titles the donut by role', () => {
  expect(donutTitle('amcadmin')).toBe('Number of Applications (since inception)');
  expect(donutTitle('subdistributor')).toBe('Number of Applications (onboarded by RM/SRM)');
});

it('merges signed and completed and leaves zeros out', () => {
  const summary = APPLICATION_STATUSES.map((status) => ({
    status,
    count: status === 'signed' ? 2 : status === 'completed' ? 1 : 0,
  }));
  expect(statusSlices(summary, 'rm')).toEqual([{ name: 'Completed', y: 3, color: '#107c10' }]);
});

it('labels months and shortens amounts on the axis', () => {
  expect(monthLabel({ year: 2025, month: 6 })).toBe('Jun 2025');
  const options = commitmentOptions([
    { year: 2025, month: 6, completed: 1, commitmentAmount: 25_000_000, contributionAmount: 0 },
  ]);
  const axis = options.yAxis as { labels: { formatter: (this: { value: number }) => string } };
  expect(axis.labels.formatter.call({ value: 25_000_000 })).toBe('2.50 Cr');
  expect(axis.labels.formatter.call({ value: 150_000 })).toBe('1.50 L');
  expect(axis.labels.formatter.call({ value: 0 })).toBe('0');
});

it('colours each slice by where its applications stand', () => {
  const summary = APPLICATION_STATUSES.map((status) => ({ status, count: 1 }));
  const slices = statusSlices(summary, 'amcadmin');
  const colorOf = (name: string) => slices.find((s) => s.name === name)?.color;
  expect(colorOf('Draft')).toBe('#8a8886');
  expect(colorOf('Completed')).toBe('#107c10');
  expect(colorOf('Rejected')).toBe('#d13438');
  // Statuses that read differently have colours that differ (signed and completed share one label).
  expect(new Set(slices.map((s) => s.color)).size).toBe(slices.length);
  expect(new Set(Object.values(STATUS_COLORS)).size).toBe(APPLICATION_STATUSES.length - 1);
  // The approver's "Pending" slice keeps the colour of the status it stands for.
  expect(statusSlices(summary, 'amcapprover').find((s) => s.name === 'Pending')?.color).toBe(
    STATUS_COLORS.sent_to_amc_approver,
  );
});

it('puts the donut legend beside the ring, and under it on a narrow card', () => {
  const options = donutOptions([{ status: 'draft', count: 1 }], 'rm');
  expect(options.legend).toMatchObject({ layout: 'vertical', align: 'right', verticalAlign: 'middle' });
  const narrow = (options.responsive?.rules as ResponsiveRulesOptions[]).find(
    (r) => r.condition?.maxWidth === 420,
  );
  expect(narrow?.chartOptions?.legend as LegendOptions).toMatchObject({
    layout: 'horizontal',
    align: 'center',
    verticalAlign: 'bottom',
  });
});
