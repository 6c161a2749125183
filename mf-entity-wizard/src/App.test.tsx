import { screen, waitFor } from '@testing-library/react';
import type * as Api from '@aif/application-wizard/api';
import { getApplication } from '@aif/application-wizard/api';
import type { ApplicationDetail } from '@aif/contracts';
import { applicant, stepApplication } from '@aif/application-wizard/testing';
import { currentPath, makeUser, renderAt } from '@aif/ui-kit/testing';
import App from './App';

jest.mock('@aif/application-wizard/api', () => ({
  ...jest.requireActual<typeof Api>('@aif/application-wizard/api'),
  getApplication: jest.fn(),
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
const TARGET = { id: 'app-9', applicant1ReferenceId: 'ref-9' };

/** A company part-way through: contributor details saved. */
const company = (status: ApplicationDetail['status'] = 'draft') =>
  stepApplication({
    id: 'app-9',
    applicationNumber: 'AIF0000009',
    applicationType: 'non_individual',
    status,
    currentStep: 2,
    applicants: [
      applicant({
        name: 'Acme Industries Private Limited',
        panNo: 'AAACA1234F',
        investorType: 'corporate',
        dataFetchedFromKRA: false,
      }),
    ],
  });

beforeEach(() => {
  get.mockReset();
  sessionStorage.clear();
});

describe('mf_entity_wizard/App', () => {
  it('sends /non-individual-application without an application id to /', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const path = '/non-individual-application';
    renderAt(<App path={path} user={makeUser('rm')} />, { route: path, mount: path });
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(get).not.toHaveBeenCalled();
  });

  it('opens the entity wizard for staff: its title, the application ID and the entity contributor form', async () => {
    get.mockResolvedValue(company());
    const path = '/non-individual-application';
    renderAt(<App path={path} user={makeUser('rm')} />, {
      route: `${path}/contact-details`,
      mount: path,
      state: TARGET,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Non Individual Investor Onboarding' }),
    ).toBeInTheDocument();
    expect(screen.getByText('AIF0000009')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact Details' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Registered Office Address' })).toBeInTheDocument();
    expect(currentPath()).toBe('/non-individual-application/contact-details');
    expect(get).toHaveBeenCalledWith('app-9');
  });

  it('opens the same wizard at /non-individual-application-edit for the AIF approver, titled Edit Application', async () => {
    get.mockResolvedValue(company('sent_to_amc_approver'));
    const path = '/non-individual-application-edit';
    renderAt(<App path={path} user={makeUser('amcapprover')} />, {
      route: `${path}/contributor-details`,
      mount: path,
      state: TARGET,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Application' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Name of Entity/ })).toHaveValue(
      'Acme Industries Private Limited',
    );
    expect(screen.queryByRole('button', { name: 'Save For Later' })).not.toBeInTheDocument();
  });
});
