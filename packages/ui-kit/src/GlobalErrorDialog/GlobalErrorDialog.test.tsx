import * as React from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@fluentui/react-components';
import { renderWithTheme } from '../testing/render';
import { GlobalErrorDialog } from './GlobalErrorDialog';
import type * as storeModule from './globalErrorStore';
import { GLOBAL_ERROR_KEY, getGlobalErrorStore, showGlobalError, useGlobalError } from './globalErrorStore';

type StoreModule = typeof storeModule;

afterEach(() => {
  act(() => getGlobalErrorStore().setState({ message: null, queue: [] }));
});

it('shows the message and OK clears it', async () => {
  const user = userEvent.setup();
  renderWithTheme(<GlobalErrorDialog />);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

  act(() => showGlobalError('This Number is Whitelisted'));
  const dialog = await screen.findByRole('alertdialog', { name: 'This Number is Whitelisted' });
  expect(dialog).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(getGlobalErrorStore().getState().message).toBeNull();
});

it('shows queued messages one after another', async () => {
  const user = userEvent.setup();
  renderWithTheme(<GlobalErrorDialog />);
  act(() => {
    showGlobalError('first');
    showGlobalError('second');
  });
  await screen.findByRole('alertdialog', { name: 'first' });
  await user.click(screen.getByRole('button', { name: 'OK' }));
  await screen.findByRole('alertdialog', { name: 'second' });
});

it('useGlobalError exposes the message and show/clear', async () => {
  const user = userEvent.setup();
  function Probe(): React.JSX.Element {
    const { message, show, clear } = useGlobalError();
    return (
      <>
        <output>{message ?? 'none'}</output>
        <Button onClick={() => show('Unable to verify the details please contact admin')}>show</Button>
        <Button onClick={clear}>clear</Button>
      </>
    );
  }
  renderWithTheme(<Probe />);
  expect(screen.getByRole('status')).toHaveTextContent('none');
  await user.click(screen.getByRole('button', { name: 'show' }));
  expect(screen.getByRole('status')).toHaveTextContent('Unable to verify the details please contact admin');
  await user.click(screen.getByRole('button', { name: 'clear' }));
  expect(screen.getByRole('status')).toHaveTextContent('none');
});

it('keeps one store on window, shared by every bundled copy of ui-kit', async () => {
  renderWithTheme(<GlobalErrorDialog />);
  expect(window[GLOBAL_ERROR_KEY]).toBe(getGlobalErrorStore());
  // A second copy of the module (another micro-frontend's bundle) finds the same store.
  let otherCopy: StoreModule | undefined;
  jest.isolateModules(() => {
    otherCopy = jest.requireActual<StoreModule>('./globalErrorStore');
  });
  expect(otherCopy?.getGlobalErrorStore()).toBe(getGlobalErrorStore());
  act(() => otherCopy?.showGlobalError('Raised by a remote'));
  expect(await screen.findByRole('alertdialog', { name: 'Raised by a remote' })).toBeInTheDocument();
});
