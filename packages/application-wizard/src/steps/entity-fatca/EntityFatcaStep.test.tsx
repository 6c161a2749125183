import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type FatcaDetail } from '@aif/contracts';
import type * as Api from '../../api';
import { getFatcaQuestions } from '../../api';
import { entityApplication } from '../../testing/entity';
import { renderStep } from '../../testing/render';
import { EntityFatcaStep } from './EntityFatcaStep';
import { resetFatcaQuestionsCache } from './useFatcaQuestions';

jest.mock('../../api', () => ({
  ...jest.requireActual<typeof Api>('../../api'),
  getFatcaQuestions: jest.fn(),
}));

// The real master file, as /mdms/fatca_data.json serves it.
const MASTER = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../../server/mdms/fatca_data.json'), 'utf8'),
);

beforeEach(() => {
  resetFatcaQuestionsCache();
  jest.mocked(getFatcaQuestions).mockResolvedValue(MASTER);
  Element.prototype.scrollIntoView = jest.fn();
});

const PASSIVE = {
  taxResidentOtherThanIndia: 'No',
  fatcaClassification: 'Passive Non-Financial Entity',
  declarationDate: '2026-06-01',
};
const STORED_PERSON = {
  id: 'cp-1',
  name: 'Ravi Kumar',
  correspondenceAddress: '12 Marine Drive, Mumbai',
  countryOfResidense: 'INDIA',
  issuingCountry: 'INDIA',
  controllingPersonType: 'C01',
  indentificationType: 'Passport',
  indentificationNumber: 'P1234567',
  occupationType: 'Service',
  occupation: 'PROFESSIONAL',
  dateOfBirth: '1980-04-01',
  countryOfBirth: 'INDIA',
  nationality: 'INDIAN',
  tin: 'ABCPK1234F',
  isActive: true,
};

function open(fatcadetail: FatcaDetail | null = null) {
  const application = entityApplication({ currentStep: 8 }, { fatcadetail });
  return renderStep(EntityFatcaStep, { role: 'rm', application });
}

const question = (name: RegExp | string) => screen.findByRole('radiogroup', { name });
// The last step of the entity flow: a preparer's save button is 'Preview'.
// A closed dialog gives the page back to assistive technology a moment later: find, do not get.
const saveAndProceed = async () => userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
/** The open dialog (jsdom hides it from role queries by name: the title is checked as text). */
async function dialogTitled(title: string) {
  const dialog = await screen.findByRole('dialog', { hidden: true });
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  return dialog;
}
const sentData = (save: jest.Mock) => save.mock.calls[0]?.[1]?.data;

describe('entity FATCA step', () => {
  it('shows the section header, and a choice reveals its sub-questions', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'FATCA and CRS declaration' })).toBeInTheDocument();
    const taxResident = await question(/^Is the entity a tax resident/);
    expect(screen.queryByRole('combobox', { name: /^Country of tax residence/ })).toBeNull();
    await userEvent.click(within(taxResident).getByRole('radio', { name: 'Yes' }));
    // A country question offers the country list.
    const country = await screen.findByRole('combobox', { name: /^Country of tax residence/ });
    expect(within(country).getByRole('option', { name: 'India' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Tax Identification Number/ })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Identification type/ }), 'Others');
    expect(
      await screen.findByRole('textbox', { name: /^Please specify the identification type/ }),
    ).toBeInTheDocument();
  });

  it('drops the answers of questions a new choice hides, and saves the shown ones', async () => {
    const { save } = open({ answers: { declarationDate: '2026-06-01' } });
    const taxResident = await question(/^Is the entity a tax resident/);
    await userEvent.click(within(taxResident).getByRole('radio', { name: 'Yes' }));
    await userEvent.type(
      await screen.findByRole('textbox', { name: /^Tax Identification Number/ }),
      'tin123',
    );
    await userEvent.click(within(taxResident).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: /^Tax Identification Number/ })).toBeNull();
    const classification = screen.getByRole('combobox', { name: /^FATCA \/ CRS classification/ });
    await userEvent.selectOptions(classification, 'Financial Institution');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Global Intermediary/ }), 'giin42');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^Category of Financial Institution/ }),
      'Investment Entity',
    );
    await saveAndProceed();
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(sentData(save)).toEqual({
      fatca: {
        answers: {
          taxResidentOtherThanIndia: 'No',
          fatcaClassification: 'Financial Institution',
          giin: 'GIIN42',
          fICategory: 'Investment Entity',
          declarationDate: '2026-06-01',
        },
        controllingpersons: [],
      },
    });
  });

  it('shows the mandatory messages and saves nothing', async () => {
    const { save } = open();
    await question(/^Is the entity a tax resident/);
    await saveAndProceed();
    expect(await screen.findByText(MESSAGES.fillAllFields)).toBeInTheDocument();
    expect(
      screen.getByText(MESSAGES.questionRequired('FATCA / CRS classification of the entity')),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.questionRequired('Date of declaration'))).toBeInTheDocument();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^FATCA \/ CRS classification/ }),
      'Financial Institution',
    );
    await userEvent.type(await screen.findByRole('textbox', { name: /^Global Intermediary/ }), 'GI-IN');
    await saveAndProceed();
    expect(await screen.findByText(MESSAGES.alphaNumericOnly)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('asks for a controlling person, adds one through the dialog, and saves it', async () => {
    const { save } = open({ answers: PASSIVE });
    const list = await screen.findByRole('region', { name: 'Controlling persons of the entity' });
    expect(within(list).getByText('No data found')).toBeInTheDocument();
    await saveAndProceed();
    expect(await within(list).findByText(MESSAGES.addControllingPerson)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    await userEvent.click(within(list).getByRole('button', { name: 'Add Controlling Person' }));
    const dialog = await dialogTitled('Add Controlling Person');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('TIN is required')).toBeInTheDocument();

    const text = (name: RegExp, value: string) =>
      userEvent.type(within(dialog).getByRole('textbox', { name, hidden: true }), value);
    const choose = (name: RegExp, value: string) =>
      userEvent.selectOptions(within(dialog).getByRole('combobox', { name, hidden: true }), value);
    await text(/^Name/, 'Meera Iyer');
    await choose(/^Controlling Person Type/, 'C03');
    await text(/^Correspondence Address/, '5 Residency Road, Bengaluru');
    await choose(/^Country of Residence for Tax/, 'INDIA');
    await text(/^TIN/, 'abcpi1234f');
    await choose(/^Identification Type/, 'Passport');
    await text(/^Identification Number/, 'm7654321');
    await choose(/^Issuing Country/, 'INDIA');
    await choose(/^Occupation Type/, 'Business');
    await choose(/^Occupation$|^Occupation \*/, 'BUSINESS');
    await choose(/^Country of Birth/, 'INDIA');
    await choose(/^Nationality/, 'INDIAN');
    const dob = within(dialog).getByRole('combobox', { name: /^Date of Birth/, hidden: true });
    dob.focus();
    await userEvent.keyboard('02/03/1975');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());

    expect(within(list).getByText('Meera Iyer')).toBeInTheDocument();
    await saveAndProceed();
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(sentData(save).fatca.controllingpersons).toEqual([
      expect.objectContaining({
        id: '',
        name: 'Meera Iyer',
        tin: 'ABCPI1234F',
        indentificationNumber: 'M7654321',
        dateOfBirth: '1975-03-02',
        isActive: true,
      }),
    ]);
  });

  it('edits a stored person, and refuses a second person with the same TIN', async () => {
    open({ answers: PASSIVE, controllingpersons: [STORED_PERSON] });
    const list = await screen.findByRole('region', { name: 'Controlling persons of the entity' });
    await userEvent.click(within(list).getByRole('button', { name: 'Edit Ravi Kumar' }));
    const dialog = await dialogTitled('Edit Controlling Person');
    const name = within(dialog).getByRole('textbox', { name: /^Name/, hidden: true });
    expect(name).toHaveValue('Ravi Kumar');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ravi K Kumar');
    // Its own TIN is not a duplicate of itself.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(within(list).getByText('Ravi K Kumar')).toBeInTheDocument();

    await userEvent.click(await within(list).findByRole('button', { name: 'Add Controlling Person' }));
    const add = await dialogTitled('Add Controlling Person');
    await userEvent.type(within(add).getByRole('textbox', { name: /^TIN/, hidden: true }), 'abcpk1234f');
    await userEvent.click(within(add).getByRole('button', { name: 'Save', hidden: true }));
    expect(
      await within(add).findByText(
        'There is already same TIN for a Controlling Person associated with this application',
      ),
    ).toBeInTheDocument();
  });

  it('deletes a stored person after confirmation, keeping it inactive for the save', async () => {
    const { save } = open({ answers: PASSIVE, controllingpersons: [STORED_PERSON] });
    const list = await screen.findByRole('region', { name: 'Controlling persons of the entity' });
    await userEvent.click(within(list).getByRole('button', { name: 'Delete Ravi Kumar' }));
    const confirm = await screen.findByRole('alertdialog', { hidden: true });
    expect(within(confirm).getByText(MESSAGES.deleteControllingPersonConfirm)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes', hidden: true }));
    expect(await within(list).findByText('No data found')).toBeInTheDocument();
    await saveAndProceed();
    // The list is empty again: the questionnaire still asks for a person.
    expect(await within(list).findByText(MESSAGES.addControllingPerson)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('hides the list and flags its persons inactive when the classification no longer asks for them', async () => {
    const { save } = open({ answers: PASSIVE, controllingpersons: [STORED_PERSON] });
    await screen.findByRole('region', { name: 'Controlling persons of the entity' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^FATCA \/ CRS classification/ }),
      'Active Non-Financial Entity',
    );
    expect(screen.queryByRole('region', { name: 'Controlling persons of the entity' })).toBeNull();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: /^Nature of the Active NFE/ }),
      'Government entity, international organisation or central bank',
    );
    await saveAndProceed();
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(sentData(save).fatca.controllingpersons).toEqual([
      expect.objectContaining({ id: 'cp-1', isActive: false }),
    ]);
  });
});
