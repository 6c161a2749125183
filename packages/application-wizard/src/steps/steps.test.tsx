import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Role, REMOVE_JOINT_HOLDER_CONFIRM } from '@aif/contracts';
import { currentPath, currentState } from '@aif/ui-kit/testing';
import type * as Api from '../api';
import { getApplication, getDistributorsOfRm, updateApplication } from '../api';
import { resetMastersCache } from '../frame/useMasters';
import { applicant, renderWizard, wizardApplication } from '../testing/wizard';

jest.mock('../api', () => ({
  ...jest.requireActual<typeof Api>('../api'),
  getApplication: jest.fn(),
  updateApplication: jest.fn(),
  getDistributorsOfRm: jest.fn(),
  getCountries: jest.fn().mockResolvedValue([
    { name: 'India', nationality: 'Indian', callingCode: '+91', iso2: 'IN', iso3: 'IND' },
    { name: 'United States', nationality: 'American', callingCode: '+1', iso2: 'US', iso3: 'USA' },
  ]),
  getBrokers: jest.fn().mockResolvedValue(['Zerodha Broking Limited']),
  getJointHolderRelations: jest.fn().mockResolvedValue([]),
  getDocumentMaster: jest.fn().mockResolvedValue({}),
}));

const get = jest.mocked(getApplication);
const update = jest.mocked(updateApplication);
const distributors = jest.mocked(getDistributorsOfRm);

beforeEach(() => {
  get.mockReset();
  update.mockReset();
  distributors.mockReset();
  sessionStorage.clear();
  localStorage.clear();
  resetMastersCache();
});

function open(step: string, role: Role, overrides = {}) {
  if (role === 'investor') localStorage.setItem('aif.investorToken', 'investor-token');
  // Each approver edits at the status that waits on it.
  const status =
    role === 'poaapprover'
      ? 'sent_to_poa_approver'
      : role === 'amcapprover'
        ? 'sent_to_amc_approver'
        : 'draft';
  get.mockResolvedValue(wizardApplication({ currentStep: 5, status, ...overrides }));
  const base = ['investor', 'poaapprover', 'amcapprover'].includes(role)
    ? '/investment-details/edit-application'
    : '/application';
  return renderWizard(`${base}/${step}`, { role });
}

/** Inside a Fluent dialog (jsdom may mark it aria-hidden while it opens). */
async function confirm(text: string, button: 'Yes' | 'No') {
  const dialog = await screen.findByRole('alertdialog', { hidden: true });
  expect(within(dialog).getByText(text)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: button, hidden: true }));
}

const JOINT = [
  applicant(),
  applicant({
    id: 'applicant-2',
    applicant_type: '2',
    name: 'Second Holder',
    panNo: 'ABCPF1234F',
    relationShipWithFirstApplicant: 'Brother',
    dataFetchedFromKRA: false,
  }),
  applicant({
    id: 'applicant-3',
    applicant_type: '3',
    name: 'Third Holder',
    panNo: 'ABCPG1234F',
    relationShipWithFirstApplicant: 'Sister',
    dataFetchedFromKRA: false,
  }),
];

describe('distributor details', () => {
  const answer = {
    rm: { id: 'rm-1', name: 'Ravi Manager', email: 'ravi@example.com' },
    distributors: [
      {
        id: 'd-1',
        name: 'Alpha Distributors',
        arnCode: 'ARN-1',
        subDistributors: [{ id: 's-1', name: 'Sub One' }],
        planIds: ['plan-1'],
      },
      { id: 'd-2', name: 'Beta Distributors', arnCode: null, subDistributors: [], planIds: ['plan-9'] },
    ],
  };

  it('lets an rm choose RM and shows its name and e-mail read-only', async () => {
    distributors.mockResolvedValue(answer);
    open('distributor-details', 'rm');
    await userEvent.click(await screen.findByRole('radio', { name: 'RM' }));
    expect(await screen.findByRole('textbox', { name: 'RM Name' })).toHaveValue('Ravi Manager');
    expect(screen.getByRole('textbox', { name: 'RM Email' })).toHaveValue('ravi@example.com');
  });

  it('says when no distributor is mapped under the rm', async () => {
    distributors.mockResolvedValue({ ...answer, distributors: [] });
    open('distributor-details', 'rm');
    await userEvent.click(await screen.findByRole('radio', { name: 'Distributor' }));
    expect(await screen.findByText(MESSAGES.noDistributorMapped)).toBeInTheDocument();
  });

  it('clears the sub-distributor on a distributor change and warns when the plan is not offered', async () => {
    distributors.mockResolvedValue(answer);
    update.mockResolvedValue(wizardApplication({ currentStep: 5 }));
    open('distributor-details', 'rm', {
      planId: 'plan-1',
      loginType: 'distributor',
      distributor_id: 'd-1',
      subdistributorId: 's-1',
    });
    const distributor = await screen.findByRole('combobox', { name: /Distributor Name/ });
    expect(await screen.findByRole('combobox', { name: /Distributor's RM/ })).toHaveValue('s-1');
    await userEvent.selectOptions(distributor, 'd-2');
    expect(screen.queryByRole('combobox', { name: /Distributor's RM/ })).not.toBeInTheDocument();
    expect(screen.getByText(/not offered by this distributor/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![1]).toMatchObject({
      step: 'distributor-details',
      data: { loginType: 'distributor', distributorId: 'd-2', subdistributorId: '' },
    });
  });

  it('asks an rm for the login type', async () => {
    distributors.mockResolvedValue(answer);
    open('distributor-details', 'rm');
    await userEvent.click(await screen.findByRole('button', { name: 'Save and Proceed' }));
    expect(await screen.findByText('Login Type is required')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it.each<Role>(['distributor', 'subdistributor', 'poaapprover'])(
    'shows the fields disabled to %s',
    async (role) => {
      open('distributor-details', role, {
        distributor: { id: 'd-1', name: 'Alpha Distributors', arnCode: 'ARN-1' },
      });
      expect(await screen.findByRole('textbox', { name: 'Distributor Name' })).toBeDisabled();
      expect(distributors).not.toHaveBeenCalled();
    },
  );

  it('hides the distributor details from the investor', async () => {
    open('distributor-details', 'investor');
    await screen.findByRole('heading', { level: 2, name: 'Distributor Details' });
    expect(screen.queryByRole('textbox', { name: 'Distributor Name' })).not.toBeInTheDocument();
  });
});

describe('contributor details', () => {
  it('shows a single applicant with mode of holding Single and Add Joint Holder for an rm', async () => {
    open('contributor-details', 'rm');
    expect(await screen.findByRole('region', { name: 'First Applicant Details' })).toBeInTheDocument();
    expect(screen.getByText('Single')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Either or Survivor' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Joint Holder' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^PAN/ })).toBeDisabled();
  });

  it.each<Role>(['investor', 'poaapprover'])(
    'hides Add Joint Holder for %s and locks nationality',
    async (role) => {
      open('contributor-details', role, { applicants: JOINT.slice(0, 2) });
      await screen.findByRole('region', { name: 'Second Applicant Details' });
      expect(screen.queryByRole('button', { name: 'Add Joint Holder' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Remove Joint Holder' })).not.toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Either or Survivor' })).toBeDisabled();
      expect(screen.getAllByRole('combobox', { name: /^Nationality/ })[0]).toBeDisabled();
    },
  );

  it('validates the form before adding a joint holder, then opens onboarding with the application id', async () => {
    open('contributor-details', 'rm', {
      applicants: [applicant({ fatherOrSpouseName: null, dataFetchedFromKRA: false })],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Joint Holder' }));
    expect(await screen.findByText('Father/Spouse Name is required')).toBeInTheDocument();
    expect(currentPath()).toBe('/application/contributor-details');
    await userEvent.type(screen.getByRole('textbox', { name: /^Father\/Spouse Name/ }), 'Ramesh Kumar');
    update.mockResolvedValue(wizardApplication({ currentStep: 5 }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Joint Holder' }));
    await waitFor(() => expect(currentPath()).toBe('/onboarding/enter-pan-number'));
    expect(currentState()).toEqual({ applicationId: 'app-1' });
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('removes a joint holder after confirmation: the third becomes the second', async () => {
    update.mockResolvedValue(wizardApplication({ currentStep: 5 }));
    open('contributor-details', 'rm', { applicants: JOINT, modeOfHolding: 'joint' });
    const second = await screen.findByRole('region', { name: 'Second Applicant Details' });
    await userEvent.click(within(second).getByRole('button', { name: 'Remove Joint Holder' }));
    await confirm(REMOVE_JOINT_HOLDER_CONFIRM, 'Yes');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Third Applicant Details' })).not.toBeInTheDocument(),
    );
    expect(
      within(screen.getByRole('region', { name: 'Second Applicant Details' })).getByRole('textbox', {
        name: /^Name/,
      }),
    ).toHaveValue('Third Holder');
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const data = update.mock.calls[0]![1].data as { applicants: { id: string; isActive: boolean }[] };
    expect(data.applicants.find((a) => a.id === 'applicant-2')?.isActive).toBe(false);
  });

  it('warns before turning Either or Survivor off; No keeps it, Yes makes it joint', async () => {
    open('contributor-details', 'rm', { applicants: JOINT.slice(0, 2), modeOfHolding: 'either or survivor' });
    expect(await screen.findByRole('heading', { name: 'Redeem' })).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'Either or Survivor' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await confirm(MESSAGES.disableEitherOrSurvivorConfirm, 'No');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Either or Survivor' })).toBeChecked());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Either or Survivor' }));
    await confirm(MESSAGES.disableEitherOrSurvivorConfirm, 'Yes');
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Either or Survivor' })).not.toBeChecked(),
    );
    expect(screen.getByText('Joint')).toBeInTheDocument();
  });

  it('asks before an investor status change to NRI at sent_to_applicant1 and sends the confirmation', async () => {
    update.mockResolvedValue(wizardApplication({ currentStep: 5 }));
    open('contributor-details', 'amcadmin', { status: 'sent_to_applicant1' });
    const status = await screen.findByRole('combobox', { name: /^Status/ });
    await userEvent.selectOptions(status, 'NRI');
    await confirm(MESSAGES.investorStatusChangeConfirm, 'Yes');
    await waitFor(() => expect(status).toHaveValue('NRI'));
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![1]).toMatchObject({ investorStatusChanged: true });
  });

  it('disables the status outside draft and for a minor, and shows guardian and minor sections', async () => {
    open('contributor-details', 'rm', { onboardingType: 'minor' });
    const guardian = await screen.findByRole('region', { name: 'Guardian Details' });
    expect(within(guardian).getByRole('region', { name: 'Minor Details' })).toBeInTheDocument();
    expect(within(guardian).getByRole('combobox', { name: /^Status/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Joint Holder' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(await screen.findByText('Minor Name is required')).toBeInTheDocument();
  });
});

describe('contact details', () => {
  it('asks for the e-mail and the correspondence address', async () => {
    open('contact-details', 'rm', { applicants: [applicant({ email: null })] });
    await userEvent.click(await screen.findByRole('button', { name: 'Save and Proceed' }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.pincodeRequired).length).toBeGreaterThan(0);
    expect(update).not.toHaveBeenCalled();
  });

  it('lets the investor edit only the first applicant and not the permanent address', async () => {
    open('contact-details', 'investor', { applicants: JOINT.slice(0, 2) });
    const first = await screen.findByRole('region', { name: 'First Applicant Details' });
    const second = screen.getByRole('region', { name: 'Second Applicant Details' });
    expect(within(first).getByRole('textbox', { name: /^Email/ })).toBeEnabled();
    expect(within(second).getByRole('textbox', { name: /^Email/ })).toBeDisabled();
    const permanent = within(first).getByRole('region', { name: 'Permanent Address' });
    expect(
      within(permanent).getByRole('checkbox', { name: 'Same as Correspondence Address' }),
    ).toBeDisabled();
  });

  it('shows the contracts limit of a text field under it, and sends nothing', async () => {
    open('contact-details', 'rm');
    const first = await screen.findByRole('region', { name: 'First Applicant Details' });
    const address = within(first).getByRole('region', { name: 'Correspondence Address' });
    const city = within(address).getByRole('textbox', { name: /^City/ });
    await userEvent.clear(city);
    await userEvent.click(city);
    await userEvent.paste('M'.repeat(201));
    const line1 = within(address).getByRole('textbox', { name: /^Address Line 1/ });
    await userEvent.clear(line1);
    await userEvent.click(line1);
    await userEvent.paste('Flat 1\tMG Road');
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(await within(address).findByText('Maximum 200 characters allowed')).toBeInTheDocument();
    expect(within(address).getByText(MESSAGES.textLineBreaks)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('shows the overseas address for an NRI', async () => {
    open('contact-details', 'rm', { applicants: [applicant({ status: 'NRI' })] });
    expect(await screen.findByRole('region', { name: 'Overseas Address' })).toBeInTheDocument();
  });
});

describe('additional KYC', () => {
  it('asks for the occupation and the other source of funds', async () => {
    open('additional-KYC-details', 'rm');
    await screen.findByRole('group', { name: 'Source of Funds' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Other' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(await screen.findByText('Occupation is required')).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.specifySourceOfFunds).length).toBeGreaterThan(1);
  });

  it('shows demat ids by depository and the domestic-fund help', async () => {
    open('additional-KYC-details', 'rm');
    expect(await screen.findByText(MESSAGES.dematMandatoryForDomestic)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'NSDL' }));
    expect(screen.getByRole('textbox', { name: /^DP ID/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^CL ID/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'CDSL' }));
    expect(screen.getByRole('textbox', { name: /^DPCL ID/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^CL ID/ })).not.toBeInTheDocument();
  });

  it.each<Role>(['investor', 'poaapprover'])('disables CKYC and demat for %s', async (role) => {
    open('additional-KYC-details', role);
    expect(await screen.findByRole('textbox', { name: /^CKYC Number/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'NSDL' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /^Occupation Details/ })).toBeEnabled();
  });
});

describe('FATCA', () => {
  it('asks for the tax details when tax resident elsewhere', async () => {
    open('fatca', 'rm');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Tax resident of any country/ }));
    expect(screen.getByRole('textbox', { name: /^Tax ID/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(await screen.findByText('Tax Country Name is required')).toBeInTheDocument();
    expect(screen.getByText('Place of Birth is required')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Tax resident of any country/ }));
    expect(screen.queryByRole('textbox', { name: /^Tax ID/ })).not.toBeInTheDocument();
  });

  it.each<Role>(['investor', 'poaapprover'])('disables the birth and tax fields for %s', async (role) => {
    open('fatca', role);
    expect(await screen.findByRole('textbox', { name: /^Place of Birth/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /^Country of Nationality/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Tax resident of any country/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /^Type of address provided at KRA/ })).toBeEnabled();
  });
});
