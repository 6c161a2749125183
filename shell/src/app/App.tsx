import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onSessionExpired } from '@aif/api-client';
import { showGlobalError } from '@aif/ui-kit';
import { useSession } from '../stores/session';
import { AppRoutes } from './AppRoutes';

/** Session-wide behaviour (expiry, logout, the manifest after sign-in) around the routes. */
export function App() {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);

  useEffect(
    () =>
      onSessionExpired((detail?: { message?: string }) => {
        // Only a live session can expire; a 401 while signing in is the sign-in form's business.
        if (!useSession.getState().user) return;
        useSession.getState().signOut();
        navigate('/login', { replace: true });
        if (detail?.message) showGlobalError(detail.message);
        // The message table is loaded here, not up front: /login never needs it.
        else
          void import(/* webpackExports: ["MESSAGES"] */ '@aif/contracts').then(({ MESSAGES }) =>
            showGlobalError(MESSAGES.sessionTimeout),
          );
      }),
    [navigate],
  );

  // Read the remote manifest as soon as someone is signed in (the remotes feature is loaded on demand).
  useEffect(() => {
    if (!user) return;
    void import('../features/remotes').then(({ prefetchManifest, sessionKeyFor }) =>
      prefetchManifest(sessionKeyFor(user)),
    );
  }, [user]);

  const onLogout = useCallback(async () => {
    try {
      const { logout } = await import('@aif/api-client');
      await logout();
    } catch {
      // The server may already consider the token gone; signing out locally is what matters here.
    }
    // The page being left is not remembered for the next sign-in (maybe somebody else's).
    useSession.getState().signOut({ loggedOut: true });
    navigate('/login', { replace: true });
  }, [navigate]);

  return <AppRoutes onLogout={onLogout} />;
}
