import * as React from 'react';
import { FluentProvider, mergeClasses } from '@fluentui/react-components';
import { aifTheme } from '../theme/aifTheme';
import { NotificationToaster } from '../Toast/Notifications';
import { GlobalErrorDialog } from '../GlobalErrorDialog/GlobalErrorDialog';
import { useAppProviderStyles } from './AppProvider.styles';
import type { AppProviderProps } from './AppProvider.types';

/** Marks the element of the AppProvider that renders the page-wide hosts. */
const HOSTS_ATTRIBUTE = 'data-aif-hosts';

/** True below an AppProvider of this copy of the package that renders the hosts. */
const HostsAbove = React.createContext(false);

/**
 * Theme plus the page-wide hosts (toaster, global error dialog). The shell renders it once; a remote
 * wraps itself in it only when it runs standalone in development.
 *
 * The hosts are rendered once per page: not below another AppProvider of the same copy (context), nor
 * inside the DOM of one from another copy (a remote that bundles its own ui-kit and wraps itself while
 * mounted in the shell), which context cannot see.
 */
export function AppProvider({
  children,
  theme = aifTheme,
  hosts = true,
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
  // FluentProvider copies its own className onto every portal (dialogs, toasts, menus). The page styles
  // (full height, page background) therefore sit on an inner wrapper: on a portal they would paint an
  // opaque layer over the whole page.
  return (
    <FluentProvider
      ref={rootRef}
      theme={theme}
      className={styles.provider}
      {...{ [HOSTS_ATTRIBUTE]: rendersHosts ? '' : undefined }}
    >
      <HostsAbove.Provider value={hostsAbove || rendersHosts}>
        <div className={mergeClasses(styles.root, className)}>{children}</div>
        {rendersHosts ? (
          <>
            <NotificationToaster />
            <GlobalErrorDialog />
          </>
        ) : null}
      </HostsAbove.Provider>
    </FluentProvider>
  );
}
