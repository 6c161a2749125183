import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FUND_ACCESS_INFO, FUND_API_MESSAGES, accessToggleConfirmation } from '@aif/contracts';
import { getFundSetupAccess, getScheme, setPlanAccess } from '../../../api/funds';
import {
  currentPath,
  currentState,
  expectCellsLabelledByHeaders,
  makeUser,
  planRow,
  renderAt,
  schemeDetails,
} from '../../../testing/render';
import { FundsSetupRoutes } from '../FundsSetupRoutes';

jest.mock('../../../api/funds');
const access = jest.mocked(getFundSetupAccess);
const load = jest.mocked(getScheme);
const toggle = jest.mocked(setPlanAccess);

function renderPlans() {
  return renderAt(<FundsSetupRoutes path="/funds-setup" user={makeUser('amcadmin')} />, {
    route: '/funds-setup/view-plans',
    mount: '/funds-setup',
    state: { fundId: 'fund-1', fundType: 'domestic' },
  });
}
const table = () => screen.findByRole('table', { name: 'Plans' });

beforeEach(() => {
  access.mockReset().mockResolvedValue({ fundSetupAccess: true });
  load.mockReset().mockResolvedValue(
    schemeDetails({
      plans: [
        planRow(),
        planRow({
          id: 'plan-2',
          planCode: 'SERIES-B',
          planDescription: 'Series B',
          currency: 'usd',
          setupFeeType: 'other',
          setupFee: 0,
          minCommitmentAmount: 150_000,
          isActive: false,
        }),
      ],
    }),
  );
  toggle.mockReset();
});

it('lists the series with the setup fee percentage and the minimum commitment in words in its currency', async () => {
  renderPlans();
  const grid = await table();
  expect(load).toHaveBeenCalledWith('fund-1', expect.anything());
  expect(
    within(grid)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Series Number', 'Series Name', 'Setup Fees Percentage', 'Minimum Commitment Amount', 'Access']);
  const [, first, second] = within(grid).getAllByRole('row');
  expect(
    within(first!)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(['SERIES-A', 'Series A', '2%', '₹ 1,00,00,000.00One Crore Rupees Only', '']);
  expect(
    within(second!)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(['SERIES-B', 'Series B', 'N/A', '$ 150,000.00One Hundred Fifty Thousand Dollars Only', '']);
  expectCellsLabelledByHeaders(grid);
  expect(screen.getByRole('link', { name: 'Demo Growth Fund I' })).toBeInTheDocument();
});

it('opens a plan from its series number with the plan, fund and fund type', async () => {
  const user = userEvent.setup();
  renderPlans();
  await user.click(within(await table()).getByRole('link', { name: 'SERIES-B' }));
  expect(currentPath()).toBe('/funds-setup/plan-details');
  expect(currentState()).toEqual({ PlanId: 'plan-2', fundId: 'fund-1', fundType: 'domestic' });
});

it('asks before enabling a plan and takes the answer', async () => {
  const user = userEvent.setup();
  toggle.mockResolvedValue({ message: FUND_API_MESSAGES.accessChanged, id: 'plan-2', isActive: true });
  renderPlans();
  const grid = await table();
  const header = within(grid).getByRole('columnheader', { name: /Access/ });
  await user.click(within(header).getByRole('button', { name: 'About access' }));
  expect(await screen.findByText(FUND_ACCESS_INFO.plan)).toBeInTheDocument();

  const sw = within(grid).getByRole('switch', { name: 'Access for Series B' });
  await user.click(sw);
  const dialog = await screen.findByRole('alertdialog', { hidden: true });
  expect(within(dialog).getByText(accessToggleConfirmation('plan', true))).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Yes', hidden: true }));
  expect(toggle).toHaveBeenCalledWith('plan-2', true);
  await waitFor(() => expect(sw).toBeChecked());
});

it('offers Add Plan with the fund and its type', async () => {
  const user = userEvent.setup();
  renderPlans();
  await table();
  await user.click(await screen.findByRole('button', { name: 'Add Plan' }));
  expect(currentPath()).toBe('/funds-setup/add-plan');
  expect(currentState()).toEqual({ fundId: 'fund-1', fundType: 'domestic' });
});

it('is read-only without fund-setup access', async () => {
  access.mockResolvedValue({ fundSetupAccess: false });
  renderPlans();
  const grid = await table();
  await act(() => access.mock.results[0]!.value as Promise<unknown>);
  for (const sw of within(grid).getAllByRole('switch')) expect(sw).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Add Plan' })).not.toBeInTheDocument();
});
