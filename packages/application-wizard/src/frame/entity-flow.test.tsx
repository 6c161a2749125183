import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Role } from '@aif/contracts';
import { currentPath } from '@aif/ui-kit/testing';
import type * as Api from '../api';
import { getApplication, updateApplication } from '../api';
import { ENTITY_CONFIG, ENTITY_ROUTES } from '../testing/config';
import { entityApplication } from '../testing/entity';
import { renderWizard, useMobileWidth } from '../testing/wizard';
import type { WizardConfig } from './routes';
import { NEXT_RELEASE_NOTICE } from './StepPlaceholder';

jest.mock('../api', () => ({
  ...jest.requireActual<typeof Api>('../api'),
  getApplication: jest.fn(),
  updateApplication: jest.fn(),
  getCountries: jest
    .fn()
    .mockResolvedValue([
      { name: 'India', nationality: 'Indian', callingCode: '+91', iso2: 'IN', iso3: 'IND' },
    ]),
  getBrokers: jest.fn().mockResolvedValue([]),
  getJointHolderRelations: jest.fn().mockResolvedValue([]),
  getDocumentMaster: jest.fn().mockResolvedValue({}),
}));

const get = jest.mocked(getApplication);
const update = jest.mocked(updateApplication);

beforeEach(() => {
  get.mockReset();
  update.mockReset();
  sessionStorage.clear();
  useMobileWidth(false);
});

function open(
  step: string,
  {
    role = 'rm',
    currentStep = 2,
    config = ENTITY_CONFIG,
  }: { role?: Role; currentStep?: number; config?: WizardConfig } = {},
) {
  const status = role === 'amcapprover' ? 'sent_to_amc_approver' : 'draft';
  get.mockResolvedValue(entityApplication({ currentStep, status }));
  const base = role === 'amcapprover' ? ENTITY_ROUTES.editBase : ENTITY_ROUTES.wizardBase;
  return renderWizard(`${base}/${step}`, { role, config });
}

describe('the entity wizard', () => {
  it.each<[Role, string]>([
    ['rm', 'Non Individual Investor Onboarding'],
    ['distributor', 'Non Individual Investor Onboarding'],
    ['amcapprover', 'Edit Application'],
  ])('is titled for %s "%s", with the application ID', async (role, title) => {
    open('contributor-details', { role });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('AIF0000001')).toBeInTheDocument();
  });

  it('shows the entity contributor form and saves it through the update call', async () => {
    update.mockResolvedValue(entityApplication({ currentStep: 2, version: 4 }));
    open('contributor-details', { currentStep: 1 });
    const place = await screen.findByRole('textbox', { name: /^Place of Registration\/Incorporation/ });
    await userEvent.clear(place);
    await userEvent.type(place, 'Pune');
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(currentPath()).toBe('/non-individual-application/contact-details'));
    expect(update).toHaveBeenCalledWith('app-1', {
      step: 'contributor-details',
      saveType: 'saveAndProceed',
      version: 3,
      data: { applicant: expect.objectContaining({ id: 'entity-1', cityOfIncorporation: 'Pune' }) },
    });
  });

  it('sends nothing when nothing changed, and says the application was saved on Save For Later', async () => {
    open('contributor-details', { currentStep: 3 });
    await screen.findByRole('textbox', { name: /^Name of Entity/ });
    await userEvent.click(screen.getByRole('button', { name: 'Save For Later' }));
    expect(await screen.findByText(MESSAGES.applicationSaved('AIF0000001'))).toBeInTheDocument();
    expect(currentPath()).toBe('/applications');
    expect(update).not.toHaveBeenCalled();
  });

  it('numbers its pages on a phone', async () => {
    useMobileWidth(true);
    open('contact-details');
    const select = await screen.findByRole('combobox', { name: 'Step' });
    expect(select).toHaveDisplayValue('Page 3/9 - Contact Details');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('shows the authorised-signatory form; Save and Proceed goes to declaration-ubo', async () => {
    const member = {
      id: 's1',
      name: 'Asha Rao',
      pan: 'ABCPE1234F',
      countryNameAndCode: 'India: +91',
      countryCode: '+91',
      mobile: '9876543210',
      email: 'asha@example.com',
      designation: 'Director',
      canEsign: true,
    };
    const groups = [{ id: 'g1', name: 'Board', threshold: 1, groupsignatories: [member] }];
    get.mockResolvedValue(entityApplication({ currentStep: 6, status: 'draft', groups }));
    update.mockResolvedValue(entityApplication({ currentStep: 7, version: 4, groups }));
    renderWizard(`${ENTITY_ROUTES.wizardBase}/authorised-signatory`, { role: 'rm', config: ENTITY_CONFIG });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Send E-Sign to Asha Rao' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send E-Sign to Asha Rao' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(currentPath()).toBe('/non-individual-application/declaration-ubo'));
  });

  it.each(['declaration-ubo', 'fatca'])(
    'says %s comes in the next release, with nothing to save',
    async (step) => {
      open(step, { currentStep: 9 });
      expect(await screen.findByText(NEXT_RELEASE_NOTICE)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save and Proceed' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save For Later' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    },
  );

  it("lands the AIF approver's Save Application of the last step on the entity details page", async () => {
    // The last step's form is part 2's; the frame's own placeholder stands in for it.
    open('fatca', { role: 'amcapprover', currentStep: 9, config: { ...ENTITY_CONFIG, forms: {} } });
    await userEvent.click(await screen.findByRole('button', { name: 'Save Application' }));
    await waitFor(() => expect(currentPath()).toBe('/non-individual-application-details/app-1'));
  });
});
