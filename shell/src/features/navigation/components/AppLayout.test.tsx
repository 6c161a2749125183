import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ROLE_LABELS, SIDE_NAV_WIDTH_PX } from '@aif/contracts';
import { takeLeaveRequests } from '@aif/ui-kit';
import { currentPath, currentState, renderAt } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { AppLayout } from './AppLayout';

function Page() {
  return <h1>{useLocation().pathname}</h1>;
}

function renderLayout(role: Parameters<typeof makeUser>[0], onLogout = jest.fn(), route = '/dashboard') {
  const user = makeUser(role, { name: 'Priya Sharma', flags: { adminSupport: true } });
  renderAt(
    <AppLayout user={user} onLogout={onLogout}>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
    </AppLayout>,
    { route },
  );
  return { user, onLogout };
}

function setNarrow(narrow: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: narrow,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

afterEach(() => setNarrow(false));

it('shows the product, the user with their role label, and Logout', async () => {
  const { onLogout } = renderLayout('rm');
  const header = screen.getByRole('banner');
  expect(within(header).getByText('AIF Investor Onboarding')).toBeInTheDocument();
  expect(within(header).getByText('Priya Sharma')).toBeInTheDocument();
  expect(within(header).getByText(ROLE_LABELS.rm)).toBeInTheDocument();
  await userEvent.click(within(header).getByRole('button', { name: 'Logout' }));
  expect(onLogout).toHaveBeenCalledTimes(1);
});

it('hides Logout from the investor on the edit page and shows it on the details page (doc 1 §6)', () => {
  renderLayout('investor', jest.fn(), '/investment-details/edit-application/bank-details');
  expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
});

it('keeps Logout for the investor outside the edit page', () => {
  renderLayout('investor', jest.fn(), '/investment-details/REF-1/details');
  expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
});

it('keeps Logout for the AIF approver in the edit route', () => {
  renderLayout('amcapprover', jest.fn(), '/investment-details/edit-application/bank-details');
  expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
});

it('links to the profile only for roles that may open it', () => {
  renderLayout('rm');
  expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
});

it('has no profile link for an approver', () => {
  renderLayout('trustee', jest.fn(), '/applications-list');
  expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
});

it('renders the navigation as links with accessible names, 169 px wide', () => {
  renderLayout('amcadmin');
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(SIDE_NAV_WIDTH_PX).toBe(169);
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(within(nav).getByRole('link', { name: 'Add New' })).toHaveAttribute('href', '/onboarding');
  expect(within(nav).getByRole('link', { name: 'View Existing' })).toHaveAttribute('href', '/applications');
  expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
});

it('collapses and expands the Applications submenu', async () => {
  renderLayout('rm');
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const toggle = within(nav).getByRole('button', { name: 'Applications' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(within(nav).queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
  await userEvent.click(toggle);
  expect(within(nav).getByRole('link', { name: 'Add New' })).toBeInTheDocument();
});

it.each(['Add New', 'View Existing'])('%s opens its list with the filters reset', async (label) => {
  renderLayout('rm');
  await userEvent.click(
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: label }),
  );
  expect(currentState()).toEqual({ resetFilters: true });
});

it('View Email Consent keeps no reset flag', async () => {
  renderLayout('rm');
  await userEvent.click(screen.getByRole('link', { name: 'View Email Consent' }));
  expect(currentPath()).toBe('/view-consent-email-list');
  expect(currentState()).toBeNull();
});

it('lets a page with unsaved edits ask before a link or Logout leaves it', async () => {
  const { onLogout } = renderLayout('rm');
  const asked: (() => void)[] = [];
  const release = takeLeaveRequests((proceed) => asked.push(proceed));
  try {
    await userEvent.click(screen.getByRole('link', { name: 'View Email Consent' }));
    expect(currentPath()).toBe('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).not.toHaveBeenCalled();
    expect(asked).toHaveLength(2);

    // Leave: the link's navigation and the Logout go ahead as asked.
    act(() => asked[0]!());
    expect(currentPath()).toBe('/view-consent-email-list');
    asked[1]!();
    expect(onLogout).toHaveBeenCalledTimes(1);
  } finally {
    release();
  }
});

it('has no side navigation for an investor', () => {
  renderLayout('investor', jest.fn(), '/investment-details/REF-1/details');
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
});

it('below 768 px puts the navigation behind a menu button', async () => {
  setNarrow(true);
  renderLayout('amcadmin');
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
  // In jsdom Fluent's overlay drawer can stay aria-hidden after opening (its motion never ends there), so
  // the link is looked up including hidden nodes; the browser tests check the real accessibility tree.
  const slow = { timeout: 15_000 };
  const nav = await screen.findByRole('navigation', { name: 'Main', hidden: true }, slow);
  await userEvent.click(await within(nav).findByRole('link', { name: 'Funds Setup', hidden: true }, slow));
  expect(currentPath()).toBe('/funds-setup');
  await waitFor(
    () => expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument(),
    slow,
  );
}, 30_000);

it('offers a skip link to the main content as the first stop of the keyboard, shown when focused', async () => {
  renderLayout('rm');
  const main = screen.getByRole('main');
  expect(screen.getAllByRole('main')).toHaveLength(1);
  await userEvent.tab();
  const skip = screen.getByRole('link', { name: 'Skip to main content' });
  expect(skip).toHaveFocus();
  expect(skip).toHaveAttribute('href', `#${main.id}`);
  await userEvent.keyboard('{Enter}');
  expect(main).toHaveFocus();
  // The page's address is left alone (no '#main-content' in the router's location).
  expect(currentPath()).toBe('/dashboard');
});
