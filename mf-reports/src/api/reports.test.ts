import { api, downloadFile } from '@aif/api-client';
import { downloadReport, getReport } from './reports';

jest.mock('@aif/api-client', () => ({ api: { get: jest.fn() }, downloadFile: jest.fn() }));
const save = jest.mocked(downloadFile);
const get = jest.mocked(api.get);

const query = { from: '2025-05-31T18:30:00.000Z', to: '2025-06-30T18:29:59.999Z', status: 'draft' };

beforeEach(() => {
  save.mockReset().mockResolvedValue();
  get.mockReset().mockResolvedValue({ data: { data: [] } });
});

it.each([
  ['onboardingSummary', '/onboarding/reports/onboardingSummary', 'aif-onboarding-summary.xlsx'],
  [
    'distributorOnBoardingSummary',
    '/onboarding/reports/distributorWiseOnboardingSummary',
    'aif-distributor-onboarding-summary.xlsx',
  ],
  [
    'distributorCommitmentAmount',
    '/onboarding/reports/distributorWiseCommitmentAmount',
    'aif-distributor-commitment-amount.xlsx',
  ],
  [
    'onboardingCompletedDetails',
    '/onboarding/reports/completedApplications',
    'aif-onboarding-completed.xlsx',
  ],
  ['currentFields', '/onboarding/reports/onboardingDetails', 'aif-onboarding-details-current-fields.xlsx'],
  ['allFields', '/onboarding/reports/allApplicationsData', 'aif-onboarding-details-all-fields.xlsx'],
] as const)(
  'downloads %s from %s as %s with the same query and downloadFile=true',
  async (file, path, name) => {
    await downloadReport(file, query);
    expect(save).toHaveBeenCalledWith(path, name, { params: { ...query, downloadFile: 'true' } });
  },
);

it('reads a report as JSON from its path with the query', async () => {
  const signal = new AbortController().signal;
  await getReport('onboardingDetails', { ...query, page: '2', limit: '10' }, signal);
  expect(get).toHaveBeenCalledWith('/onboarding/reports/onboardingDetails', {
    signal,
    params: { ...query, page: '2', limit: '10' },
  });
});
