import * as React from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { keepAllStyleRules } from '../testing/style-rules';
import { DataTable } from './DataTable';
import type { DataColumn } from './DataTable.types';

// Some tests here read the table's own styles (sticky and nowrap columns).
keepAllStyleRules();

interface Person {
  id: string;
  name: string;
  city: string | null;
}

const people: Person[] = [
  { id: 'p1', name: 'Neha Kapoor', city: 'Pune' },
  { id: 'p2', name: 'Rohan Iyer', city: null },
];

const columns: DataColumn<Person>[] = [
  { id: 'name', header: 'Investor Name', cell: (p) => p.name, nowrap: true },
  { id: 'city', header: 'City', cell: (p) => p.city },
  {
    id: 'actions',
    header: 'Actions',
    sticky: 'end',
    cell: (p) => <button type="button">Open {p.name}</button>,
  },
];

function renderTable(props: Partial<React.ComponentProps<typeof DataTable<Person>>> = {}) {
  return renderWithTheme(
    <DataTable columns={columns} rows={people} getRowKey={(p) => p.id} label="People" {...props} />,
  );
}

it('renders the header row and each cell from the column definitions', () => {
  renderTable();
  const table = screen.getByRole('table', { name: 'People' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Investor Name', 'City', 'Actions']);
  const [, first, second] = within(table).getAllByRole('row');
  expect(
    within(first!)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(['Neha Kapoor', 'Pune', 'Open Neha Kapoor']);
  expect(within(second!).getByRole('button', { name: 'Open Rohan Iyer' })).toBeInTheDocument();
});

it("labels every cell with its column's header, the label a phone shows above the value", () => {
  renderTable();
  const table = screen.getByRole('table', { name: 'People' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  for (const row of rows) {
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.getAttribute('data-label')),
    ).toEqual(headers);
  }
});

it('can take the keyboard focus, so a table wider than the page scrolls from the keyboard', () => {
  renderTable();
  const table = screen.getByRole('table', { name: 'People' });
  expect(table.parentElement).toHaveAttribute('tabindex', '0');
});

it('leaves a cell empty when the column has nothing for the row', () => {
  renderTable();
  const row = screen.getAllByRole('row')[2]!;
  expect(within(row).getAllByRole('cell')[1]).toBeEmptyDOMElement();
});

it('keeps a sticky column at the end, in the header and in every row', () => {
  renderTable();
  const sticky = [
    screen.getByRole('columnheader', { name: 'Actions' }),
    ...screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]!),
  ];
  for (const cell of sticky)
    expect(getComputedStyle(cell)).toMatchObject({ position: 'sticky', right: '0px' });
  expect(getComputedStyle(screen.getByRole('columnheader', { name: 'City' })).position).not.toBe('sticky');
});

it('keeps a nowrap column on one line', () => {
  renderTable();
  const [name, city] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
  expect(getComputedStyle(name!).whiteSpace).toBe('nowrap');
  expect(getComputedStyle(city!).whiteSpace).not.toBe('nowrap');
});

it('reports a newer page loading with aria-busy, and sets the minimum width', () => {
  const { rerender } = renderTable({ busy: true, minWidth: 960 });
  const table = screen.getByRole('table', { name: 'People' });
  expect(table).toHaveAttribute('aria-busy', 'true');
  expect(table.style.getPropertyValue('--aif-data-table-min-width')).toBe('960px');
  rerender(<DataTable columns={columns} rows={people} getRowKey={(p) => p.id} label="People" />);
  expect(screen.getByRole('table', { name: 'People' })).not.toHaveAttribute('aria-busy');
});

it('shows a header extra (an info pop-up) in the header row only, the cells keep the plain header', () => {
  renderTable({
    columns: [
      {
        id: 'name',
        header: 'Investor Name',
        headerExtra: <button type="button">About names</button>,
        cell: (p: Person) => p.name,
      },
    ],
  });
  const table = screen.getByRole('table', { name: 'People' });
  const header = within(table).getByRole('columnheader');
  expect(within(header).getByRole('button', { name: 'About names' })).toBeInTheDocument();
  expect(header).toHaveTextContent('Investor Name');
  for (const cell of within(table).getAllByRole('cell')) {
    expect(cell).toHaveAttribute('data-label', 'Investor Name');
    expect(within(cell).queryByRole('button')).not.toBeInTheDocument();
  }
});
