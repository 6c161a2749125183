import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ENTITY_MESSAGES,
  MESSAGES,
  amountInWords,
  type Applicant,
  type ApplicationDetail,
  type Role,
} from '@aif/contracts';
import { entityApplication } from '../../testing/entity';
import { renderStep } from '../../testing/render';
import { EntityContributorStep } from './EntityContributorStep';

function open(applicant: Partial<Applicant> = {}, { role = 'rm' as Role, app = {} } = {}) {
  const application: ApplicationDetail = entityApplication({ currentStep: 1, ...app }, applicant);
  return renderStep(EntityContributorStep, { role, application });
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const combobox = (name: RegExp) => screen.getByRole('combobox', { name });

/** A blank entity as the onboarding entry creates it: only its PAN and investor type are known. */
const BLANK: Partial<Applicant> = {
  name: null,
  dateOfBirth: null,
  cityOfIncorporation: null,
  investorType: null,
  grossAnnualIncome: null,
  nbfcCorporate: null,
};

describe('entity contributor details', () => {
  it("shows the entity's fields with the investor types of an entity, PAN and PEP read-only", async () => {
    open();
    expect(await screen.findByRole('textbox', { name: /^Name of Entity/ })).toHaveValue(
      'Acme Industries Private Limited',
    );
    expect(combobox(/^Date of Registration\/Incorporation/)).toHaveValue('01/04/2001');
    expect(textbox(/^Place of Registration\/Incorporation/)).toHaveValue('Mumbai');
    expect(textbox(/^CKYC No\.\/CKYC Acknowledge No\.\/KIN No/)).toHaveAttribute('maxlength', '14');
    const types = within(combobox(/^Investor Type/)).getAllByRole('option');
    expect(types.map((o) => o.textContent)).toEqual([
      'Select',
      'Corporate',
      'Registered Trust',
      'Unregistered Trust',
      'Partnership Firm',
      'LLP',
      'HUF',
    ]);
    expect(textbox(/^PAN/)).toBeDisabled();
    expect(textbox(/^PAN/)).toHaveValue('AAACA1234F');
    expect(combobox(/^Politically Exposed Person \(PEP\) Status/)).toBeDisabled();
    expect(combobox(/^Politically Exposed Person \(PEP\) Status/)).toHaveValue('Not Applicable');
    expect(screen.getByRole('textbox', { name: /^Net Worth$/ })).toBeInTheDocument();
    expect(combobox(/^Net worth as on/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'NSDL' })).toBeInTheDocument();
    // Required fields carry the mark.
    expect(screen.getByText('Name of Entity').closest('label')).toHaveTextContent('*');
    expect(screen.getByText('Net Worth').closest('label')).not.toHaveTextContent('*');
  });

  it("shows the spec's messages for an empty entity and sends nothing", async () => {
    const { save: hostSave } = open(BLANK);
    await screen.findByRole('textbox', { name: /^Name of Entity/ });
    await save();
    expect(await screen.findByText(ENTITY_MESSAGES.entityNameRequired)).toBeInTheDocument();
    expect(screen.getByText(ENTITY_MESSAGES.registrationDateRequired)).toBeInTheDocument();
    expect(screen.getByText(ENTITY_MESSAGES.placeRequired)).toBeInTheDocument();
    expect(screen.getByText(ENTITY_MESSAGES.investorTypeRequired)).toBeInTheDocument();
    expect(screen.getByText(ENTITY_MESSAGES.incomeRequired)).toBeInTheDocument();
    expect(hostSave).not.toHaveBeenCalled();
  });

  it('refuses a CKYC number that is not 14 digits and a name over its limit', async () => {
    const { save: hostSave } = open();
    await userEvent.type(await screen.findByRole('textbox', { name: /^CKYC No/ }), '12345');
    const name = textbox(/^Name of Entity/);
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('A'.repeat(101));
    await save();
    expect(await screen.findByText(MESSAGES.ckycInvalid)).toBeInTheDocument();
    expect(screen.getByText('Maximum 100 characters allowed')).toBeInTheDocument();
    expect(hostSave).not.toHaveBeenCalled();
  });

  it('asks a corporate whether it is an NBFC, and its type and importance only when it is', async () => {
    const { save: hostSave } = open({ nbfcCorporate: null });
    const group = await screen.findByRole('radiogroup', { name: /^Corporate is NBFC/ });
    expect(screen.queryByRole('combobox', { name: /^Type of NBFC/ })).not.toBeInTheDocument();
    await save();
    expect(await screen.findByText(MESSAGES.nbfcConfirmationRequired)).toBeInTheDocument();

    await userEvent.click(within(group).getByRole('radio', { name: 'Yes' }));
    const type = await screen.findByRole('combobox', { name: /^Type of NBFC/ });
    const importance = screen.getByRole('radiogroup', {
      name: /^Is it systemically important or non-systemically important NBFC/,
    });
    await save();
    expect(await screen.findByText(ENTITY_MESSAGES.nbfcTypeRequired)).toBeInTheDocument();
    expect(screen.getByText(ENTITY_MESSAGES.nbfcImportanceRequired)).toBeInTheDocument();
    expect(hostSave).not.toHaveBeenCalled();

    await userEvent.selectOptions(type, 'nbfc_nd_si');
    await userEvent.click(within(importance).getByRole('radio', { name: 'Systemically Important' }));
    await save();
    await waitFor(() => expect(hostSave).toHaveBeenCalledTimes(1));
    expect(hostSave.mock.calls[0]![1]!.data).toMatchObject({
      applicant: {
        nbfcCorporate: 'yes',
        nbfcType: 'nbfc_nd_si',
        nbfcImportanceType: 'systemically_important',
      },
    });

    await userEvent.click(within(group).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('combobox', { name: /^Type of NBFC/ })).not.toBeInTheDocument();
  });

  it.each(['registered_trust', 'unregistered_trust', 'partnership_firm', 'llp', 'huf'])(
    'does not ask a %s about NBFC',
    async (investorType) => {
      open({ investorType, nbfcCorporate: null });
      await screen.findByRole('textbox', { name: /^Name of Entity/ });
      expect(screen.queryByRole('radiogroup', { name: /^Corporate is NBFC/ })).not.toBeInTheDocument();
    },
  );

  it('hides the NBFC question when the investor type changes from corporate', async () => {
    open({ nbfcCorporate: 'yes', nbfcType: 'nbfc_d', nbfcImportanceType: 'systemically_important' });
    expect(await screen.findByRole('combobox', { name: /^Type of NBFC/ })).toHaveValue('nbfc_d');
    await userEvent.selectOptions(combobox(/^Investor Type/), 'llp');
    expect(screen.queryByRole('radiogroup', { name: /^Corporate is NBFC/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Type of NBFC/ })).not.toBeInTheDocument();
  });

  it('reads the net worth out in words and sends the form values on a valid save', async () => {
    const { save: hostSave } = open();
    const netWorth = await screen.findByRole('textbox', { name: /^Net Worth$/ });
    await userEvent.type(netWorth, '25000000.50');
    expect(screen.getByText(amountInWords(25000000.5, 'inr'))).toBeInTheDocument();
    await userEvent.type(combobox(/^Net worth as on/), '31/03/2025');
    await userEvent.type(textbox(/^CKYC No/), '12345678901234');
    await userEvent.click(screen.getByRole('radio', { name: 'NSDL' }));
    await userEvent.type(textbox(/^DP ID/), 'in300001');
    await userEvent.type(textbox(/^CL ID/), '10000001');
    await userEvent.click(screen.getByRole('button', { name: 'Save For Later' }));
    await waitFor(() => expect(hostSave).toHaveBeenCalledTimes(1));
    const [slug, request, saveType] = hostSave.mock.calls[0]!;
    expect(slug).toBe('contributor-details');
    expect(saveType).toBe('save for later');
    expect(request?.pristine).toBe(false);
    expect(request?.data).toEqual({
      applicant: {
        id: 'entity-1',
        name: 'Acme Industries Private Limited',
        dateOfBirth: '2001-04-01',
        cityOfIncorporation: 'Mumbai',
        ckycNo: '12345678901234',
        investorType: 'corporate',
        panNo: 'AAACA1234F',
        grossAnnualIncome: '> 1 CRORE',
        netWorth: '25000000.50',
        netWorthDate: '2025-03-31',
        politicallyExposedPersonStatus: 'Not Applicable',
        nbfcCorporate: 'no',
        nbfcType: '',
        nbfcImportanceType: '',
        dlclId: 'nsdl',
        dpId: 'IN300001',
        clId: '10000001',
        nameOfBroker: '',
        dataFetchedFromKRA: false,
      },
    });
  });

  it('says nothing changed when the loaded entity is saved as it is', async () => {
    const { save: hostSave } = open();
    await screen.findByRole('textbox', { name: /^Name of Entity/ });
    await save();
    await waitFor(() => expect(hostSave).toHaveBeenCalledTimes(1));
    expect(hostSave.mock.calls[0]![1]?.pristine).toBe(true);
  });

  it('locks the name and registration date fetched from the KYC registry, shown with a from KRA mark', async () => {
    open({ dataFetchedFromKRA: true });
    expect(await screen.findByRole('textbox', { name: /^Name of Entity/ })).toHaveAttribute('readonly');
    expect(screen.getAllByText('from KRA')).toHaveLength(2);
    expect(textbox(/^Place of Registration\/Incorporation/)).toBeEnabled();
    expect(combobox(/^Investor Type/)).toBeEnabled();
  });

  it('follows the locks the server sent', async () => {
    open(
      {},
      {
        app: {
          fieldLocks: {
            editable: true,
            distributorFields: false,
            canAddJointHolder: false,
            canRemoveJointHolder: false,
            canChangeHoldingMode: false,
            hidden: [],
            applicants: [{ fields: ['panNo', 'name', 'dlclId'], addresses: [] }],
            nomineesReadOnly: false,
            banksReadOnly: false,
            documentsReadOnly: false,
            investmentLockedFields: [],
          },
        },
      },
    );
    expect(await screen.findByRole('textbox', { name: /^Name of Entity/ })).toBeDisabled();
    expect(combobox(/^Date of Registration\/Incorporation/)).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'NSDL' })).toBeDisabled();
  });

  it('asks for demat details on a domestic fund', async () => {
    const { save: hostSave } = open({}, { app: { fundType: 'domestic' } });
    await screen.findByRole('textbox', { name: /^Name of Entity/ });
    await save();
    expect(
      await screen.findByText(MESSAGES.dematMandatoryForDomestic, {
        selector: '[role=alert], .fui-Field__validationMessage',
      }),
    ).toBeInTheDocument();
    expect(hostSave).not.toHaveBeenCalled();
  });
});
