import { screen, waitFor } from '@testing-library/react';
import { getFundList, getFundSetupAccess } from './api/funds';
import { currentPath, fundRow, makeUser, renderAt } from './testing/render';
import App from './App';

jest.mock('./api/funds');
const list = jest.mocked(getFundList);

const user = makeUser('amcadmin');

beforeEach(() => {
  list.mockReset().mockResolvedValue({ funds: [fundRow()] });
  jest.mocked(getFundSetupAccess).mockResolvedValue({ fundSetupAccess: true });
});

function renderApp(url: string, state?: unknown) {
  return renderAt(<App path="/funds-setup" user={user} />, { route: url, mount: '/funds-setup', state });
}

describe('mf_fund_setup/App', () => {
  it('sends /funds-setup to the funds list', async () => {
    renderApp('/funds-setup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Funds Setup' })).toBeInTheDocument();
    expect(currentPath()).toBe('/funds-setup/fund-list');
    expect(await screen.findByRole('link', { name: 'Demo Growth Fund I' })).toBeInTheDocument();
  });

  it.each([
    ['edit-fund', undefined],
    ['fund-details', undefined],
    ['fund-details', { fundId: '' }],
    ['view-plans', { fundId: 'fund-1' }],
    ['add-plan', { fundType: 'domestic' }],
    ['add-plan', { fundId: 'fund-1', fundType: 'other' }],
    ['plan-details', { fundId: 'fund-1', fundType: 'domestic' }],
    ['edit-plan', undefined],
  ])('replaces %s without its ids in the navigation state (%j) with /funds-setup', async (page, state) => {
    renderApp(`/funds-setup/${page}`, state);
    // /funds-setup then goes on to the list.
    await waitFor(() => expect(currentPath()).toBe('/funds-setup/fund-list'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Funds Setup' })).toBeInTheDocument();
  });

  it('sends an unknown page to the funds list', async () => {
    renderApp('/funds-setup/no-such-page');
    await waitFor(() => expect(currentPath()).toBe('/funds-setup/fund-list'));
  });

  it('opens add-fund without any state', async () => {
    renderApp('/funds-setup/add-fund');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Fund' })).toBeInTheDocument();
    expect(currentPath()).toBe('/funds-setup/add-fund');
  });
});
