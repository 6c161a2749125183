import * as React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@aif/contracts';
import { renderWithTheme } from '../testing/render';
import { AmlCheckDialog } from './AmlCheckDialog';

const matches = [{ FURTHER_INFORMATION: 'Listed on a sanctions list', EXTERNAL_SOURCES: 'OFAC' }];

it('shows what matched and asks for both fields before it submits the trimmed comments', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  renderWithTheme(<AmlCheckDialog open matches={matches} onSubmit={onSubmit} onCancel={jest.fn()} />);
  const dialog = screen.getByRole('alertdialog', { name: MESSAGES.amlCheckFailedLabel });
  expect(dialog).toHaveTextContent(MESSAGES.panAmlFailed);
  expect(dialog).toHaveTextContent('Listed on a sanctions list');
  expect(dialog).toHaveTextContent('OFAC');

  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getAllByText(MESSAGES.fieldRequired)).toHaveLength(2);
  expect(onSubmit).not.toHaveBeenCalled();

  await user.type(screen.getByRole('textbox', { name: /Comments/ }), '  Cleared by compliance  ');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getAllByText(MESSAGES.fieldRequired)).toHaveLength(1);
  expect(onSubmit).not.toHaveBeenCalled();

  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(onSubmit).toHaveBeenCalledWith('Cleared by compliance');
});

it('keeps the dialog open with the refusal the submit answers', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn().mockResolvedValue('Your session has expired');
  renderWithTheme(<AmlCheckDialog open matches={matches} onSubmit={onSubmit} onCancel={jest.fn()} />);
  await user.type(screen.getByRole('textbox', { name: /Comments/ }), 'Reviewed');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(screen.getByText('Your session has expired')).toBeInTheDocument());
  expect(screen.getByRole('alertdialog')).toBeInTheDocument();
});
