import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Role } from '@aif/contracts';
import { currentPath } from '@aif/ui-kit/testing';
import type * as Api from '../api';
import { getApplication, getFatcaQuestions, updateApplication } from '../api';
import { ENTITY_CONFIG, ENTITY_ROUTES } from '../testing/config';
import { entityApplication } from '../testing/entity';
import { renderWizard, useMobileWidth } from '../testing/wizard';
import type { WizardConfig } from './routes';

jest.mock('../steps/declaration-ubo/ubo-api', () => ({
  defaultUboApi: {
    getMaster: jest.fn().mockResolvedValue([
      { key: 'none', displayText: 'None of the below' },
      { key: 'government_entity', displayText: 'Government', values: [{ key: 'psu', displayText: 'PSU' }] },
    ]),
    fetch: jest.fn(),
    uploadProof: jest.fn(),
  },
}));

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
  getFatcaQuestions: jest.fn(),
}));

jest
  .mocked(getFatcaQuestions)
  .mockResolvedValue(
    JSON.parse(readFileSync(path.resolve(__dirname, '../../../server/mdms/fatca_data.json'), 'utf8')),
  );

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

  it('saves the UBO declaration and goes on to fatca', async () => {
    update.mockResolvedValue(entityApplication({ currentStep: 8, version: 4 }));
    open('declaration-ubo', { currentStep: 7 });
    const type = await screen.findByRole('combobox', { name: /^Declaration Type/ });
    await waitFor(() => expect(type).toHaveTextContent('Government'));
    await userEvent.selectOptions(type, 'government_entity');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Declaration Value/ }), 'psu');
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(currentPath()).toBe('/non-individual-application/fatca'));
    expect(update).toHaveBeenCalledWith('app-1', {
      step: 'declaration-ubo',
      saveType: 'saveAndProceed',
      version: 3,
      data: expect.objectContaining({ uboDeclarationType: 'government_entity', uboDeclarationValue: 'psu' }),
    });
  });

  it("lands the AIF approver's Save Application of the last step on the entity details page", async () => {
    // The last step's form is part 2's; the frame's own placeholder stands in for it.
    open('fatca', { role: 'amcapprover', currentStep: 9, config: { ...ENTITY_CONFIG, forms: {} } });
    await userEvent.click(await screen.findByRole('button', { name: 'Save Application' }));
    await waitFor(() => expect(currentPath()).toBe('/non-individual-application-details/app-1'));
  });

  describe('the FATCA form, the last step', () => {
    // A financial institution's complete answers, as stored.
    const answers = {
      taxResidentOtherThanIndia: 'No',
      fatcaClassification: 'Financial Institution',
      giin: 'GIIN42',
      fICategory: 'Investment Entity',
      declarationDate: '2026-06-01',
    };
    const openFatca = (role: Role) => {
      const status = role === 'amcapprover' ? 'sent_to_amc_approver' : 'draft';
      const app = entityApplication({ currentStep: 9, status });
      app.applicants[0]!.fatcadetail = { answers, controllingpersons: [] };
      get.mockResolvedValue(app);
      update.mockResolvedValue(app);
      const base = role === 'amcapprover' ? ENTITY_ROUTES.editBase : ENTITY_ROUTES.wizardBase;
      return renderWizard(`${base}/fatca`, { role, config: ENTITY_CONFIG });
    };

    it("takes a preparer's Preview to the entity preview", async () => {
      openFatca('rm');
      const form = await screen.findByRole('region', { name: 'FATCA' });
      expect(
        await within(form).findByRole('radiogroup', { name: /^Is the entity a tax resident/ }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save For Later' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
      await waitFor(() => expect(currentPath()).toBe('/non-individual-application-preview/app-1'));
    });

    it('gives the AIF approver Save Application without Save For Later, landing on the entity details (decisions §10)', async () => {
      openFatca('amcapprover');
      await screen.findByRole('radiogroup', { name: /^Is the entity a tax resident/ });
      expect(screen.queryByRole('button', { name: 'Save For Later' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Save Application' }));
      await waitFor(() => expect(currentPath()).toBe('/non-individual-application-details/app-1'));
    });
  });
});
