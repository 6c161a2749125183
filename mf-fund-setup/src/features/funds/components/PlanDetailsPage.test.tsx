import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getFundSetupAccess, getPlan } from '../../../api/funds';
import { currentPath, currentState, makeUser, planDetails, renderAt } from '../../../testing/render';
import { FundsSetupRoutes } from '../FundsSetupRoutes';

jest.mock('../../../api/funds');
const access = jest.mocked(getFundSetupAccess);
const load = jest.mocked(getPlan);

const STATE = { PlanId: 'plan-1', fundId: 'fund-1', fundType: 'domestic' };

function renderDetails() {
  return renderAt(<FundsSetupRoutes path="/funds-setup" user={makeUser('amcadmin')} />, {
    route: '/funds-setup/plan-details',
    mount: '/funds-setup',
    state: STATE,
  });
}

/** The details as [label, value] pairs, in the order shown. */
async function shownLines(): Promise<[string, string][]> {
  const list = await screen.findByLabelText('Plan Details', { selector: 'dl' });
  return [...list.querySelectorAll('dt')].map((dt) => [
    dt.textContent ?? '',
    dt.nextElementSibling?.textContent ?? '',
  ]);
}

beforeEach(() => {
  access.mockReset().mockResolvedValue({ fundSetupAccess: true });
  load.mockReset().mockResolvedValue(planDetails());
});

it("shows every field in the specification's order, readable", async () => {
  renderDetails();
  const lines = await shownLines();
  const labels = lines.map(([label]) => label);
  // doc 3 §2.7 "Plan details screen", in its order (the newer plan fields sit between).
  const specOrder = [
    'Series Number',
    'Series Name',
    'Scheme Nature',
    'Scheme Category',
    'Country',
    'Currency',
    'Scheme Start Date',
    'Lock in Period (years)',
    'Lock in Extension (years)',
    'Face Value',
    'Premium %',
    'No of Units',
    'Group Investment No of Units',
    'Lowered Units',
    'Fund Address 1',
    'Fund Address 2',
    'Fund Address 3',
    'Setup Fee Type',
    'Setup Fee',
    'Custodian',
    'Investment Manager Name',
    'Trustee Name',
    'Operating Expenses Applicable',
    'Operating Expense Type',
    'Operating Expenses',
    'Hurdle Rate Applicable',
    'Hurdle Rate',
    'Additional Return Applicable',
    'Additional Return',
    'T&C Link',
    'Drawdown Date',
    'Direct',
    'Applicable Distributor(s)',
  ];
  expect(labels.filter((l) => specOrder.includes(l))).toEqual(specOrder);
  const value = Object.fromEntries(lines);
  expect(value).toMatchObject({
    'Series Number': 'SERIES-A',
    Currency: 'Indian Rupee (INR)',
    'Scheme Start Date': '01/04/2025',
    'Lock in Period (years)': '3 years',
    'Lock in Extension (years)': '1 year',
    'No of Units': '1,00,000',
    'Fund Address 2': '-',
    'Setup Fee Type': 'Yes',
    'Setup Fee': '2%',
    'Operating Expenses': '0.5%',
    'Hurdle Rate': '10% IRR',
    'Additional Return Applicable': 'No',
    'Additional Return': '-',
    'Drawdown Date': '15/07/2026',
    Direct: 'Yes',
    'Minimum Commitment Amount': '₹ 1,00,00,000.00 (One Crore Rupees Only)',
    'Maximum Commitment Amount': 'No maximum',
  });
  expect(screen.getByRole('link', { name: 'https://fund.example/terms' })).toHaveAttribute(
    'href',
    'https://fund.example/terms',
  );
});

it('shows the applicable distributors as chips of "ARN code or N/A - name (type)"', async () => {
  renderDetails();
  const chips = await screen.findByLabelText('Applicable Distributor(s)');
  expect(within(chips).getByText('ARN-100001 - Deepak Sharma (Individual)')).toBeInTheDocument();
  expect(within(chips).getByText('N/A - Wealth Partners Ltd (Company)')).toBeInTheDocument();
});

it('shows a dash when no distributor offers the plan', async () => {
  load.mockResolvedValue(
    planDetails({
      isApplicableForDistributor: false,
      distributorDetails: { distributorIds: [], distributors: [] },
    }),
  );
  renderDetails();
  expect(Object.fromEntries(await shownLines())['Applicable Distributor(s)']).toBe('-');
});

it('leaves out the setup fee, hurdle rate and additional return of an msar plan', async () => {
  load.mockResolvedValue(
    planDetails({
      scheme: { id: 'fund-1', schemeName: 'Overseas Fund', fundType: 'msar', isActive: true },
      setupFeeType: null,
      setupFee: 0,
      isoperatingExpensesApplicable: 'no',
      operatingExpensesType: null,
      operatingExpenses: null,
      currency: 'usd',
    }),
  );
  renderDetails();
  const labels = (await shownLines()).map(([label]) => label);
  for (const hidden of [
    'Setup Fee Type',
    'Setup Fee',
    'Hurdle Rate Applicable',
    'Hurdle Rate',
    'Additional Return Applicable',
    'Additional Return',
    'Operating Expense Type',
  ])
    expect(labels).not.toContain(hidden);
  expect(labels).toContain('Operating Expenses Applicable');
  expect(Object.fromEntries(await shownLines()).Currency).toBe('US Dollar (USD)');
});

it('opens the plan form from the edit icon with the same ids', async () => {
  const user = userEvent.setup();
  renderDetails();
  await user.click(await screen.findByRole('button', { name: 'Edit Plan' }));
  expect(currentPath()).toBe('/funds-setup/edit-plan');
  expect(currentState()).toEqual(STATE);
});

it('has no edit icon without fund-setup access', async () => {
  access.mockResolvedValue({ fundSetupAccess: false });
  renderDetails();
  await shownLines();
  await act(() => access.mock.results[0]!.value as Promise<unknown>);
  expect(screen.queryByRole('button', { name: 'Edit Plan' })).not.toBeInTheDocument();
});
