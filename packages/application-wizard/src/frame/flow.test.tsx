import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENTITY_STEPS, STEP_LABELS, type Role } from '@aif/contracts';
import { currentPath } from '@aif/ui-kit/testing';
import type * as Api from '../api';
import { getApplication, updateApplication } from '../api';
import { ENTITY_ROUTES } from '../testing/config';
import { renderWizard, useMobileWidth, wizardApplication } from '../testing/wizard';
import type { WizardConfig } from './routes';
import { WIZARD_TARGET_KEY, wizardTargetKey } from './target';

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

/** The entity flow with no forms yet: every step is the frame's placeholder. */
const ENTITY: WizardConfig = { flow: 'non_individual', routes: ENTITY_ROUTES, forms: {} };

const get = jest.mocked(getApplication);

beforeEach(() => {
  get.mockReset();
  sessionStorage.clear();
  localStorage.clear();
  useMobileWidth(false);
});

function openEntity(
  step: string,
  { role = 'rm', currentStep = 9 }: { role?: Role; currentStep?: number } = {},
) {
  get.mockResolvedValue(wizardApplication({ applicationType: 'non_individual', currentStep }));
  const base = role === 'amcapprover' ? ENTITY_ROUTES.editBase : ENTITY_ROUTES.wizardBase;
  return renderWizard(`${base}/${step}`, { role, config: ENTITY });
}

describe('the frame follows the flow it is given', () => {
  it("lists the entity flow's steps in contracts' order", async () => {
    openEntity('contributor-details');
    const nav = await screen.findByRole('navigation', { name: 'Application steps' });
    const steps = within(nav).getAllByRole('button');
    expect(steps).toHaveLength(ENTITY_STEPS.length);
    expect(steps.map((s) => s.textContent)).toEqual(
      ENTITY_STEPS.map((slug, i) => `${i + 1}${STEP_LABELS[slug]}`),
    );
    expect(within(nav).queryByRole('button', { name: /Nominee Details/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contributor Details' })).toBeInTheDocument();
  });

  it('numbers the pages of the entity flow on a phone', async () => {
    useMobileWidth(true);
    openEntity('investment-payment-details', { currentStep: 3 });
    const select = await screen.findByRole('combobox', { name: 'Step' });
    expect(select).toHaveDisplayValue('Page 4/9 - Investment and Payment Details');
    expect(screen.getByRole('option', { name: 'Page 5/9 - Bank Details' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Page 9/9 - FATCA' })).toBeInTheDocument();
  });

  it('sends a step the flow does not have to the furthest reachable one of the flow', async () => {
    openEntity('nominee-details', { currentStep: 2 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact Details' })).toBeInTheDocument();
    expect(currentPath()).toBe('/non-individual-application/contact-details');
  });

  it("proceeds in the flow's order, at the flow's wizard route", async () => {
    openEntity('investment-payment-details');
    await userEvent.click(await screen.findByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(currentPath()).toBe('/non-individual-application/bank-details'));
    expect(updateApplication).not.toHaveBeenCalled();
  });

  it.each<[Role, string, boolean]>([
    ['rm', 'Preview', true],
    ['amcadmin', 'Preview', true],
    ['amcapprover', 'Save Application', false],
  ])('labels the entity flow\'s last step (FATCA) for %s "%s"', async (role, label, saveForLater) => {
    openEntity('fatca', { role });
    expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save For Later' }) !== null).toBe(saveForLater);
  });

  it('does not end the entity flow at Document Details, the individual last step', async () => {
    openEntity('document-details');
    expect(await screen.findByRole('button', { name: 'Save and Proceed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it("opens the flow's preview from its last step", async () => {
    openEntity('fatca');
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(currentPath()).toBe('/non-individual-application-preview/app-1'));
  });

  it.each<[Role, string]>([
    ['rm', '/applications'],
    ['amcapprover', '/non-individual-application-details/app-1'],
  ])("Back takes %s to the flow's %s", async (role, target) => {
    openEntity('contributor-details', { role });
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentPath()).toBe(target));
  });

  it("keeps the entity wizard's application apart from the individual wizard's", async () => {
    openEntity('contributor-details');
    await screen.findByRole('heading', { level: 2, name: 'Contributor Details' });
    expect(JSON.parse(sessionStorage.getItem(wizardTargetKey('non_individual')) ?? 'null')).toEqual({
      id: 'app-1',
      applicant1ReferenceId: 'ref-1',
    });
    expect(sessionStorage.getItem(WIZARD_TARGET_KEY)).toBeNull();
  });
});
