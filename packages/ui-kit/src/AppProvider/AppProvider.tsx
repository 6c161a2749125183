import * as React from 'react';
import { FluentProvider, mergeClasses } from '@fluentui/react-components';
import { useAppProviderStyles } from './AppProvider.styles';
import { useHostsDemand } from './useHostsDemand';
import type { AppProviderProps } from './AppProvider.types';

const FULL_HEIGHT = { height: '100%' } as const;

/** Marks the element of the AppProvider that renders the page-wide hosts. */
const HOSTS_ATTRIBUTE = 'data-aif-hosts';

/** True below an AppProvider of this copy of the package that renders the hosts. */
const HostsAbove = React.createContext(false);

// A chunk of its own: with `hostsOnDemand` it is loaded only when wanted (useHostsDemand).
const Hosts = React.lazy(() => import('./Hosts'));

/**
 * Fluent's provider plus the page-wide hosts (toaster, global error dialog). The theme's CSS variables
 * come with the page (every app's index.html, packages/mf-config/theme-css.cjs), so the provider is given
 * no theme unless `theme` overrides it. The shell renders it once, with the hosts on demand; a remote
 * wraps itself in it only when it runs standalone in development.
 *
 * The hosts are rendered once per page: not below another AppProvider of the same copy (context), nor
 * inside the DOM of one from another copy (a remote that bundles its own ui-kit and wraps itself while
 * mounted in the shell), which context cannot see.
 */
export function AppProvider({
  children,
  theme,
  hosts = true,
  hostsOnDemand = false,
  className,
}: AppProviderProps): React.JSX.Element {
  const hostsAbove = React.useContext(HostsAbove);
  const styles = useAppProviderStyles();
  const rootRef = React.useRef<HTMLDivElement>(null);
  // Decided after mount, when the DOM ancestors are known.
  const [insideOtherHost, setInsideOtherHost] = React.useState<boolean | null>(null);
  React.useEffect(() => {
    setInsideOtherHost(Boolean(rootRef.current?.parentElement?.closest(`[${HOSTS_ATTRIBUTE}]`)));
  }, []);

  const rendersHosts = hosts && !hostsAbove && insideOtherHost === false;
  const demand = useHostsDemand(rendersHosts, hostsOnDemand);
  // FluentProvider copies its own className onto every portal (dialogs, toasts, menus), and Fluent places
  // a portal's node absolutely at the top of the page with the provider's background. The page styles
  // (background) therefore sit on an inner wrapper, and the full height is an inline style, which portals
  // do not copy: as a class it made every toast lay a white, page-high layer over the page.
  return (
    <FluentProvider
      ref={rootRef}
      theme={theme}
      style={FULL_HEIGHT}
      {...{ [HOSTS_ATTRIBUTE]: rendersHosts ? '' : undefined }}
    >
      <HostsAbove.Provider value={hostsAbove || rendersHosts}>
        <div className={mergeClasses(styles.root, className)}>{children}</div>
        {rendersHosts && demand.wanted ? (
          <React.Suspense fallback={null}>
            <Hosts onReady={demand.onReady} />
          </React.Suspense>
        ) : null}
      </HostsAbove.Provider>
    </FluentProvider>
  );
}
