import * as React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { FilterDrawer } from './FilterDrawer';
import type { FilterDrawerGroup } from './FilterDrawer.types';

type Group = 'role' | 'state' | 'region';

const groups: FilterDrawerGroup<Group>[] = [
  {
    id: 'role',
    title: 'Role',
    options: [
      { value: 'rm', label: 'RM' },
      { value: 'distributor', label: 'Distributor' },
    ],
  },
  {
    id: 'state',
    title: 'State',
    options: [
      { value: 'active', label: 'Active' },
      { value: 'locked', label: 'Locked' },
    ],
  },
];

const none = { role: [], state: [], region: [] };

it('names the button by the number of groups in force and shows it in the badge', () => {
  const { rerender } = renderWithTheme(<FilterDrawer groups={groups} values={none} onApply={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  expect(screen.queryByTestId('filter-badge')).not.toBeInTheDocument();
  // A group the drawer does not offer still counts: the URL may have set it.
  rerender(
    <FilterDrawer
      groups={groups}
      values={{ role: ['rm', 'distributor'], state: [], region: ['north'] }}
      onApply={jest.fn()}
    />,
  );
  expect(screen.getByRole('button', { name: 'Filters, 2 applied' })).toBeInTheDocument();
  expect(screen.getByTestId('filter-badge')).toHaveTextContent('2');
});

// Fluent keeps the drawer aria-hidden while it opens: queries inside it pass `hidden: true`.
it('shows one named group of checkboxes per group, checked as in force, and applies the choice', async () => {
  const user = userEvent.setup();
  const onApply = jest.fn();
  renderWithTheme(
    <FilterDrawer groups={groups} values={{ ...none, role: ['rm'], region: ['north'] }} onApply={onApply} />,
  );
  await user.click(screen.getByRole('button', { name: 'Filters, 2 applied' }));
  const drawer = await screen.findByRole('dialog', { hidden: true });
  expect(within(drawer).getByRole('heading', { name: 'Filters', hidden: true })).toBeInTheDocument();
  const role = within(drawer).getByRole('group', { name: 'Role', hidden: true });
  expect(within(role).getByRole('checkbox', { name: 'RM', hidden: true })).toBeChecked();
  expect(within(drawer).queryByRole('group', { name: 'Region', hidden: true })).not.toBeInTheDocument();
  await user.click(within(role).getByRole('checkbox', { name: 'RM', hidden: true }));
  await user.click(within(drawer).getByRole('checkbox', { name: 'Locked', hidden: true }));
  await user.click(within(drawer).getByRole('button', { name: 'Apply', hidden: true }));
  expect(onApply).toHaveBeenCalledWith({ role: [], state: ['locked'], region: ['north'] });
  await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
});

it('clears every group with Clear All, and Close keeps the filters', async () => {
  const user = userEvent.setup();
  const onApply = jest.fn();
  renderWithTheme(
    <FilterDrawer groups={groups} values={{ ...none, role: ['rm'], region: ['north'] }} onApply={onApply} />,
  );
  await user.click(screen.getByRole('button', { name: /^Filters/ }));
  await user.click(
    within(await screen.findByRole('dialog', { hidden: true })).getByRole('button', {
      name: 'Close',
      hidden: true,
    }),
  );
  expect(onApply).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: /^Filters/ }));
  await user.click(
    within(await screen.findByRole('dialog', { hidden: true })).getByRole('button', {
      name: 'Clear All',
      hidden: true,
    }),
  );
  expect(onApply).toHaveBeenCalledWith({ role: [], state: [], region: [] });
});

it('offers single-choice groups as radios with an All choice, narrows a searchable one, and names its buttons', async () => {
  const user = userEvent.setup();
  const onApply = jest.fn();
  const single: FilterDrawerGroup<Group>[] = [
    {
      id: 'region',
      title: 'Region',
      choice: 'single',
      searchable: true,
      options: [
        { value: 'north', label: 'North' },
        { value: 'south', label: 'South' },
        { value: 'west', label: 'West' },
      ],
    },
  ];
  renderWithTheme(
    <FilterDrawer
      groups={single}
      values={{ ...none, region: ['west'] }}
      onApply={onApply}
      applyLabel="Apply Filters"
      clearLabel="Clear Filters"
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Filters, 1 applied' }));
  const drawer = await screen.findByRole('dialog', { hidden: true });
  const radios = within(drawer).getByRole('radiogroup', { name: 'Region', hidden: true });
  expect(within(radios).getByRole('radio', { name: 'West', hidden: true })).toBeChecked();
  await user.type(within(drawer).getByRole('searchbox', { name: 'Search Region', hidden: true }), 'nor');
  // The typed text narrows the list; the chosen one stays so the choice in force is never hidden.
  expect(
    within(radios)
      .getAllByRole('radio', { hidden: true })
      .map((r) => r.closest('.fui-Radio')?.textContent),
  ).toEqual(['All', 'North', 'West']);
  await user.click(within(radios).getByRole('radio', { name: 'North', hidden: true }));
  expect(within(radios).getByRole('radio', { name: 'North', hidden: true })).toBeChecked();
  // West is no longer chosen, and no longer matches the search.
  expect(within(radios).queryByRole('radio', { name: 'West', hidden: true })).not.toBeInTheDocument();
  await user.click(within(drawer).getByRole('button', { name: 'Apply Filters', hidden: true }));
  expect(onApply).toHaveBeenLastCalledWith({ role: [], state: [], region: ['north'] });

  // The page is aria-hidden until the drawer has finished closing.
  await user.click(await screen.findByRole('button', { name: /^Filters/ }));
  const again = await screen.findByRole('dialog', { hidden: true });
  expect(within(again).getByRole('button', { name: 'Clear Filters', hidden: true })).toBeInTheDocument();
  await user.click(within(again).getByRole('radio', { name: 'All', hidden: true }));
  await user.click(within(again).getByRole('button', { name: 'Apply Filters', hidden: true }));
  expect(onApply).toHaveBeenLastCalledWith({ role: [], state: [], region: [] });
});
