import type * as ReactModule from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@aif/api-client';
import { MESSAGES, routeAccess, type Role } from '@aif/contracts';
import { currentPath, currentState } from '@aif/ui-kit/testing';
import type * as Api from '../api';
import { getApplication, updateApplication } from '../api';
import type * as StepActionsModule from '../step-kit/StepActions';
import type * as StepPlaceholderModule from './StepPlaceholder';
import type * as UseWizardModule from './useWizard';
import { investorSubmits } from './useWizard';
import { WIZARD_TARGET_KEY } from './target';
import { TARGET, apiError, renderWizard, useMobileWidth, wizardApplication } from '../testing/wizard';

jest.mock('../api', () => ({
  ...jest.requireActual<typeof Api>('../api'),
  getApplication: jest.fn(),
  updateApplication: jest.fn(),
  getCountries: jest
    .fn()
    .mockResolvedValue([
      { name: 'India', nationality: 'Indian', callingCode: '+91', iso2: 'IN', iso3: 'IND' },
    ]),
  getBrokers: jest.fn().mockResolvedValue(['Zerodha Broking Limited']),
  getJointHolderRelations: jest.fn().mockResolvedValue([]),
  getDocumentMaster: jest.fn().mockResolvedValue({}),
}));
// A stand-in step form: "Change" edits a value, the buttons save it through the frame.
jest.mock('../steps/distributor', () => {
  const { useState } = jest.requireActual<typeof ReactModule>('react');
  const { useWizard } = jest.requireActual<typeof UseWizardModule>('./useWizard');
  const { StepActions, SaveFailureBar } =
    jest.requireActual<typeof StepActionsModule>('../step-kit/StepActions');
  function DistributorStep() {
    const { save } = useWizard();
    const [changed, setChanged] = useState(false);
    return (
      <div>
        <p>distributor form</p>
        <SaveFailureBar />
        <button type="button" onClick={() => setChanged(true)}>
          Change
        </button>
        <StepActions
          slug="distributor-details"
          onSave={(saveType) =>
            void save(
              'distributor-details',
              { data: { loginType: changed ? 'rm' : null }, pristine: !changed },
              saveType,
            )
          }
        />
      </div>
    );
  }
  return { DistributorStep };
});
jest.mock('../steps/contributor', () => ({ ContributorStep: () => <p>contributor form</p> }));
jest.mock('../steps/contact', () => ({ ContactStep: () => <p>contact form</p> }));
jest.mock('../steps/additional-kyc', () => ({ AdditionalKycStep: () => <p>kyc form</p> }));
jest.mock('../steps/fatca', () => ({ FatcaStep: () => <p>fatca form</p> }));
// Steps 6-9 as stand-ins that save nothing (their forms are tested in steps/later-steps.test.tsx).
jest.mock('../steps/nominee', () => {
  const { StepPlaceholder } = jest.requireActual<typeof StepPlaceholderModule>('./StepPlaceholder');
  return { NomineeStep: () => <StepPlaceholder slug="nominee-details" /> };
});
jest.mock('../steps/bank', () => {
  const { StepPlaceholder } = jest.requireActual<typeof StepPlaceholderModule>('./StepPlaceholder');
  return { BankStep: () => <StepPlaceholder slug="bank-details" /> };
});
jest.mock('../steps/investment', () => {
  const { StepPlaceholder } = jest.requireActual<typeof StepPlaceholderModule>('./StepPlaceholder');
  return { InvestmentStep: () => <StepPlaceholder slug="investment-payment-details" /> };
});
jest.mock('../steps/documents', () => {
  const { StepPlaceholder } = jest.requireActual<typeof StepPlaceholderModule>('./StepPlaceholder');
  return { DocumentsStep: () => <StepPlaceholder slug="document-details" /> };
});

const get = jest.mocked(getApplication);
const update = jest.mocked(updateApplication);

beforeEach(() => {
  get.mockReset();
  update.mockReset();
  sessionStorage.clear();
  localStorage.clear();
  useMobileWidth(false);
});

const stepButton = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Application steps' })).getByRole('button', {
    name: new RegExp(name),
  });

describe('the individual wizard frame', () => {
  it('goes to / without an application id', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWizard('/application/distributor-details', { state: null });
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(get).not.toHaveBeenCalled();
  });

  it('opens the first step from the base path and keeps the id for a reload', async () => {
    get.mockResolvedValue(wizardApplication());
    renderWizard('/application');
    expect(await screen.findByText('distributor form')).toBeInTheDocument();
    expect(currentPath()).toBe('/application/distributor-details');
    expect(get).toHaveBeenCalledWith('app-1');
    expect(JSON.parse(sessionStorage.getItem(WIZARD_TARGET_KEY) ?? 'null')).toEqual(TARGET);
  });

  it('reads the application id from sessionStorage after a reload', async () => {
    sessionStorage.setItem(
      WIZARD_TARGET_KEY,
      JSON.stringify({ id: 'app-7', applicant1ReferenceId: 'ref-7' }),
    );
    get.mockResolvedValue(wizardApplication({ id: 'app-7' }));
    renderWizard('/application/distributor-details', { state: null });
    expect(await screen.findByText('distributor form')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('app-7');
  });

  it('sends a typed URL to a later step back to the furthest reachable one', async () => {
    get.mockResolvedValue(wizardApplication({ currentStep: 2 }));
    renderWizard('/application/bank-details');
    expect(await screen.findByText('contact form')).toBeInTheDocument();
    expect(currentPath()).toBe('/application/contact-details');
    expect(currentState()).toEqual(TARGET);
  });

  it('disables the steps after the step counter allows', async () => {
    get.mockResolvedValue(wizardApplication({ currentStep: 1 }));
    renderWizard('/application/distributor-details');
    await screen.findByText('distributor form');
    expect(stepButton('Distributor Details')).toBeEnabled();
    expect(stepButton('Contributor Details')).toBeEnabled();
    expect(stepButton('Contact Details')).toBeDisabled();
    expect(stepButton('Document Details')).toBeDisabled();
    await userEvent.click(stepButton('Contributor Details'));
    expect(await screen.findByText('contributor form')).toBeInTheDocument();
    expect(currentPath()).toBe('/application/contributor-details');
  });

  it('renders steps 6 to 9 inside the frame', async () => {
    get.mockResolvedValue(wizardApplication({ currentStep: 8 }));
    renderWizard('/application/bank-details');
    expect(await screen.findByText('This step is not built yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Bank Details' })).toBeInTheDocument();
  });

  it.each<[Role, string, string]>([
    ['rm', '/application', 'Investor Onboarding'],
    ['amcadmin', '/application', 'Investor Onboarding'],
    ['investor', '/investment-details/edit-application', 'Edit Application'],
    ['poaapprover', '/investment-details/edit-application', 'Edit Application'],
    ['amcapprover', '/investment-details/edit-application', 'Edit Application'],
  ])('titles the wizard for %s "%s"', async (role, base, title) => {
    if (role === 'investor') localStorage.setItem('aif.investorToken', 'investor-token');
    get.mockResolvedValue(wizardApplication());
    renderWizard(`${base}/distributor-details`, { role });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('AIF0000001')).toBeInTheDocument();
  });

  it('sends an investor without a session to the read-only details', async () => {
    get.mockResolvedValue(wizardApplication());
    renderWizard('/investment-details/edit-application/distributor-details', { role: 'investor' });
    await waitFor(() => expect(currentPath()).toBe('/investment-details/ref-1/details'));
    expect(get).not.toHaveBeenCalled();
  });

  it.each<[Role, string]>([
    ['rm', '/applications'],
    ['amcadmin', '/applications'],
    ['poaapprover', '/application-details/app-1'],
    ['amcapprover', '/application-details/app-1'],
    ['investor', '/investment-details/ref-1/application-details'],
  ])('Back takes %s to %s and forgets the application', async (role, target) => {
    if (role === 'investor') localStorage.setItem('aif.investorToken', 'investor-token');
    get.mockResolvedValue(wizardApplication());
    renderWizard('/application/distributor-details', { role });
    await screen.findByText('distributor form');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentPath()).toBe(target));
    expect(sessionStorage.getItem(WIZARD_TARGET_KEY)).toBeNull();
  });

  it('Save For Later sends nothing when nothing changed, goes to the list and shows the toast', async () => {
    get.mockResolvedValue(wizardApplication({ currentStep: 6 }));
    renderWizard('/application/nominee-details');
    await screen.findByText('This step is not built yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Save For Later' }));
    await waitFor(() => expect(currentPath()).toBe('/applications'));
    expect(await screen.findByText(MESSAGES.applicationSaved('AIF0000001'))).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('Save For Later on an unchanged, already counted step sends nothing', async () => {
    get.mockResolvedValue(wizardApplication({ currentStep: 3 }));
    renderWizard('/application/distributor-details');
    await screen.findByText('distributor form');
    await userEvent.click(screen.getByRole('button', { name: 'Save For Later' }));
    await waitFor(() => expect(currentPath()).toBe('/applications'));
    expect(update).not.toHaveBeenCalled();
  });

  it('Save and Proceed sends a changed step with the loaded version and goes to the next step', async () => {
    get.mockResolvedValue(wizardApplication({ currentStep: 3 }));
    update.mockResolvedValue(wizardApplication({ currentStep: 3, version: 4 }));
    renderWizard('/application/distributor-details');
    await screen.findByText('distributor form');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(currentPath()).toBe('/application/contributor-details'));
    expect(update).toHaveBeenCalledWith('app-1', {
      step: 'distributor-details',
      saveType: 'saveAndProceed',
      version: 3,
      data: { loginType: 'rm' },
    });
  });

  it('sends an unchanged step once, to count it', async () => {
    get.mockResolvedValue(wizardApplication({ currentStep: 0 }));
    update.mockResolvedValue(wizardApplication({ currentStep: 1 }));
    renderWizard('/application/distributor-details');
    await screen.findByText('distributor form');
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(currentPath()).toBe('/application/contributor-details'));
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('keeps the page and shows the server message when a save is refused; a 409 offers to reload', async () => {
    get.mockResolvedValue(wizardApplication({ currentStep: 3 }));
    update.mockRejectedValue(apiError(409, 'The application was changed by someone else'));
    renderWizard('/application/distributor-details');
    await screen.findByText('distributor form');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(await screen.findByText('The application was changed by someone else')).toBeInTheDocument();
    expect(currentPath()).toBe('/application/distributor-details');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(screen.queryByText('The application was changed by someone else')).not.toBeInTheDocument(),
    );
  });

  it("lists the incomplete steps under a refused submission's message", async () => {
    get.mockResolvedValue(wizardApplication({ currentStep: 3 }));
    const message = 'Please complete the following steps before sending: FATCA';
    update.mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'HTTP_ERROR',
        message,
        data: {
          message,
          errors: [{ path: 'fatca.applicants.0.placeOfBirth', message: 'Place of Birth is required' }],
        },
      }),
    );
    renderWizard('/application/distributor-details');
    await screen.findByText('distributor form');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('listitem')).toHaveTextContent('FATCA: Place of Birth is required');
    expect(currentPath()).toBe('/application/distributor-details');
  });

  it('shows a 400 message and keeps what was typed', async () => {
    get.mockResolvedValue(wizardApplication({ currentStep: 3 }));
    update.mockRejectedValue(apiError(400, 'Invalid CKYC No'));
    renderWizard('/application/distributor-details');
    await screen.findByText('distributor form');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save For Later' }));
    expect(await screen.findByText('Invalid CKYC No')).toBeInTheDocument();
    expect(currentPath()).toBe('/application/distributor-details');
  });

  it.each<[Role, string, string, boolean]>([
    ['rm', '/application', 'Preview', true],
    ['amcadmin', '/application', 'Preview', true],
    ['poaapprover', '/investment-details/edit-application', 'Save Application', true],
    ['investor', '/investment-details/edit-application', 'Save Application', true],
    ['amcapprover', '/investment-details/edit-application', 'Save Application', false],
  ])('labels the last step button for %s "%s"', async (role, base, label, saveForLater) => {
    if (role === 'investor') localStorage.setItem('aif.investorToken', 'investor-token');
    get.mockResolvedValue(wizardApplication({ currentStep: 9 }));
    renderWizard(`${base}/document-details`, { role });
    expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save For Later' }) !== null).toBe(saveForLater);
  });

  it('Preview on the last step opens the preview without a request when nothing changed', async () => {
    get.mockResolvedValue(wizardApplication({ currentStep: 9 }));
    renderWizard('/application/document-details');
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(currentPath()).toBe('/application-preview/app-1'));
    expect(update).not.toHaveBeenCalled();
  });

  // Doc 1 §2: both approvers land on the details page after saving; the preview is not theirs to open.
  it.each<Role>(['poaapprover', 'amcapprover'])(
    '%s saves the last step into the details page, a page its role may open',
    async (role) => {
      get.mockResolvedValue(wizardApplication({ currentStep: 9 }));
      renderWizard('/investment-details/edit-application/document-details', { role });
      await userEvent.click(await screen.findByRole('button', { name: 'Save Application' }));
      await waitFor(() => expect(currentPath()).toBe('/application-details/app-1'));
      expect(routeAccess(currentPath(), role)).toBe('allowed');
      expect(await screen.findByText(MESSAGES.applicationSaved('AIF0000001'))).toBeInTheDocument();
    },
  );

  it('shows a "Page n/total" dropdown and a back button on a phone', async () => {
    useMobileWidth(true);
    get.mockResolvedValue(wizardApplication({ currentStep: 2 }));
    renderWizard('/application/contact-details');
    await screen.findByText('contact form');
    expect(screen.queryByRole('navigation', { name: 'Application steps' })).not.toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Step' });
    expect(select).toHaveDisplayValue('Page 3/9 - Contact Details');
    expect(screen.getByRole('option', { name: 'Page 4/9 - Additional KYC Details' })).toBeDisabled();
    await userEvent.selectOptions(select, 'distributor-details');
    await waitFor(() => expect(currentPath()).toBe('/application/distributor-details'));
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});

describe('the investor\'s "Save Application"', () => {
  it('submits a draft from the last step, even unchanged; nothing else counts as a submission', () => {
    const draft = { status: 'draft' as const };
    expect(investorSubmits(draft, 'investor', 'document-details', 'save and proceed')).toBe(true);
    expect(investorSubmits(draft, 'investor', 'document-details', 'save for later')).toBe(false);
    expect(investorSubmits(draft, 'investor', 'investment-payment-details', 'save and proceed')).toBe(false);
    expect(investorSubmits(draft, 'rm', 'document-details', 'save and proceed')).toBe(false);
    expect(
      investorSubmits({ status: 'sent_to_amc_approver' }, 'investor', 'document-details', 'save and proceed'),
    ).toBe(false);
  });
});
