import * as React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { ConfirmDialog } from './ConfirmDialog';

it('asks with Yes/No and calls the callbacks', async () => {
  const user = userEvent.setup();
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  renderWithTheme(
    <ConfirmDialog
      open
      title="Update RM"
      message="Are you sure you want to update the RM ?"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  const dialog = screen.getByRole('alertdialog', { name: 'Update RM' });
  expect(dialog).toHaveTextContent('Are you sure you want to update the RM ?');

  await user.click(screen.getByRole('button', { name: 'Yes' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'No' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
});

it('uses custom labels and cancels on Escape', async () => {
  const user = userEvent.setup();
  const onCancel = jest.fn();
  renderWithTheme(
    <ConfirmDialog
      open
      message="Are you sure you want to delete Controlling Person ?"
      confirmLabel="Delete"
      cancelLabel="Keep"
      onConfirm={jest.fn()}
      onCancel={onCancel}
    />,
  );
  expect(screen.getByRole('alertdialog', { name: 'Confirm' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledTimes(1);
});

it('renders nothing when closed and blocks buttons while busy', () => {
  const { rerender } = renderWithTheme(
    <ConfirmDialog open={false} message="m" onConfirm={jest.fn()} onCancel={jest.fn()} />,
  );
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  rerender(<ConfirmDialog open busy message="m" onConfirm={jest.fn()} onCancel={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Yes' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
});
