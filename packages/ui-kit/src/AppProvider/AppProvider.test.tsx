import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import { Button, tokens } from '@fluentui/react-components';
import { AppProvider } from './AppProvider';
import { useNotify } from '../Toast/Notifications';
import { aifBrand, aifTheme } from '../theme/aifTheme';
import { getGlobalErrorStore, showGlobalError } from '../GlobalErrorDialog/globalErrorStore';
import { keepAllStyleRules } from '../testing/style-rules';

// A test here reads the height rules of Fluent's styles.
keepAllStyleRules();

afterEach(() => {
  act(() => getGlobalErrorStore().setState({ message: null, queue: [] }));
});

it('renders its children with the AIF theme', () => {
  render(
    <AppProvider>
      <Button appearance="primary">Save Application</Button>
    </AppProvider>,
  );
  expect(screen.getByRole('button', { name: 'Save Application' })).toBeInTheDocument();
  expect(aifTheme.colorBrandBackground).toBe(aifBrand[80]);
  expect(tokens.colorBrandBackground).toBe('var(--colorBrandBackground)');
});

it('hosts the global error dialog once, even when nested', async () => {
  render(
    <AppProvider>
      <AppProvider>
        <p>remote content</p>
      </AppProvider>
    </AppProvider>,
  );
  act(() => showGlobalError('Session message'));
  expect(await screen.findAllByRole('alertdialog', { name: 'Session message' })).toHaveLength(1);
});

it('does not host twice when another copy of ui-kit wraps a remote inside the shell', async () => {
  render(
    <AppProvider>
      <div data-testid="mount-point" />
    </AppProvider>,
  );
  // The remote renders in its own React root inside the shell's DOM, so no context reaches it.
  const remoteRoot = screen.getByTestId('mount-point');
  render(
    <AppProvider>
      <p>remote content</p>
    </AppProvider>,
    { container: remoteRoot },
  );
  act(() => showGlobalError('Raised once'));
  expect(await screen.findAllByRole('alertdialog', { name: 'Raised once' })).toHaveLength(1);
});

it('an inner provider hosts when the outer one does not', async () => {
  render(
    <AppProvider hosts={false}>
      <AppProvider>
        <p>content</p>
      </AppProvider>
    </AppProvider>,
  );
  act(() => showGlobalError('Inner host'));
  expect(await screen.findAllByRole('alertdialog', { name: 'Inner host' })).toHaveLength(1);
});

it('can leave the hosts out', () => {
  render(<AppProvider hosts={false} />);
  act(() => showGlobalError('Nobody listens'));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('keeps the page styles off portals, so a dialog does not paint over the page', async () => {
  render(
    <AppProvider>
      <p>page content</p>
    </AppProvider>,
  );
  const page = screen.getByText('page content').parentElement!;
  // Griffel's classes are atomic: keep those the page has and the provider itself does not (background, height).
  const providerClasses = page.parentElement!.className.split(/\s+/);
  const pageClasses = page.className.split(/\s+/).filter((c) => c && !providerClasses.includes(c));
  act(() => showGlobalError('Over the page'));
  const dialog = await screen.findByRole('alertdialog', { name: 'Over the page' });
  const portal = dialog.closest('[data-portal-node]');
  expect(portal).not.toBeNull();
  const portalClasses = portal!.className.split(/\s+/);
  expect(pageClasses.length).toBeGreaterThan(0);
  for (const c of pageClasses) expect(portalClasses).not.toContain(c);
  // The page content is still on the page, outside the portal.
  expect(screen.getByText('page content')).toBeVisible();
});

it('keeps the page height off portals: a toast does not lay a full-height layer over the page', async () => {
  function Raise() {
    const notify = useNotify();
    return <Button onClick={() => notify.success('Saved successfully')}>Raise</Button>;
  }
  render(
    <AppProvider>
      <Raise />
    </AppProvider>,
  );
  act(() => screen.getByRole('button', { name: 'Raise' }).click());
  const toast = await screen.findByText('Saved successfully');
  // Fluent's portal node is absolutely placed at the top of the page, with the provider's background.
  const portal = toast.closest<HTMLElement>('[data-portal-node]')!;
  expect(portal).not.toBeNull();
  const heightClasses = new Set<string>();
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      const match =
        rule instanceof CSSStyleRule && rule.style.height ? /^\.([\w-]+)$/.exec(rule.selectorText) : null;
      if (match) heightClasses.add(match[1]!);
    }
  }
  expect(heightClasses.size).toBeGreaterThan(0);
  expect(portal.className.split(/\s+/).filter((c) => heightClasses.has(c))).toEqual([]);
  expect(portal.style.height).toBe('');
});

it('replays the toasts raised before its hosts have loaded, in order', async () => {
  function Raise() {
    const notify = useNotify();
    return (
      <Button
        onClick={() => {
          notify.info('A note');
          notify.error('A failure');
          // A success dismisses the errors before it: only when replayed after them.
          notify.success('Then a success');
        }}
      >
        Raise three
      </Button>
    );
  }
  render(
    <AppProvider hostsOnDemand>
      <Raise />
    </AppProvider>,
  );
  // Nothing hosted before the first toast: the toaster's code is loaded on demand.
  expect(document.querySelector('[data-portal-node]')).toBeNull();
  act(() => screen.getByRole('button', { name: 'Raise three' }).click());
  // Each toast is a list item named by its title (the live region repeats the text).
  expect(await screen.findByRole('listitem', { name: 'Then a success' })).toBeInTheDocument();
  expect(screen.queryByRole('listitem', { name: 'A failure' })).not.toBeInTheDocument();
  expect(screen.queryByRole('listitem', { name: 'A note' })).not.toBeInTheDocument();
});
