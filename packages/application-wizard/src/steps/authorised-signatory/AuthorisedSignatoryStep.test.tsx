import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Signatory, type SignatoryGroup } from '@aif/contracts';
import { entityApplication } from '../../testing/entity';
import { renderStep } from '../../testing/render';
import { AuthorisedSignatoryStep } from './AuthorisedSignatoryStep';

const stored = (i: number, over: Partial<Signatory> = {}): Signatory => ({
  id: `s${i}`,
  name: `Member ${i}`,
  pan: `ABCPE${String(1000 + i)}F`,
  countryNameAndCode: 'India: +91',
  countryCode: '+91',
  mobile: `98765${String(10000 + i)}`,
  email: `m${i}@example.com`,
  designation: 'Director',
  canEsign: true,
  isActive: true,
  ...over,
});

function open(groups: SignatoryGroup[] = []) {
  return renderStep(AuthorisedSignatoryStep, {
    role: 'rm',
    application: entityApplication({ currentStep: 6, status: 'draft', groups }),
  });
}
const board = (members: Signatory[], threshold = 1): SignatoryGroup => ({
  id: 'g1',
  kind: 'authorised_signatories',
  name: 'Board',
  threshold,
  groupsignatories: members,
});
// Fluent's dialogs are hidden from the accessibility tree while they open in jsdom: queried with hidden.
const dialog = () => screen.findByRole('dialog', { hidden: true });
const inDialog = (d: HTMLElement, role: string, name: string | RegExp) =>
  within(d).getByRole(role, { name, hidden: true });
const thresholdOptions = () =>
  within(screen.getByRole('combobox', { name: /Total No. of required authorised signatories/ }))
    .getAllByRole('option')
    .map((o) => o.textContent);

async function fill(d: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const box = inDialog(d, 'textbox', new RegExp(`^${label}`));
    await userEvent.clear(box);
    await userEvent.type(box, value);
  }
}

describe('authorised-signatory step', () => {
  it('adds a member through the dialog, PAN upper-cased, and saves the group', async () => {
    const { save } = open();
    expect(screen.getByText('No data found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Authorised Signatory' }));
    const d = await dialog();
    expect(within(d).getByText('Add Member')).toBeInTheDocument();
    await fill(d, {
      Name: 'Asha Rao',
      PAN: 'abcpe1234f',
      'Mobile Number': '9876543210',
      'Email ID': 'asha@example.com',
      Designation: 'Director',
    });
    await userEvent.click(inDialog(d, 'button', 'Save'));
    // The page is hidden from assistive technology until the dialog has gone.
    const table = await screen.findByRole('table', { name: /members/ }, { timeout: 5000 });
    expect(within(table).getByText('ABCPE1234F')).toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: 'Send E-Sign to Asha Rao' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(save).toHaveBeenCalled(), { timeout: 5000 });
    const [slug, request] = save.mock.calls[0]!;
    expect(slug).toBe('authorised-signatory');
    expect(request!.data).toMatchObject({
      groups: [
        {
          threshold: 1,
          groupsignatories: [
            { name: 'Asha Rao', pan: 'ABCPE1234F', countryCode: '+91', mobile: '9876543210', canEsign: true },
          ],
        },
      ],
    });
  });

  it('edits a member in the Edit Member dialog', async () => {
    open([board([stored(1)])]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Member 1' }));
    const d = await dialog();
    expect(within(d).getByText('Edit Member')).toBeInTheDocument();
    expect(inDialog(d, 'textbox', /^PAN/)).toHaveValue('ABCPE1001F');
    await fill(d, { Designation: 'CFO' });
    await userEvent.click(inDialog(d, 'button', 'Save'));
    expect(await screen.findByText('CFO')).toBeInTheDocument();
  });

  it('says when a PAN is already used by a member of another group', async () => {
    open([board([stored(1)]), { ...board([stored(2)]), id: 'g2', name: 'Finance' }]);
    const finance = screen.getByRole('region', { name: 'Finance' });
    await userEvent.click(within(finance).getByRole('button', { name: 'Add Authorised Signatory' }));
    const d = await dialog();
    await fill(d, {
      Name: 'Ravi',
      PAN: 'ABCPE1001F',
      'Mobile Number': '9876500000',
      'Email ID': 'ravi@example.com',
      Designation: 'Director',
    });
    await userEvent.click(inDialog(d, 'button', 'Save'));
    expect(await within(d).findByText(MESSAGES.signatoryPanDuplicate)).toBeInTheDocument();
  });

  it('asks before deleting a member, and the required count follows the active members', async () => {
    open([board([stored(1), stored(2), stored(3)], 3)]);
    expect(thresholdOptions()).toEqual(['1', '2', '3']);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Member 2' }));
    expect(await screen.findByText('Are you sure you want to delete Member ?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No', hidden: true }));
    expect(screen.getByText('Member 2')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Member 2' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes', hidden: true }));
    await waitFor(() => expect(screen.queryByText('Member 2')).not.toBeInTheDocument());
    await waitFor(() => expect(thresholdOptions()).toEqual(['1', '2']));
    expect(screen.getByRole('combobox', { name: /Total No. of required/ })).toHaveValue('2');
  });

  it('hides Add Authorised Signatory at 20 active members', async () => {
    open([board(Array.from({ length: 20 }, (_, i) => stored(i + 1)))]);
    expect(screen.queryByRole('button', { name: 'Add Authorised Signatory' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Member 20' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes', hidden: true }));
    expect(await screen.findByRole('button', { name: 'Add Authorised Signatory' })).toBeInTheDocument();
  });

  it('adds a named group, and refuses a save whose group has no member', async () => {
    const { save } = open([board([stored(1)])]);
    await userEvent.click(screen.getByRole('button', { name: 'Add Group' }));
    expect(screen.getByRole('region', { name: 'Group 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^Group Name/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(await screen.findByText(MESSAGES.addAuthorisedSignatories)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses a group without an e-sign member with the spec message', async () => {
    const { save } = open([board([stored(1)])]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send E-Sign to Member 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(await screen.findByText(MESSAGES.selectEsignMember)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });
});
