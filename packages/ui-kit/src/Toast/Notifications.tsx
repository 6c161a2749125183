import * as React from 'react';
import { Toast, ToastTitle, Toaster, useToastController } from '@fluentui/react-components';
import { MAX_TOASTS, TOAST_DURATION_MS } from '@aif/contracts';
import type { Notify, NotificationToasterProps, NotifyIntent } from './Notifications.types';

/**
 * One toaster id for the whole page. Fluent routes toasts by this id through a document event, so the
 * shell's Toaster shows toasts raised by any remote, whichever copy of this package the remote bundles.
 */
export const TOASTER_ID = 'aif-toaster';

/** The toaster host. `AppProvider` renders it; render it yourself only outside `AppProvider`. */
export function NotificationToaster({ position = 'top-end' }: NotificationToasterProps): React.JSX.Element {
  return (
    <Toaster
      toasterId={TOASTER_ID}
      position={position}
      limit={MAX_TOASTS}
      timeout={TOAST_DURATION_MS}
      pauseOnHover
      pauseOnWindowBlur
    />
  );
}

/** `success`, `error`, `info` and `warning` toasts in the shared toaster. */
export function useNotify(): Notify {
  const { dispatchToast } = useToastController(TOASTER_ID);
  return React.useMemo(() => {
    const show = (intent: NotifyIntent) => (message: string) => {
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        { intent, timeout: TOAST_DURATION_MS },
      );
    };
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  }, [dispatchToast]);
}
