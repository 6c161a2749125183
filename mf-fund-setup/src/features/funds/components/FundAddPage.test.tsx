import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ApiError } from '@aif/api-client';
import { FUND_API_MESSAGES, MESSAGES, addSchemeBodySchema } from '@aif/contracts';
import { addScheme, getFundSetupAccess, getPlanOptions } from '../../../api/funds';
import {
  PLAN_OPTIONS,
  currentPath,
  currentState,
  isoOfTyped,
  makeUser,
  renderAt,
  typedWeekdayAhead,
} from '../../../testing/render';
import { FundsSetupRoutes } from '../FundsSetupRoutes';

jest.mock('../../../api/funds');
const add = jest.mocked(addScheme);
const access = jest.mocked(getFundSetupAccess);
const options = jest.mocked(getPlanOptions);

function renderAdd() {
  return renderAt(<FundsSetupRoutes path="/funds-setup" user={makeUser('amcadmin')} />, {
    route: '/funds-setup/add-fund',
    mount: '/funds-setup',
  });
}
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const select = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
const group = (label: string) => screen.queryByRole('radiogroup', { name: new RegExp(`^${label}`) });

/** The required fields of a fund and its first plan, as a fund admin types them. */
async function fillRequired(user: UserEvent) {
  await user.type(field('Scheme Code'), 'dgf2');
  await user.type(field('Scheme Name'), 'Demo Growth Fund II');
  await user.selectOptions(select('Fund Category'), 'category_ii');
  await user.type(field('Series Number'), 's-1');
  await user.type(field('Series Name'), 'Series 1');
  await user.type(field('Scheme Nature'), 'Close ended');
  await user.type(field('Scheme Category'), 'Category II AIF');
  await waitFor(() =>
    expect(within(select('Investment Manager Name')).getAllByRole('option')).toHaveLength(3),
  );
  await user.selectOptions(select('Investment Manager Name'), 'fm-2');
  await user.selectOptions(select('Trustee Name'), 'tr-1');
  await user.type(field('Face Value'), '100');
  await user.type(field('Premium %'), '0');
}

beforeEach(() => {
  add
    .mockReset()
    .mockResolvedValue({ message: FUND_API_MESSAGES.fundSaved, schemeId: 'fund-9', planId: 'plan-9' });
  access.mockReset().mockResolvedValue({ fundSetupAccess: true });
  options.mockReset().mockResolvedValue(PLAN_OPTIONS);
});

it('saves an msar fund (the default type) and its first plan in one call, without the fields msar hides', async () => {
  const user = userEvent.setup({ delay: null });
  renderAdd();
  expect(select('Fund Type')).toHaveValue('msar');
  await fillRequired(user);
  // Codes are upper-cased as they are typed.
  expect(field('Scheme Code')).toHaveValue('DGF2');
  expect(field('Series Number')).toHaveValue('S-1');
  for (const hidden of ['Setup Fee Type', 'Hurdle Rate Applicable', 'Additional Return Applicable'])
    expect(group(hidden)).not.toBeInTheDocument();
  // The drawdown date is not required for msar.
  expect(screen.getByRole('combobox', { name: 'Drawdown Date' })).not.toBeRequired();

  await user.click(await screen.findByRole('button', { name: 'Save' }));

  await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
  const body = add.mock.calls[0]![0];
  expect(addSchemeBodySchema.safeParse(body).success).toBe(true);
  expect(body).toMatchObject({
    schemeCode: 'DGF2',
    schemeName: 'Demo Growth Fund II',
    amcCode: null,
    fundCategory: 'category_ii',
    fundType: 'msar',
    grievanceEmail: null,
  });
  expect(body.plan).toMatchObject({
    planCode: 'S-1',
    planDescription: 'Series 1',
    schemeNature: 'Close ended',
    schemeCategory: 'Category II AIF',
    country: 'India',
    currency: 'inr',
    fundManagerId: 'fm-2',
    trusteeId: 'tr-1',
    faceValue: 100,
    premiumPercentage: 0,
    noOfUnits: 0,
    minCommitmentAmount: 10_000_000,
    maxCommitmentAmount: 0,
    setupFeeType: null,
    setupFee: 0,
    setupFeeInWords: null,
    isHurdleRateTextApplicable: 'no',
    hurdleRateText: null,
    isAdditionalReturnTextApplicable: 'no',
    isoperatingExpensesApplicable: 'no',
    operatingExpensesType: null,
    drawDownDate: null,
    isApplicableForDirect: false,
    isApplicableForDistributor: false,
    distributorIds: [],
  });
  // The new fund's plans are shown.
  expect(await screen.findByText(FUND_API_MESSAGES.fundSaved)).toBeInTheDocument();
  expect(currentPath()).toBe('/funds-setup/view-plans');
  expect(currentState()).toEqual({ fundId: 'fund-9', fundType: 'msar' });
});

it('asks a domestic fund for its setup fee and drawdown date before saving', async () => {
  const user = userEvent.setup({ delay: null });
  renderAdd();
  await user.selectOptions(select('Fund Type'), 'domestic');
  await fillRequired(user);
  expect(group('Hurdle Rate Applicable')).toBeInTheDocument();
  expect(group('Additional Return Applicable')).toBeInTheDocument();

  await user.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText(MESSAGES.drawdownDateRequired)).toBeInTheDocument();
  expect(screen.getByText('Setup Fee Type is required')).toBeInTheDocument();
  expect(add).not.toHaveBeenCalled();

  await user.click(within(group('Setup Fee Type')!).getByRole('radio', { name: 'Yes' }));
  await user.type(field('Setup Fee Percentage'), '2.5');
  const date = typedWeekdayAhead();
  await user.type(screen.getByRole('combobox', { name: /^Drawdown Date/ }), date);
  await user.tab();
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
  expect(add.mock.calls[0]![0]).toMatchObject({
    fundType: 'domestic',
    plan: { setupFeeType: 'yes', setupFee: 2.5, drawDownDate: isoOfTyped(date) },
  });
  await waitFor(() => expect(currentState()).toEqual({ fundId: 'fund-9', fundType: 'domestic' }));
});

it("puts the server's plan field messages on the first plan's fields", async () => {
  const user = userEvent.setup({ delay: null });
  add.mockRejectedValue(
    new ApiError({
      code: 'HTTP_ERROR',
      status: 400,
      message: 'Please check the form',
      data: {
        message: 'Please check the form',
        errors: [{ path: 'plan.planCode', message: FUND_API_MESSAGES.planCodeTaken }],
      },
    }),
  );
  renderAdd();
  await fillRequired(user);
  await user.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText(FUND_API_MESSAGES.planCodeTaken)).toBeInTheDocument();
  expect(field('Series Number')).toHaveAttribute('aria-invalid', 'true');
  expect(currentPath()).toBe('/funds-setup/add-fund');
});

it('hides Save and says why without fund-setup access', async () => {
  access.mockResolvedValue({ fundSetupAccess: false });
  renderAdd();
  expect(await screen.findByText(FUND_API_MESSAGES.noAccess)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(field('Lock in Extension')).toBeDisabled();
});
