import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@aif/api-client';
import { MESSAGES, MODIFY_INVESTMENT_MESSAGES, type ApplicationDetail } from '@aif/contracts';
import type * as StepKit from '@aif/application-wizard';
import { defaultStepApi } from '@aif/application-wizard';
import { getApplications } from '../../../api/applications';
import { listRow, makeUser, page, renderAt } from '../../../testing/render';
import { getApplicationDetail, modifyInvestment } from '../api/modify-investment';
import { getStampPapers } from '../api/get-stamp-papers';
import { ApplicationsRoutes } from '../ApplicationsRoutes';
import { MODIFY_INVESTMENT_TITLE } from './ModifyInvestmentDialog';

jest.mock('../../../api/applications');
jest.mock('../api/get-stamp-papers');
jest.mock('../api/modify-investment');
// The steps' own calls (schemes) are the package's; here they answer from fixtures.
jest.mock('@aif/application-wizard', () => {
  const actual = jest.requireActual<typeof StepKit>('@aif/application-wizard');
  return {
    ...actual,
    defaultStepApi: Object.fromEntries(Object.keys(actual.defaultStepApi).map((k) => [k, jest.fn()])),
  };
});

const list = jest.mocked(getApplications);
const detail = jest.mocked(getApplicationDetail);
const modify = jest.mocked(modifyInvestment);
const schemes = jest.mocked(defaultStepApi.getSchemes);

const SCHEMES = {
  schemes: [
    {
      id: 's-1',
      schemeName: 'Demo Growth Fund I',
      fundType: 'domestic' as const,
      plans: [
        {
          id: 'p-1',
          planCode: 'DGF1-B',
          planDescription: 'Series B',
          faceValue: 100,
          premiumPercentage: 5,
          noOfUnits: 100_000,
          minCommitmentAmount: 10_000_000,
          setupFeeType: 'yes',
          setupFee: 2,
          drawDownDate: '2026-12-01',
        },
      ],
    },
  ],
};

const APPLICATION = {
  id: 'app-1',
  applicationNumber: 'AIF0000001',
  applicant1ReferenceId: 'ref-1',
  applicationType: 'individual',
  onboardingType: 'normal',
  status: 'sent_to_amc_approver',
  currentStep: 9,
  hasPOA: false,
  modeOfHolding: 'single',
  applicants: [{ id: 'a-1', applicant_type: '1', name: 'Neha Kapoor', isActive: true }],
  createdAt: '2026-01-01T00:00:00.000Z',
  schemeId: 's-1',
  planId: 'p-1',
  faceValue: 100,
  premiumPercentage: 5,
  noOfUnits: 100_000,
  setupFeeType: 'yes',
  setupFeePercentage: 2,
  drawDownDate: '2026-12-01',
  modeOfPayment: 'cheque',
  version: 7,
} as unknown as ApplicationDetail;

beforeEach(() => {
  list.mockReset().mockResolvedValue(page([listRow({ status: 'sent_to_amc_approver', editable: true })]));
  jest.mocked(getStampPapers).mockResolvedValue([]);
  detail.mockReset().mockResolvedValue(APPLICATION);
  modify.mockReset().mockResolvedValue({ ...APPLICATION, version: 8 });
  schemes.mockReset().mockResolvedValue(SCHEMES);
});

async function openDialog() {
  renderAt(<ApplicationsRoutes path="/applications" user={makeUser('rm')} />, {
    route: '/applications',
    mount: '/applications',
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Modify Investment' }));
  const dialog = await screen.findByRole('dialog', { hidden: true });
  await within(dialog).findByRole('textbox', { name: /^Face Value/, hidden: true });
  return dialog;
}

const field = (dialog: HTMLElement, name: RegExp) =>
  within(dialog).getByRole('textbox', { name, hidden: true });
const button = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name, hidden: true });

it('loads the application and shows the investment form under the specification’s title', async () => {
  const dialog = await openDialog();
  expect(
    within(dialog).getByRole('heading', { name: MODIFY_INVESTMENT_TITLE, hidden: true }),
  ).toBeInTheDocument();
  expect(detail).toHaveBeenCalledWith('app-1');
  expect(schemes).toHaveBeenCalledWith('app-1');
  expect(field(dialog, /^No of Units/)).toHaveValue('100000');
  expect(field(dialog, /^Commitment Amount/)).toHaveValue('₹ 1,05,00,000.00');
  // The form alone: no wizard stepper or wizard buttons.
  expect(within(dialog).queryByRole('button', { name: 'Save and Proceed', hidden: true })).toBeNull();
  expect(screen.queryByRole('navigation', { name: 'Application steps' })).toBeNull();
});

it('shows the step’s validation message and does not save', async () => {
  const dialog = await openDialog();
  await userEvent.clear(field(dialog, /^No of Units/));
  await userEvent.click(button(dialog, 'Save'));
  expect(await within(dialog).findByText(MESSAGES.noOfUnitsRequired)).toBeInTheDocument();
  expect(modify).not.toHaveBeenCalled();
});

it('saves through the API, closes with the toast and reloads the list', async () => {
  const dialog = await openDialog();
  const units = field(dialog, /^No of Units/);
  await userEvent.clear(units);
  await userEvent.type(units, '200000');
  expect(field(dialog, /^Commitment Amount/)).toHaveValue('₹ 2,10,00,000.00');
  const listCalls = list.mock.calls.length;
  await userEvent.click(button(dialog, 'Save'));
  await waitFor(() => expect(modify).toHaveBeenCalled());
  expect(modify).toHaveBeenCalledWith('app-1', {
    version: 7,
    saveType: 'saveForLater',
    data: expect.objectContaining({ noOfUnits: '200000', commitmentAmount: 21_000_000, planId: 'p-1' }),
  });
  expect(await screen.findByText(MESSAGES.applicationSaved('AIF0000001'))).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(listCalls));
});

it('keeps the dialog open with the server’s refusal', async () => {
  modify.mockRejectedValue(
    new ApiError({ status: 409, code: 'HTTP_ERROR', message: MODIFY_INVESTMENT_MESSAGES.notAtThisStatus }),
  );
  const dialog = await openDialog();
  await userEvent.click(button(dialog, 'Save'));
  expect(await within(dialog).findByText(MODIFY_INVESTMENT_MESSAGES.notAtThisStatus)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { hidden: true })).toBeInTheDocument();
  await userEvent.click(button(dialog, 'Cancel'));
  await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
});
