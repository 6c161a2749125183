import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import { AppProvider } from './AppProvider';
import { requestAppHosts, resetAppHostsRequest } from './useHostsDemand';
import { getGlobalErrorStore, showGlobalError } from '../GlobalErrorDialog/globalErrorStore';

// The hosts' chunk, replaced by a marker: the test is about when AppProvider mounts it.
jest.mock('./Hosts', () => ({
  __esModule: true,
  default: function Hosts({ onReady }: { onReady: () => void }) {
    React.useEffect(onReady, [onReady]);
    return <span data-testid="hosts" />;
  },
}));

afterEach(() => {
  resetAppHostsRequest();
  act(() => getGlobalErrorStore().setState({ message: null, queue: [] }));
});

it('mounts the hosts at once by default', async () => {
  render(<AppProvider />);
  expect(await screen.findByTestId('hosts')).toBeInTheDocument();
});

it('on demand, mounts them only when the page asks for them', async () => {
  render(<AppProvider hostsOnDemand />);
  // Give a wrongly eager load every chance to show up.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByTestId('hosts')).not.toBeInTheDocument();
  act(() => requestAppHosts());
  expect(await screen.findByTestId('hosts')).toBeInTheDocument();
});

it('on demand, mounts them when asked before the provider rendered', async () => {
  requestAppHosts();
  render(<AppProvider hostsOnDemand />);
  expect(await screen.findByTestId('hosts')).toBeInTheDocument();
});

it('on demand, mounts them for a global error', async () => {
  render(<AppProvider hostsOnDemand />);
  act(() => showGlobalError('Session expired'));
  expect(await screen.findByTestId('hosts')).toBeInTheDocument();
});
