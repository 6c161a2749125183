import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FUND_API_MESSAGES } from '@aif/contracts';
import { getFundSetupAccess, getScheme, updateScheme } from '../../../api/funds';
import { currentPath, currentState, makeUser, renderAt, schemeDetails } from '../../../testing/render';
import { FundsSetupRoutes } from '../FundsSetupRoutes';

jest.mock('../../../api/funds');
const access = jest.mocked(getFundSetupAccess);
const load = jest.mocked(getScheme);
const update = jest.mocked(updateScheme);

function renderPage(page: 'fund-details' | 'edit-fund') {
  return renderAt(<FundsSetupRoutes path="/funds-setup" user={makeUser('amcadmin')} />, {
    route: `/funds-setup/${page}`,
    mount: '/funds-setup',
    state: { fundId: 'fund-1' },
  });
}
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

beforeEach(() => {
  access.mockReset().mockResolvedValue({ fundSetupAccess: true });
  load.mockReset().mockResolvedValue(schemeDetails());
  update.mockReset().mockResolvedValue({ message: FUND_API_MESSAGES.fundSaved, id: 'fund-1' });
});

describe('fund details', () => {
  it('shows the scheme fields read-only and links to its plans', async () => {
    const user = userEvent.setup();
    renderPage('fund-details');
    const list = await screen.findByLabelText('Fund Details', { selector: 'dl' });
    const lines = Object.fromEntries(
      [...list.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(lines).toMatchObject({
      'Scheme Code': 'DGF1',
      'Fund Category': 'Category II',
      'Fund Type': 'Domestic',
      'AIF/AMC Code': 'AMC01',
      'IFSC Code': 'HDFC0000060',
      'Grievance Email ID': 'grievance@fund.example',
      Access: 'Active',
    });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'View Plans (2 Plans)' }));
    expect(currentPath()).toBe('/funds-setup/view-plans');
    expect(currentState()).toEqual({ fundId: 'fund-1', fundType: 'domestic' });
  });

  it('opens the edit form from the edit icon', async () => {
    const user = userEvent.setup();
    renderPage('fund-details');
    await user.click(await screen.findByRole('button', { name: 'Edit Fund' }));
    expect(currentPath()).toBe('/funds-setup/edit-fund');
    expect(currentState()).toEqual({ fundId: 'fund-1' });
  });

  it('has no edit icon without fund-setup access', async () => {
    access.mockResolvedValue({ fundSetupAccess: false });
    renderPage('fund-details');
    await screen.findByLabelText('Fund Details', { selector: 'dl' });
    await act(() => access.mock.results[0]!.value as Promise<unknown>);
    expect(screen.queryByRole('button', { name: 'Edit Fund' })).not.toBeInTheDocument();
  });
});

describe('edit fund', () => {
  it('saves the scheme fields only, the fund type fixed, and shows the fund', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage('edit-fund');
    const name = await screen.findByRole('textbox', { name: /^Scheme Name/ });
    // The fund type is shown, not offered.
    expect(screen.queryByRole('combobox', { name: /^Fund Type/ })).not.toBeInTheDocument();
    expect(field('Fund Type')).toHaveValue('Domestic');
    await user.clear(name);
    await user.type(name, 'Demo Growth Fund One');
    await user.clear(field('IFSC Code'));
    await user.type(field('IFSC Code'), 'icic0000104');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const [id, body] = update.mock.calls[0]!;
    expect(id).toBe('fund-1');
    expect(body).toEqual({
      schemeCode: 'DGF1',
      schemeName: 'Demo Growth Fund One',
      amcCode: 'AMC01',
      fundCategory: 'category_ii',
      fundType: 'domestic',
      bankName: 'HDFC Bank',
      bankBranch: 'Fort, Mumbai',
      ifscCode: 'ICIC0000104',
      bankAccountNumber: '50100012345678',
      grievanceEmail: 'grievance@fund.example',
    });
    await waitFor(() => expect(currentPath()).toBe('/funds-setup/fund-details'));
    expect(currentState()).toEqual({ fundId: 'fund-1' });
  });

  it('checks the fields before saving', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage('edit-fund');
    await user.clear(await screen.findByRole('textbox', { name: /^Scheme Name/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Scheme Name is required')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('hides Save without fund-setup access', async () => {
    access.mockResolvedValue({ fundSetupAccess: false });
    renderPage('edit-fund');
    expect(await screen.findByText(FUND_API_MESSAGES.noAccess)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
