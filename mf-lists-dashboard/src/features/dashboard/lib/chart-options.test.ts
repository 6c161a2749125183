import { APPLICATION_STATUSES } from '@aif/contracts';
import { commitmentOptions, donutTitle, monthLabel, statusSlices } from './chart-options';

it('titles the donut by role', () => {
  expect(donutTitle('amcadmin')).toBe('Number of Applications (since inception)');
  expect(donutTitle('subdistributor')).toBe('Number of Applications (onboarded by RM/SRM)');
});

it('merges signed and completed and leaves zeros out', () => {
  const summary = APPLICATION_STATUSES.map((status) => ({
    status,
    count: status === 'signed' ? 2 : status === 'completed' ? 1 : 0,
  }));
  expect(statusSlices(summary, 'rm')).toEqual([{ name: 'Completed', y: 3 }]);
});

it('labels months and shortens amounts on the axis', () => {
  expect(monthLabel({ year: 2025, month: 6 })).toBe('Jun 2025');
  const options = commitmentOptions([
    { year: 2025, month: 6, completed: 1, commitmentAmount: 25_000_000, contributionAmount: 0 },
  ]);
  const axis = options.yAxis as { labels: { formatter: (this: { value: number }) => string } };
  expect(axis.labels.formatter.call({ value: 25_000_000 })).toBe('2.50 Cr');
  expect(axis.labels.formatter.call({ value: 150_000 })).toBe('1.50 L');
});
