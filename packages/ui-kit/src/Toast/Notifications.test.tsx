import * as React from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from '@fluentui/react-components';
import { AppProvider } from '../AppProvider/AppProvider';
import { HEADER_HEIGHT_PX, useNotify } from './Notifications';

function Buttons(): React.JSX.Element {
  const notify = useNotify();
  return (
    <>
      <Button onClick={() => notify.success('Email sent successfully')}>success</Button>
      <Button onClick={() => notify.error('Penny drop verification failed')}>error</Button>
      <Button onClick={() => notify.info('RM Updated Successfully')}>info</Button>
    </>
  );
}

function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

// Each toast is a list item named by its title (the same text is also announced in a live region).
const toast = (name: string) => screen.queryByRole('listitem', { name });

/**
 * Fluent runs a toast's timeout as a CSS animation of that duration on a timer element and dismisses the
 * toast on its `animationend`; jsdom runs no CSS animations, so the test reads the duration and ends it.
 */
function timerOf(name: string): HTMLElement {
  const timer = toast(name)?.querySelector<HTMLElement>('[data-timer-status]');
  if (!timer) throw new Error(`no timer for ${name}`);
  return timer;
}

function expire(name: string) {
  act(() => {
    fireEvent.animationEnd(timerOf(name));
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

it('shows a toast for 3000 ms', async () => {
  render(
    <AppProvider>
      <Buttons />
    </AppProvider>,
  );
  await act(async () => click('success'));
  expect(toast('Email sent successfully')).toBeInTheDocument();
  expect(timerOf('Email sent successfully').style.animationDuration).toBe('3000ms');
  expect(timerOf('Email sent successfully')).toHaveAttribute('data-timer-status', 'running');

  // No script timer removes it early.
  act(() => jest.advanceTimersByTime(2999));
  expect(toast('Email sent successfully')).toBeInTheDocument();

  expire('Email sent successfully');
  act(() => jest.runOnlyPendingTimers());
  await waitFor(() => expect(toast('Email sent successfully')).not.toBeInTheDocument());
});

it('shows at most two toasts at once; the third waits for a free place', async () => {
  render(
    <AppProvider>
      <Buttons />
    </AppProvider>,
  );
  act(() => {
    click('success');
    click('error');
    click('info');
  });
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  expect(toast('Email sent successfully')).toBeInTheDocument();
  expect(toast('Penny drop verification failed')).toBeInTheDocument();
  expect(toast('RM Updated Successfully')).not.toBeInTheDocument();

  expire('Email sent successfully');
  act(() => jest.runOnlyPendingTimers());
  await waitFor(() => expect(toast('RM Updated Successfully')).toBeInTheDocument());
  expect(toast('Email sent successfully')).not.toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});

it('a remote outside the provider reaches the shell toaster through the shared toaster id', async () => {
  const remoteRoot = document.createElement('div');
  document.body.appendChild(remoteRoot);
  render(<AppProvider />);
  // Rendered in a separate React root, as a remote mounted by the shell would be.
  render(<Buttons />, { container: remoteRoot });
  await act(async () => click('info'));
  expect(toast('RM Updated Successfully')).toBeInTheDocument();
});

it('places toasts below the header, clear of the user name and Logout', async () => {
  render(
    <AppProvider>
      <Buttons />
    </AppProvider>,
  );
  await act(async () => click('success'));
  const host = toast('Email sent successfully')?.closest<HTMLElement>('[data-toaster-position]');
  expect(host).toBeTruthy();
  expect(parseInt(host?.style.top ?? '0', 10)).toBeGreaterThanOrEqual(HEADER_HEIGHT_PX);
});

it('a success and an error look different: intent mark, colour and icon', async () => {
  render(
    <AppProvider>
      <Buttons />
    </AppProvider>,
  );
  act(() => {
    click('success');
    click('error');
  });
  const ok = toast('Email sent successfully');
  const failed = toast('Penny drop verification failed');
  expect(ok?.querySelector('[data-intent="success"]')).toBeTruthy();
  expect(failed?.querySelector('[data-intent="error"]')).toBeTruthy();
  // Each carries its own icon and a class of its own (the intent's colours).
  expect(ok?.querySelector('svg')).toBeTruthy();
  expect(failed?.querySelector('svg')).toBeTruthy();
  const okBox = ok?.querySelector<HTMLElement>('[data-intent]');
  const failedBox = failed?.querySelector<HTMLElement>('[data-intent]');
  expect(okBox?.className).not.toBe(failedBox?.className);
});

it('a success clears an error still shown or waiting, so a stale error never shows beside it', async () => {
  render(
    <AppProvider>
      <Buttons />
    </AppProvider>,
  );
  await act(async () => click('error'));
  expect(toast('Penny drop verification failed')).toBeInTheDocument();
  await act(async () => click('success'));
  act(() => jest.runOnlyPendingTimers());
  await waitFor(() => expect(toast('Penny drop verification failed')).not.toBeInTheDocument());
  expect(toast('Email sent successfully')).toBeInTheDocument();
});

it('a waiting error is dropped by a later success too', async () => {
  render(
    <AppProvider>
      <Buttons />
    </AppProvider>,
  );
  act(() => {
    click('info');
    click('info');
    click('error');
  });
  await act(async () => click('success'));
  act(() => jest.runOnlyPendingTimers());
  await waitFor(() => expect(toast('Email sent successfully')).toBeInTheDocument());
  // Let everything else run out: the queued error must never appear.
  for (const el of screen.queryAllByRole('listitem')) {
    const timer = el.querySelector<HTMLElement>('[data-timer-status]');
    if (timer) act(() => void fireEvent.animationEnd(timer));
  }
  act(() => jest.runOnlyPendingTimers());
  expect(toast('Penny drop verification failed')).not.toBeInTheDocument();
});
