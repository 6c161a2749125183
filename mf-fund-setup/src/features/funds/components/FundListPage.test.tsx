import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@aif/api-client';
import { FUND_ACCESS_INFO, FUND_API_MESSAGES, accessToggleConfirmation } from '@aif/contracts';
import { getFundList, getFundSetupAccess, setFundAccess } from '../../../api/funds';
import {
  currentPath,
  currentState,
  expectCellsLabelledByHeaders,
  fundRow,
  makeUser,
  renderAt,
} from '../../../testing/render';
import { FundsSetupRoutes } from '../FundsSetupRoutes';

jest.mock('../../../api/funds');
const list = jest.mocked(getFundList);
const access = jest.mocked(getFundSetupAccess);
const toggle = jest.mocked(setFundAccess);

function renderList() {
  return renderAt(<FundsSetupRoutes path="/funds-setup" user={makeUser('amcadmin')} />, {
    route: '/funds-setup/fund-list',
    mount: '/funds-setup',
  });
}
const table = () => screen.findByRole('table', { name: 'Funds' });
const row = (grid: HTMLElement, name: string) =>
  within(grid)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(name))!;

beforeEach(() => {
  list.mockReset().mockResolvedValue({
    funds: [
      fundRow(),
      fundRow({
        id: 'fund-2',
        schemeCode: 'MSAR1',
        schemeName: 'Overseas Fund',
        amcCode: null,
        fundType: 'msar',
        planCount: 1,
        isActive: false,
        investmentManagerName: null,
        trusteeName: null,
      }),
    ],
  });
  access.mockReset().mockResolvedValue({ fundSetupAccess: true });
  toggle.mockReset();
});

it('lists each fund with its codes, first plan signers, access and "N Plan(s)"', async () => {
  renderList();
  const grid = await table();
  expect(screen.getByRole('heading', { level: 1, name: 'Funds Setup' })).toBeInTheDocument();
  expect(
    within(grid)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual([
    'Scheme Name',
    'AIF/AMC Code',
    'Scheme Code',
    'Investment Manager Name',
    'Trustee Name',
    'Access',
    'View Plans',
  ]);
  const first = row(grid, 'Demo Growth Fund I');
  expect(
    within(first)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(['Demo Growth Fund I', 'AMC01', 'DGF1', 'Anil Kumar', 'Sunita Rao', '', '2 Plans']);
  const second = row(grid, 'Overseas Fund');
  expect(within(second).getByRole('link', { name: '1 Plan' })).toBeInTheDocument();
  expect(within(second).getAllByText('N/A')).toHaveLength(3);
  expect(within(first).getByRole('switch', { name: 'Access for Demo Growth Fund I' })).toBeChecked();
  expect(within(second).getByRole('switch', { name: 'Access for Overseas Fund' })).not.toBeChecked();
  expectCellsLabelledByHeaders(grid);
});

it('opens the fund details and the plans with the ids in the navigation state', async () => {
  const user = userEvent.setup();
  renderList();
  const grid = await table();
  await user.click(within(grid).getByRole('link', { name: '1 Plan' }));
  expect(currentPath()).toBe('/funds-setup/view-plans');
  expect(currentState()).toEqual({ fundId: 'fund-2', fundType: 'msar' });
});

it('opens a fund from its name', async () => {
  const user = userEvent.setup();
  renderList();
  await user.click(within(await table()).getByRole('link', { name: 'Demo Growth Fund I' }));
  expect(currentPath()).toBe('/funds-setup/fund-details');
  expect(currentState()).toEqual({ fundId: 'fund-1' });
});

it('shows the access info pop-up beside the Access header', async () => {
  const user = userEvent.setup();
  renderList();
  const grid = await table();
  const header = within(grid).getByRole('columnheader', { name: /Access/ });
  await user.click(within(header).getByRole('button', { name: 'About access' }));
  expect(await screen.findByText(FUND_ACCESS_INFO.fund)).toBeInTheDocument();
});

it('asks before disabling a fund and shows the stored state from the answer', async () => {
  const user = userEvent.setup();
  toggle.mockResolvedValue({ message: FUND_API_MESSAGES.accessChanged, id: 'fund-1', isActive: false });
  renderList();
  const grid = await table();
  const sw = within(grid).getByRole('switch', { name: 'Access for Demo Growth Fund I' });
  await user.click(sw);
  const dialog = await screen.findByRole('alertdialog', { hidden: true });
  expect(within(dialog).getByText(accessToggleConfirmation('fund', false))).toBeInTheDocument();
  // Nothing changes until the answer is Yes.
  expect(sw).toBeChecked();
  expect(toggle).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Yes', hidden: true }));
  expect(toggle).toHaveBeenCalledWith('fund-1', false);
  await waitFor(() => expect(sw).not.toBeChecked());
  expect(await screen.findByText(FUND_API_MESSAGES.accessChanged)).toBeInTheDocument();
  // The row was refreshed from the answer, not reloaded.
  expect(list).toHaveBeenCalledTimes(1);
});

it('asks "enable" for an inactive fund, and No changes nothing', async () => {
  const user = userEvent.setup();
  renderList();
  const grid = await table();
  const sw = within(grid).getByRole('switch', { name: 'Access for Overseas Fund' });
  await user.click(sw);
  const dialog = await screen.findByRole('alertdialog', { hidden: true });
  expect(within(dialog).getByText(accessToggleConfirmation('fund', true))).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'No', hidden: true }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
  expect(toggle).not.toHaveBeenCalled();
  expect(sw).not.toBeChecked();
});

it("shows the server's refusal and leaves the switch as it was", async () => {
  const user = userEvent.setup();
  toggle.mockRejectedValue(
    new ApiError({ code: 'HTTP_ERROR', status: 409, message: FUND_API_MESSAGES.lastActiveFund }),
  );
  renderList();
  const grid = await table();
  const sw = within(grid).getByRole('switch', { name: 'Access for Demo Growth Fund I' });
  await user.click(sw);
  const dialog = await screen.findByRole('alertdialog', { hidden: true });
  await user.click(within(dialog).getByRole('button', { name: 'Yes', hidden: true }));
  expect(await screen.findByText(FUND_API_MESSAGES.lastActiveFund)).toBeInTheDocument();
  expect(sw).toBeChecked();
});

it('offers Add Funds with fund-setup access', async () => {
  const user = userEvent.setup();
  renderList();
  await table();
  await user.click(await screen.findByRole('button', { name: 'Add Funds' }));
  expect(currentPath()).toBe('/funds-setup/add-fund');
});

it('is read-only without fund-setup access: no Add Funds, toggles disabled', async () => {
  access.mockResolvedValue({ fundSetupAccess: false });
  renderList();
  const grid = await table();
  // The answer has come (the switches are disabled before it too).
  await act(() => access.mock.results[0]!.value as Promise<unknown>);
  for (const sw of within(grid).getAllByRole('switch')) expect(sw).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Add Funds' })).not.toBeInTheDocument();
});

it('says "No data found" when there is no fund', async () => {
  list.mockResolvedValue({ funds: [] });
  renderList();
  expect(await screen.findByText('No data found')).toBeInTheDocument();
});
