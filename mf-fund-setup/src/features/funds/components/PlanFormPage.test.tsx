import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FUND_API_MESSAGES, FUND_SETUP_MESSAGES } from '@aif/contracts';
import { addPlan, getFundSetupAccess, getPlan, getPlanOptions, updatePlan } from '../../../api/funds';
import {
  PLAN_OPTIONS,
  currentPath,
  currentState,
  makeUser,
  planDetails,
  renderAt,
} from '../../../testing/render';
import { FundsSetupRoutes } from '../FundsSetupRoutes';
import { DISTRIBUTOR_PICKER_LABEL } from './PlanFields';

jest.mock('../../../api/funds');
const access = jest.mocked(getFundSetupAccess);
const options = jest.mocked(getPlanOptions);
const load = jest.mocked(getPlan);
const update = jest.mocked(updatePlan);
const add = jest.mocked(addPlan);

const PLAN_STATE = { PlanId: 'plan-1', fundId: 'fund-1', fundType: 'domestic' };

function renderAt_(route: 'edit-plan' | 'add-plan', state: unknown) {
  return renderAt(<FundsSetupRoutes path="/funds-setup" user={makeUser('amcadmin')} />, {
    route: `/funds-setup/${route}`,
    mount: '/funds-setup',
    state,
  });
}
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const queryField = (label: string) => screen.queryByRole('textbox', { name: new RegExp(`^${label}`) });
const group = (label: string) => screen.getByRole('radiogroup', { name: new RegExp(`^${label}`) });
const radio = (groupLabel: string, name: string) => within(group(groupLabel)).getByRole('radio', { name });
const chips = () => screen.queryByLabelText(`Selected ${DISTRIBUTOR_PICKER_LABEL}`);

beforeEach(() => {
  access.mockReset().mockResolvedValue({ fundSetupAccess: true });
  options.mockReset().mockResolvedValue(PLAN_OPTIONS);
  load.mockReset().mockResolvedValue(planDetails());
  update.mockReset().mockResolvedValue({ message: FUND_API_MESSAGES.planSaved, id: 'plan-1' });
  add.mockReset().mockResolvedValue({ message: FUND_API_MESSAGES.planSaved, id: 'plan-3' });
});

it('shows the setup fee as a percentage for type Yes and in words for type Other', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt_('edit-plan', PLAN_STATE);
  expect(await screen.findByRole('textbox', { name: /^Setup Fee Percentage/ })).toHaveValue('2');
  expect(queryField('Setup Fee \\(in words\\)')).not.toBeInTheDocument();
  await user.click(radio('Setup Fee Type', 'Other'));
  expect(queryField('Setup Fee Percentage')).not.toBeInTheDocument();
  expect(field('Setup Fee \\(in words\\)')).toBeInTheDocument();
});

it('reveals the operating expense type when applicable, then its percentage or its words', async () => {
  const user = userEvent.setup({ delay: null });
  load.mockResolvedValue(planDetails({ isoperatingExpensesApplicable: 'no', operatingExpensesType: null }));
  renderAt_('edit-plan', PLAN_STATE);
  await screen.findByRole('heading', { name: 'Edit Plan' });
  expect(screen.queryByRole('radiogroup', { name: /^Operating Expense Type/ })).not.toBeInTheDocument();
  await user.click(radio('Operating Expense Applicable', 'Yes'));
  await user.click(radio('Operating Expense Type', 'Percentage'));
  expect(field('Operating Expenses %')).toBeInTheDocument();
  await user.click(radio('Operating Expense Type', 'Other'));
  expect(queryField('Operating Expenses %')).not.toBeInTheDocument();
  expect(field('Operating Expenses \\(in words\\)')).toBeInTheDocument();
});

it('shows the hurdle rate text only when it applies', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt_('edit-plan', PLAN_STATE);
  expect(await screen.findByRole('textbox', { name: /^Hurdle Rate\b(?! Applicable)/ })).toHaveValue(
    '10% IRR',
  );
  await user.click(radio('Hurdle Rate Applicable', 'No'));
  expect(screen.queryByRole('textbox', { name: /^Hurdle Rate/ })).not.toBeInTheDocument();
});

it('clears the chosen distributors when Distributor is checked again, and asks for one', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt_('edit-plan', PLAN_STATE);
  const selected = await screen.findByLabelText(`Selected ${DISTRIBUTOR_PICKER_LABEL}`);
  expect(within(selected).getByText('ARN-100001 - Deepak Sharma (Individual)')).toBeInTheDocument();
  expect(within(selected).getByText('N/A - Wealth Partners Ltd (Company)')).toBeInTheDocument();

  const distributor = screen.getByRole('checkbox', { name: 'Distributor' });
  await user.click(distributor);
  expect(
    screen.queryByRole('combobox', { name: new RegExp(DISTRIBUTOR_PICKER_LABEL.replace(/[()]/g, '\\$&')) }),
  ).not.toBeInTheDocument();
  await user.click(distributor);
  // Checked afresh: the list starts empty.
  expect(chips()).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(FUND_SETUP_MESSAGES.distributorsRequired)).toBeInTheDocument();
  expect(update).not.toHaveBeenCalled();

  // Choosing one from the "ARN code or N/A - name (type)" list.
  await user.type(screen.getByRole('combobox', { name: /^ARN code or N\/A - name \(type\)/ }), 'wealth');
  // A multi-select's options are menu item checkboxes; typing filters them.
  expect(screen.getAllByRole('menuitemcheckbox').map((o) => o.textContent)).toEqual([
    'N/A - Wealth Partners Ltd (Company)',
  ]);
  await user.click(screen.getByRole('menuitemcheckbox', { name: 'N/A - Wealth Partners Ltd (Company)' }));
  expect(chips()).toHaveTextContent('N/A - Wealth Partners Ltd (Company)');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
  expect(update.mock.calls[0]![1]).toMatchObject({
    isApplicableForDistributor: true,
    distributorIds: ['d-2'],
  });
});

it('saves an edited plan and shows its details', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt_('edit-plan', PLAN_STATE);
  const name = await screen.findByRole('textbox', { name: /^Series Name/ });
  await user.clear(name);
  await user.type(name, 'Series A (2026)');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
  expect(update).toHaveBeenCalledWith(
    'plan-1',
    expect.objectContaining({
      planDescription: 'Series A (2026)',
      planCode: 'SERIES-A',
      maxCommitmentAmount: 0,
      drawDownDate: '2026-07-15',
      distributorIds: ['d-1', 'd-2'],
      isApplicableForDirect: true,
    }),
  );
  await waitFor(() => expect(currentPath()).toBe('/funds-setup/plan-details'));
  expect(currentState()).toEqual(PLAN_STATE);
  expect((await screen.findAllByText(FUND_API_MESSAGES.planSaved)).length).toBeGreaterThan(0);
});

it('adds a plan to the fund and shows its plans', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt_('add-plan', { fundId: 'fund-2', fundType: 'msar' });
  await user.type(await screen.findByRole('textbox', { name: /^Series Number/ }), 'b-2');
  await user.type(field('Series Name'), 'Series B');
  await user.type(field('Scheme Nature'), 'Open ended');
  await user.type(field('Scheme Category'), 'Category III');
  await waitFor(() =>
    expect(
      within(screen.getByRole('combobox', { name: /^Trustee Name/ })).getAllByRole('option'),
    ).toHaveLength(2),
  );
  await user.selectOptions(screen.getByRole('combobox', { name: /^Investment Manager Name/ }), 'fm-1');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Trustee Name/ }), 'tr-1');
  await user.type(field('Face Value'), '10');
  await user.type(field('Premium %'), '5');
  await user.click(screen.getByRole('checkbox', { name: 'Direct' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
  expect(add.mock.calls[0]![0]).toMatchObject({
    schemeId: 'fund-2',
    planCode: 'B-2',
    isApplicableForDirect: true,
    setupFeeType: null,
  });
  await waitFor(() => expect(currentPath()).toBe('/funds-setup/view-plans'));
  expect(currentState()).toEqual({ fundId: 'fund-2', fundType: 'msar' });
});

it('keeps the lock-in extension and Save from a user without fund-setup access', async () => {
  access.mockResolvedValue({ fundSetupAccess: false });
  renderAt_('edit-plan', PLAN_STATE);
  expect(await screen.findByText(FUND_API_MESSAGES.noAccess)).toBeInTheDocument();
  expect(field('Lock in Extension')).toBeDisabled();
  expect(field('Lock in Period')).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
});

it('lets a user with access change the lock-in extension', async () => {
  renderAt_('edit-plan', PLAN_STATE);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument());
  expect(field('Lock in Extension')).toBeEnabled();
});

it('takes whole numbers only in the unit fields', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt_('edit-plan', PLAN_STATE);
  const units = await screen.findByRole('textbox', { name: /^No of Units/ });
  await user.clear(units);
  await user.type(units, '12.5e-3');
  expect(units).toHaveValue('1253');
});
