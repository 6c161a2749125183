import * as React from 'react';
import { Toast, ToastTitle, Toaster, useToastController } from '@fluentui/react-components';
import { CheckmarkCircleFilled, DismissCircleFilled, InfoFilled, WarningFilled } from '@fluentui/react-icons';
import { MAX_TOASTS, TOAST_DURATION_MS } from '@aif/contracts';
import { useToastIconStyles, useToastStyles } from './Notifications.styles';
import type { Notify, NotificationToasterProps, NotifyIntent } from './Notifications.types';

/**
 * One toaster id for the whole page. Fluent routes toasts by this id through a document event, so the
 * shell's Toaster shows toasts raised by any remote, whichever copy of this package the remote bundles.
 */
export const TOASTER_ID = 'aif-toaster';

/** Height of the shell's header; toasts start below it so they never cover the user name or Logout. */
export const HEADER_HEIGHT_PX = 56;
const TOAST_GAP_PX = 8;

/**
 * Error toasts still shown or waiting. Kept on the page, not in this module: a remote may bundle its own
 * copy of the package, and a success raised there must still clear an error raised by the shell.
 */
const ERRORS_KEY = Symbol.for('aif.ui-kit.pending-error-toasts');
function pendingErrors(): Set<string> {
  const store = globalThis as unknown as Record<symbol, Set<string> | undefined>;
  return (store[ERRORS_KEY] ??= new Set<string>());
}

let sequence = 0;

/** The toaster host. `AppProvider` renders it; render it yourself only outside `AppProvider`. */
export function NotificationToaster({ position = 'top-end' }: NotificationToasterProps): React.JSX.Element {
  return (
    <Toaster
      toasterId={TOASTER_ID}
      position={position}
      offset={{ vertical: HEADER_HEIGHT_PX + TOAST_GAP_PX }}
      limit={MAX_TOASTS}
      timeout={TOAST_DURATION_MS}
      pauseOnHover
      pauseOnWindowBlur
    />
  );
}

const ICONS = {
  success: CheckmarkCircleFilled,
  error: DismissCircleFilled,
  warning: WarningFilled,
  info: InfoFilled,
} as const;

/**
 * The icon is given explicitly: a toast raised by a remote with its own copy of Fluent is rendered by the
 * shell's toaster, whose context (where Fluent reads the intent for its icon) that copy cannot see.
 */
function IntentToast({ intent, message }: { intent: NotifyIntent; message: string }): React.JSX.Element {
  const styles = useToastStyles();
  const iconStyles = useToastIconStyles();
  const Icon = ICONS[intent];
  return (
    <Toast className={styles[intent]} data-intent={intent}>
      <ToastTitle media={<Icon className={iconStyles[intent]} aria-hidden />}>{message}</ToastTitle>
    </Toast>
  );
}

/**
 * `success`, `error`, `info` and `warning` toasts in the shared toaster. A success supersedes the errors
 * before it: they are dismissed, waiting ones included, so an old failure never sits beside it.
 */
export function useNotify(): Notify {
  const { dispatchToast, dismissAllToasts } = useToastController(TOASTER_ID);
  return React.useMemo(() => {
    const show = (intent: NotifyIntent) => (message: string) => {
      const errors = pendingErrors();
      // Fluent cannot take one toast out of its waiting queue, only all of them.
      if (intent === 'success' && errors.size > 0) {
        errors.clear();
        dismissAllToasts();
      }
      const toastId = `aif-${intent}-${Date.now()}-${sequence++}`;
      if (intent === 'error') errors.add(toastId);
      dispatchToast(<IntentToast intent={intent} message={message} />, {
        toastId,
        intent,
        timeout: TOAST_DURATION_MS,
        onStatusChange: (_, { status }) => {
          if (status === 'dismissed' || status === 'unmounted') pendingErrors().delete(toastId);
        },
      });
    };
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  }, [dispatchToast, dismissAllToasts]);
}
