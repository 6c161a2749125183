import * as React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { Pager } from './Pager';

it('renders nothing for a single page', () => {
  renderWithTheme(<Pager page={1} pages={1} onPage={jest.fn()} />);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

it('offers the first, the last and the pages around the current one', () => {
  renderWithTheme(<Pager page={5} pages={10} onPage={jest.fn()} />);
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  expect(
    within(nav)
      .getAllByRole('button', { name: /^Page / })
      .map((b) => b.textContent),
  ).toEqual(['1', '4', '5', '6', '10']);
  expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
});

it('goes to the previous, next and chosen page', async () => {
  const user = userEvent.setup();
  const onPage = jest.fn();
  renderWithTheme(<Pager page={2} pages={3} onPage={onPage} />);
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await user.click(screen.getByRole('button', { name: 'Previous page' }));
  await user.click(screen.getByRole('button', { name: 'Page 3' }));
  expect(onPage.mock.calls).toEqual([[3], [1], [3]]);
});

it('disables Previous on the first page and Next on the last', () => {
  const { rerender } = renderWithTheme(<Pager page={1} pages={2} onPage={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  rerender(<Pager page={2} pages={2} onPage={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
});
