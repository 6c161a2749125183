import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '@aif/api-client';
import type { RemoteName } from '@aif/contracts';
import type { RemoteAppProps } from '@aif/ui-kit';
import { useSession } from '../../../stores/session';
import { renderAt } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { RemoteLoadError } from '../lib/errors';
import { loadRemoteApp, takePreloadedRemoteApp } from '../lib/registry';
import { resetRemoteComponents } from '../lib/remote-components';
import { RemoteMount } from './RemoteMount';

jest.mock('../lib/registry', () => ({
  ...jest.requireActual('../lib/registry'),
  loadRemoteApp: jest.fn(),
  takePreloadedRemoteApp: jest.fn(),
}));
const load = jest.mocked(loadRemoteApp);
const preloaded = jest.mocked(takePreloadedRemoteApp);

const MESSAGE = 'This area is unavailable right now. Please try again.';

function ReportsApp({ path, user }: RemoteAppProps) {
  return <h1>{`Reports for ${user?.name ?? 'visitor'} at ${path}`}</h1>;
}

beforeEach(() => {
  load.mockReset();
  preloaded.mockReset();
  resetRemoteComponents();
  useSession.setState({ user: makeUser('amcadmin', { name: 'Priya' }), status: 'ready' });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.mocked(console.error).mockRestore());

it('loads the remote for its route and passes path and user', async () => {
  load.mockResolvedValue({ default: ReportsApp });
  renderAt(<RemoteMount remote="mf_reports" path="/reports" />, { route: '/reports' });
  expect(await screen.findByRole('heading', { name: 'Reports for Priya at /reports' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mf_reports', { sessionKey: 'amcadmin:user-amcadmin', attempt: 0 });
});

it('shows an area preloaded at start-up without loading it again', async () => {
  preloaded.mockReturnValueOnce(Promise.resolve({ default: ReportsApp }));
  renderAt(<RemoteMount remote="mf_reports" path="/reports" />, { route: '/reports' });
  expect(await screen.findByRole('heading', { name: 'Reports for Priya at /reports' })).toBeInTheDocument();
  expect(preloaded).toHaveBeenCalledWith('mf_reports', 'amcadmin:user-amcadmin');
  expect(load).not.toHaveBeenCalled();
});

it('shows a preload that failed as the message and Retry, and Retry loads the area afresh', async () => {
  const failed = Promise.reject(
    new RemoteLoadError('REMOTE_UNAVAILABLE', { remote: 'mf_reports', requestId: 'mf_reports/App' }),
  );
  failed.catch(() => undefined);
  preloaded.mockReturnValueOnce(failed);
  load.mockResolvedValueOnce({ default: ReportsApp });
  renderAt(<RemoteMount remote="mf_reports" path="/reports" />, { route: '/reports' });
  expect(await screen.findByText(MESSAGE)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Reports for Priya at /reports' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledWith('mf_reports', { sessionKey: 'amcadmin:user-amcadmin', attempt: 1 });
});

it('shows the message and Retry when the remote cannot be loaded, and Retry loads it again', async () => {
  load
    .mockRejectedValueOnce(
      new RemoteLoadError('REMOTE_UNAVAILABLE', { remote: 'mf_reports', requestId: 'mf_reports/App' }),
    )
    .mockResolvedValueOnce({ default: ReportsApp });
  renderAt(<RemoteMount remote="mf_reports" path="/reports" />, { route: '/reports' });

  expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
  expect(screen.getByText(/REMOTE_UNAVAILABLE \(mf_reports\)/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Reports for Priya at /reports' })).toBeInTheDocument();
  expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  expect(load).toHaveBeenLastCalledWith('mf_reports', { sessionKey: 'amcadmin:user-amcadmin', attempt: 1 });
});

it('keeps offering Retry while the remote stays down', async () => {
  load.mockRejectedValue(new RemoteLoadError('MANIFEST_UNREADABLE', { remote: '*' }));
  renderAt(<RemoteMount remote="mf_reports" path="/reports" />, { route: '/reports' });
  expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(/MANIFEST_UNREADABLE/)).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('catches a remote that crashes while rendering', async () => {
  function Broken(): never {
    throw new Error('boom');
  }
  load.mockResolvedValueOnce({ default: Broken }).mockResolvedValueOnce({ default: ReportsApp });
  renderAt(<RemoteMount remote="mf_reports" path="/reports" />, { route: '/reports' });
  expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Reports for Priya at /reports' })).toBeInTheDocument();
});

it('opens a loaded area at once on the next visit', async () => {
  load.mockResolvedValue({ default: ReportsApp });
  const first = renderAt(<RemoteMount remote="mf_reports" path="/reports" />, { route: '/reports' });
  expect(await screen.findByRole('heading', { name: 'Reports for Priya at /reports' })).toBeInTheDocument();
  first.unmount();
  renderAt(<RemoteMount remote="mf_reports" path="/reports" />, { route: '/reports' });
  expect(await screen.findByRole('heading', { name: 'Reports for Priya at /reports' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('keeps a failed area failed on the next visit until Retry', async () => {
  load
    .mockRejectedValueOnce(new RemoteLoadError('REMOTE_UNAVAILABLE', { remote: 'mf_reports' }))
    .mockResolvedValueOnce({ default: ReportsApp });
  const first = renderAt(<RemoteMount remote="mf_reports" path="/reports" />, { route: '/reports' });
  expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
  first.unmount();
  renderAt(<RemoteMount remote="mf_reports" path="/reports" />, { route: '/reports' });
  expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Reports for Priya at /reports' })).toBeInTheDocument();
});

it("does not carry one area's failure over to the next area", async () => {
  function FundsApp() {
    return <h1>Funds</h1>;
  }
  function Areas() {
    const [area, setArea] = useState<{ remote: RemoteName; path: string }>({
      remote: 'mf_reports',
      path: '/reports',
    });
    return (
      <>
        <button onClick={() => setArea({ remote: 'mf_fund_setup', path: '/funds-setup' })}>
          Funds Setup
        </button>
        <RemoteMount remote={area.remote} path={area.path} />
      </>
    );
  }
  load.mockImplementation(async (remote) => {
    if (remote === 'mf_reports') throw new RemoteLoadError('REMOTE_UNAVAILABLE', { remote });
    return { default: FundsApp };
  });
  renderAt(<Areas />, { route: '/reports' });
  expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Funds Setup' }));
  expect(await screen.findByRole('heading', { name: 'Funds' })).toBeInTheDocument();
  expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
});

it("lets a remote start a session (the investor's OTP): the store, the token and the remote's user change in place", async () => {
  const investor = makeUser('investor', { name: 'Asha' });
  function InvestmentDetailsApp({ user, onSignIn }: RemoteAppProps) {
    return (
      <>
        <h1>{`Investment details for ${user?.name ?? 'visitor'}`}</h1>
        <button onClick={() => onSignIn?.('investor-token', investor)}>Verify</button>
      </>
    );
  }
  useSession.setState({ user: null, tokenKind: null, status: 'ready' });
  load.mockResolvedValue({ default: InvestmentDetailsApp });
  renderAt(<RemoteMount remote="mf_individual_wizard" path="/investment-details" />, {
    route: '/investment-details/REF-1/verify-pan',
  });
  expect(await screen.findByRole('heading', { name: 'Investment details for visitor' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('heading', { name: 'Investment details for Asha' })).toBeInTheDocument();
  expect(useSession.getState()).toMatchObject({ user: investor, tokenKind: 'investor', status: 'ready' });
  expect(tokenStore.getInvestorToken()).toBe('investor-token');
  // The area is loaded again for the new session (the manifest is filtered per caller).
  expect(load).toHaveBeenLastCalledWith('mf_individual_wizard', {
    sessionKey: 'investor:user-investor',
    attempt: 0,
  });
});
