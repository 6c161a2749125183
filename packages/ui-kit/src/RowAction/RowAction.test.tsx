import * as React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteRegular } from '@fluentui/react-icons';
import { renderWithTheme } from '../testing/render';
import { RowAction, RowActions } from './RowAction';

it('is a button named by its label, with the label in a tooltip on hover', async () => {
  const user = userEvent.setup();
  const onClick = jest.fn();
  renderWithTheme(<RowAction label="Delete" icon={<DeleteRegular />} onClick={onClick} />);
  const button = screen.getByRole('button', { name: 'Delete' });
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  await user.hover(button);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete');
  await user.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('says why it is disabled in the tooltip and the description, and does nothing', async () => {
  const user = userEvent.setup();
  const onClick = jest.fn();
  renderWithTheme(
    <RowAction
      label="Download"
      icon={<DeleteRegular />}
      onClick={onClick}
      disabledReason="Only signed applications can be downloaded"
    />,
  );
  const button = screen.getByRole('button', { name: 'Download' });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveAccessibleDescription('Only signed applications can be downloaded');
  await user.hover(button);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Only signed applications can be downloaded');
  await user.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

it('sets a row’s actions side by side', () => {
  renderWithTheme(
    <RowActions>
      <RowAction label="Edit" icon={<DeleteRegular />} onClick={jest.fn()} />
      <RowAction label="Delete" icon={<DeleteRegular />} onClick={jest.fn()} />
    </RowActions>,
  );
  expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Edit', 'Delete']);
});
