import * as React from 'react';
import { NotificationToaster } from '../Toast/Notifications';
import { GlobalErrorDialog } from '../GlobalErrorDialog/GlobalErrorDialog';

/**
 * The page-wide hosts: the toaster and the global error dialog. Loaded by AppProvider when first needed;
 * `onReady` runs once they are mounted, after the toaster listens for toasts.
 */
export default function Hosts({ onReady }: { onReady: () => void }): React.JSX.Element {
  // The toaster is a child: its listeners are attached before this effect runs.
  React.useEffect(onReady, [onReady]);
  return (
    <>
      <NotificationToaster />
      <GlobalErrorDialog />
    </>
  );
}
