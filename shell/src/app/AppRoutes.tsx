import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ROUTE_TABLE, type RemoteName } from '@aif/contracts';
import { requestAppHosts } from '@aif/ui-kit';
import { isSignInPath, readFrom } from '../lib/home';
import { MAIN_CONTENT_ID } from '../lib/main-content';
import { useSession } from '../stores/session';
import { LoginPage, VerifyOtpPage } from '../features/auth';
import { decideRoute } from './guard';
import { PageLoading } from './PageLoading';

// Everything but the guard is loaded on demand, so /login downloads only the sign-in page.
const ProfilePage = lazy(() => import('../features/profile').then((m) => ({ default: m.ProfilePage })));
const RiskProfilePage = lazy(() =>
  import('../features/placeholders').then((m) => ({ default: m.RiskProfilePage })),
);
const AppLayout = lazy(() => import('../features/navigation').then((m) => ({ default: m.AppLayout })));
// The refusal and not-found pages are rare; keeping them (and their icons) out of the first download.
const NotAuthorized = lazy(() => import('@aif/ui-kit').then((m) => ({ default: m.NotAuthorized })));
const NotFound = lazy(() => import('@aif/ui-kit').then((m) => ({ default: m.NotFound })));
const RemoteMount = lazy(() => import('../features/remotes').then((m) => ({ default: m.RemoteMount })));

/** The pages the shell renders itself: every ROUTE_TABLE entry whose owner is 'shell'. */
export const SHELL_PAGES: Record<string, ComponentType> = {
  '/login': LoginPage,
  '/verify-otp': VerifyOtpPage,
  '/profile': ProfilePage,
  '/risk-profile': RiskProfilePage,
};

const REMOTE_ROUTES = ROUTE_TABLE.filter(
  (rule): rule is typeof rule & { owner: RemoteName } => rule.owner !== 'shell',
);

function PageRoutes() {
  return (
    <Routes>
      {ROUTE_TABLE.filter((rule) => rule.owner === 'shell').map((rule) => {
        const Page = SHELL_PAGES[rule.path] ?? NotFound;
        return <Route key={rule.path} path={`${rule.path}/*`} element={<Page />} />;
      })}
      {REMOTE_ROUTES.map((rule) => (
        <Route
          key={rule.path}
          path={`${rule.path}/*`}
          element={<RemoteMount remote={rule.owner} path={rule.path} />}
        />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

export interface AppRoutesProps {
  onLogout: () => void;
}

/** The route guard (doc 3, 2.1) around every page, with the layout for signed-in users. */
export function AppRoutes({ onLogout }: AppRoutesProps) {
  const location = useLocation();
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  const hydrate = useSession((s) => s.hydrate);
  const loggedOut = useSession((s) => s.loggedOut);
  const onSignInPage = isSignInPath(location.pathname);

  // The page-wide toaster and error dialog: on demand on the sign-in pages (no modal dialog there), else
  // mounted now, before any dialog of the page can open.
  useEffect(() => {
    if (!onSignInPage) requestAppHosts();
  }, [onSignInPage]);

  useEffect(() => {
    if (status === 'idle') void hydrate();
  }, [status, hydrate]);

  // After a Logout, only the redirect that leaves the page forgets it; later visits are remembered again.
  useEffect(() => {
    if (loggedOut && onSignInPage) useSession.getState().clearLoggedOut();
  }, [loggedOut, onSignInPage]);

  if (status !== 'ready') return <PageLoading />;

  const decision = decideRoute(location.pathname, user, readFrom(location.state));
  if (decision.kind === 'redirect') {
    const state =
      decision.rememberFrom && !loggedOut ? { from: `${location.pathname}${location.search}` } : undefined;
    return <Navigate to={decision.to} replace state={state} />;
  }

  // Without the layout the shell still gives the page its one main landmark; remotes render none.
  if (!user || (decision.kind === 'render' && !decision.inLayout)) {
    return (
      <main id={MAIN_CONTENT_ID}>
        <Suspense fallback={<PageLoading />}>
          <PageRoutes />
        </Suspense>
      </main>
    );
  }

  const content =
    decision.kind === 'forbidden' ? (
      <NotAuthorized />
    ) : decision.kind === 'not-found' ? (
      <NotFound />
    ) : (
      <PageRoutes />
    );
  return (
    <Suspense fallback={<PageLoading />}>
      <AppLayout user={user} onLogout={onLogout}>
        {content}
      </AppLayout>
    </Suspense>
  );
}
