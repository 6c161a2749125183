import { screen } from '@testing-library/react';
import type * as Api from '../api';
import { getApplication, getCountries } from '../api';
import { INDIVIDUAL_CONFIG } from '../testing/config';
import { TARGET, apiError, renderWizard, wizardApplication } from '../testing/wizard';
import { EARLY_ANSWER_TTL_MS } from '@aif/api-client';
import { readWizardEarly, resetEarlyRead, takeEarlyApplication } from './early-read';
import { WIZARD_TARGET_KEY } from './target';
import { resetMastersCache } from './useMasters';

jest.mock('../api', () => ({
  ...jest.requireActual<typeof Api>('../api'),
  getApplication: jest.fn(),
  getCountries: jest.fn(),
  getBrokers: jest.fn().mockResolvedValue([]),
  getJointHolderRelations: jest.fn().mockResolvedValue([]),
  getDocumentMaster: jest.fn().mockResolvedValue({}),
}));
jest.mock('../steps/contact', () => ({ ContactStep: () => <p>contact form</p> }));
jest.mock('../steps/fatca', () => ({ FatcaStep: () => <p>fatca form</p> }));

const getApplicationMock = getApplication as jest.MockedFunction<typeof getApplication>;
const getCountriesMock = getCountries as jest.MockedFunction<typeof getCountries>;
const fetchMock = jest.fn<Promise<Partial<Response>>, [string, RequestInit?]>();

/** window.location as a cold load at `pathname` leaves it, with the router's state of the history entry. */
function at(pathname: string, usr?: unknown): Location {
  window.history.replaceState(usr === undefined ? null : { usr, key: 'k', idx: 0 }, '', pathname);
  return window.location;
}

/** The URLs fetch was asked for. */
const fetched = () => fetchMock.mock.calls.map(([url]) => url);

const MASTER_URLS = [
  '/mdms/default-countries.json',
  '/mdms/registered_broker_list.json',
  '/mdms/jointholder_relations_master.json',
  '/mdms/required_document_master.json',
];

beforeEach(() => {
  jest.clearAllMocks();
  resetEarlyRead();
  resetMastersCache();
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('aif.staffToken', 'staff-token');
  sessionStorage.setItem(WIZARD_TARGET_KEY, JSON.stringify(TARGET));
  getApplicationMock.mockResolvedValue(wizardApplication({ currentStep: 3 }));
  getCountriesMock.mockResolvedValue([
    { name: 'India', nationality: 'Indian', callingCode: '+91', iso2: 'IN', iso3: 'IND' },
  ]);
  fetchMock.mockImplementation((url) =>
    Promise.resolve(
      url.startsWith('/api/')
        ? {
            status: 200,
            json: () => Promise.resolve(wizardApplication({ currentStep: 4 })),
          }
        : { status: 200 },
    ),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('readWizardEarly', () => {
  it("asks for the tab's application with the session's token and for the master lists at a step's address", () => {
    readWizardEarly(INDIVIDUAL_CONFIG, at('/application/contact-details'));
    expect(fetched()).toEqual(['/api/onboarding/applications/app-1', ...MASTER_URLS]);
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ Authorization: 'Bearer staff-token' });
  });

  it('hands the answer over once, to the wizard of the same application', async () => {
    readWizardEarly(INDIVIDUAL_CONFIG, at('/application/contact-details'));
    await expect(takeEarlyApplication('another-app')).resolves.toBeNull();
    await expect(takeEarlyApplication('app-1')).resolves.toMatchObject({ currentStep: 4 });
    await expect(takeEarlyApplication('app-1')).resolves.toBeNull();
  });

  it.each([
    ['a refusal', () => Promise.resolve({ status: 403, json: () => Promise.resolve({ message: 'no' }) })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('hands nothing over after %s', async (_what, answer) => {
    fetchMock.mockImplementationOnce(answer as () => Promise<Partial<Response>>);
    readWizardEarly(INDIVIDUAL_CONFIG, at('/application/contact-details'));
    await expect(takeEarlyApplication('app-1')).resolves.toBeNull();
  });

  it('does not hand over an answer that waited longer than a cold load would', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(5_000_000);
    readWizardEarly(INDIVIDUAL_CONFIG, at('/application/contact-details'));
    now.mockReturnValue(5_000_001 + EARLY_ANSWER_TTL_MS);
    await expect(takeEarlyApplication('app-1')).resolves.toBeNull();
    now.mockReturnValue(5_000_000);
    readWizardEarly(INDIVIDUAL_CONFIG, at('/application/contact-details'));
    now.mockReturnValue(5_000_000 + EARLY_ANSWER_TTL_MS);
    await expect(takeEarlyApplication('app-1')).resolves.toMatchObject({ currentStep: 4 });
    now.mockRestore();
  });

  it('does not hand over an answer read with a session that has since changed', async () => {
    readWizardEarly(INDIVIDUAL_CONFIG, at('/application/contact-details'));
    localStorage.setItem('aif.staffToken', 'another-token');
    await expect(takeEarlyApplication('app-1')).resolves.toBeNull();
  });

  it('reads the application the router state names before the one this tab stored', () => {
    readWizardEarly(
      INDIVIDUAL_CONFIG,
      at('/application/contact-details', { id: 'app-2', applicant1ReferenceId: null }),
    );
    expect(fetched()[0]).toBe('/api/onboarding/applications/app-2');
  });

  it("reads at the investor's edit route too", () => {
    readWizardEarly(INDIVIDUAL_CONFIG, at('/investment-details/edit-application/fatca'));
    expect(fetched()[0]).toBe('/api/onboarding/applications/app-1');
  });

  it.each([
    ['a page that is not a step', '/application-details/app-1'],
    ['an unknown step', '/application/no-such-step'],
    ["another flow's step", '/application/authorised-signatory-details'],
  ])('asks for nothing at %s', (_what, pathname) => {
    readWizardEarly(INDIVIDUAL_CONFIG, at(pathname));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for nothing without a session or without an application to open', () => {
    localStorage.clear();
    readWizardEarly(INDIVIDUAL_CONFIG, at('/application/contact-details'));
    localStorage.setItem('aif.staffToken', 'staff-token');
    sessionStorage.clear();
    readWizardEarly(INDIVIDUAL_CONFIG, at('/application/contact-details'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the wizard after an early read', () => {
  it('opens the step with the early answer, without reading the application again', async () => {
    readWizardEarly(INDIVIDUAL_CONFIG, at('/application/contact-details'));
    // FATCA (step 5) opens with the early answer's counter (4); the API client's (3) would not reach it.
    renderWizard('/application/fatca');
    expect(await screen.findByText('fatca form')).toBeInTheDocument();
    expect(getApplicationMock).not.toHaveBeenCalled();
    expect(fetched().filter((url) => url.startsWith('/api/'))).toHaveLength(1);
  });

  it('reads the application through the API client when the early read was refused', async () => {
    fetchMock.mockImplementationOnce(() => Promise.resolve({ status: 401 }));
    readWizardEarly(INDIVIDUAL_CONFIG, at('/application/contact-details'));
    renderWizard('/application/contact-details');
    expect(await screen.findByText('contact form')).toBeInTheDocument();
    expect(getApplicationMock).toHaveBeenCalledWith('app-1');
  });

  it("shows the API client's failure when the early read was refused", async () => {
    fetchMock.mockImplementationOnce(() => Promise.resolve({ status: 500 }));
    getApplicationMock.mockRejectedValueOnce(apiError(404, 'Application not found.'));
    readWizardEarly(INDIVIDUAL_CONFIG, at('/application/contact-details'));
    renderWizard('/application/contact-details');
    expect(await screen.findByRole('alert')).toHaveTextContent('Application not found.');
  });

  it('reads the application itself when the early read was of another one', async () => {
    readWizardEarly(
      INDIVIDUAL_CONFIG,
      at('/application/contact-details', { id: 'app-2', applicant1ReferenceId: null }),
    );
    renderWizard('/application/contact-details');
    expect(await screen.findByText('contact form')).toBeInTheDocument();
    expect(getApplicationMock).toHaveBeenCalledWith('app-1');
  });
});
