import { Suspense, lazy, useMemo, useState, type ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useLocation } from 'react-router-dom';
import { SIDE_NAV_WIDTH_PX, showsLogout, type SessionUser } from '@aif/contracts';
import { Loader } from '@aif/ui-kit';
import { NARROW_QUERY, useMediaQuery } from '../hooks/useMediaQuery';
import { navItemsFor } from '../lib/nav-items';
import { MAIN_CONTENT_ID } from '../../../lib/main-content';
import { AppHeader } from './AppHeader';
import { SideNav } from './SideNav';
import { SkipLink } from './SkipLink';

// Narrow screens only: desktops never download the drawer.
const NavDrawer = lazy(() => import('./NavDrawer'));

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  aside: {
    flexShrink: 0,
    width: `${SIDE_NAV_WIDTH_PX}px`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderInlineEndWidth: tokens.strokeWidthThin,
    borderInlineEndStyle: 'solid',
    borderInlineEndColor: tokens.colorNeutralStroke2,
  },
  main: { flexGrow: 1, minWidth: 0, overflowX: 'auto', ':focus': { outlineStyle: 'none' } },
});

export interface AppLayoutProps {
  user: SessionUser;
  onLogout: () => void;
  children: ReactNode;
}

/**
 * A skip link, the header, side navigation (a drawer behind the menu button below 768 px) and the page in
 * the page's one <main>.
 */
export function AppLayout({ user, onLogout, children }: AppLayoutProps) {
  const styles = useStyles();
  const items = useMemo(() => navItemsFor(user), [user]);
  const narrow = useMediaQuery(NARROW_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const hasNav = items.length > 0;
  const { pathname } = useLocation();

  return (
    <div className={styles.root}>
      <SkipLink />
      <AppHeader
        user={user}
        compact={narrow}
        onOpenNav={narrow && hasNav ? () => setDrawerOpen(true) : undefined}
        onLogout={showsLogout(pathname, user.role) ? onLogout : undefined}
      />
      <div className={styles.body}>
        {hasNav && !narrow ? (
          <aside className={styles.aside}>
            <SideNav items={items} />
          </aside>
        ) : null}
        {hasNav && narrow ? (
          // Closed until the menu button is pressed, so nothing is shown while it loads.
          <Suspense fallback={null}>
            <NavDrawer user={user} items={items} open={drawerOpen} onOpenChange={setDrawerOpen} />
          </Suspense>
        ) : null}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          <Suspense fallback={<Loader />}>{children}</Suspense>
        </main>
      </div>
    </div>
  );
}
