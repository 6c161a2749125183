import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stepApplication } from '../../testing/fixtures';
import { renderStep } from '../../testing/render';
import { DocumentsStep } from './DocumentsStep';

// The POA holder card of an individual POA application's document step (0-product-decisions §10).
const open = (hasPOA: boolean, groups: unknown[] = []) =>
  renderStep(DocumentsStep, {
    role: 'rm',
    application: stepApplication({ currentStep: 9, status: 'draft', hasPOA, groups } as never),
  });

const inDialog = (d: HTMLElement, role: string, name: string | RegExp) =>
  within(d).getByRole(role, { name, hidden: true });
const inDialogQuery = (d: HTMLElement, name: RegExp) =>
  within(d).queryByRole('textbox', { name, hidden: true });

describe('POA holder on the document step', () => {
  it('is asked only of a POA application', async () => {
    open(false);
    await screen.findByRole('button', { name: 'Save For Later' });
    expect(screen.queryByRole('region', { name: 'POA Holder' })).not.toBeInTheDocument();
  });

  it('adds a holder without a designation and sends it with the documents', async () => {
    const { save } = open(true);
    const card = await screen.findByRole('region', { name: 'POA Holder' });
    expect(within(card).getByText('Please add the POA holder')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Add POA Holder' }));
    const d = await screen.findByRole('dialog', { hidden: true });
    expect(within(d).getByText('Add POA Holder')).toBeInTheDocument();
    for (const [label, value] of [
      ['Name', 'Vikram Holder'],
      ['PAN', 'abcph1234q'],
      ['Mobile Number', '9876512345'],
      ['Email ID', 'vikram@example.com'],
    ] as const)
      await userEvent.type(inDialog(d, 'textbox', new RegExp(`^${label}`)), value);
    expect(inDialogQuery(d, /^Designation/)).toBeNull();
    await userEvent.click(inDialog(d, 'button', 'Save'));
    const table = await screen.findByRole('table', { name: 'POA holders' }, { timeout: 5000 });
    expect(table).toHaveTextContent('ABCPH1234Q');
    // The mobile the holder signs in with, in place of a designation.
    expect(within(table).getByRole('columnheader', { name: 'Mobile Number' })).toBeInTheDocument();
    expect(table).toHaveTextContent('+91 9876512345');
    expect(within(card).queryByText('Please add the POA holder')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save For Later' }));
    await waitFor(() => expect(save).toHaveBeenCalled(), { timeout: 5000 });
    expect(save.mock.calls[0]![1]!.data.poaHolders).toEqual([
      expect.objectContaining({
        name: 'Vikram Holder',
        pan: 'ABCPH1234Q',
        mobile: '9876512345',
        designation: '',
      }),
    ]);
  });

  it('asks before deleting the stored holder', async () => {
    open(true, [
      {
        id: 'p1',
        kind: 'poa_holder',
        threshold: 1,
        groupsignatories: [{ id: 'h1', name: 'Vikram Holder', pan: 'ABCPH1234Q', email: 'v@example.com' }],
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Vikram Holder' }));
    expect(await screen.findByText('Are you sure you want to delete POA holder ?')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Yes', hidden: true }));
    expect(await screen.findByText('Please add the POA holder')).toBeInTheDocument();
  });
});
