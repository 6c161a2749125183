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
