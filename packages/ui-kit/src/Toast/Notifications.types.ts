import type { ToastIntent } from '@fluentui/react-components';

/** Shows a short message in the shared toaster (3000 ms, at most two on screen). */
export type NotifyFn = (message: string) => void;

export interface Notify {
  success: NotifyFn;
  error: NotifyFn;
  info: NotifyFn;
  warning: NotifyFn;
}

export type NotifyIntent = Extract<ToastIntent, 'success' | 'error' | 'info' | 'warning'>;

export interface NotificationToasterProps {
  /**
   * Where toasts appear.
   * @default 'top-end'
   */
  position?: 'top-end' | 'top' | 'bottom-end' | 'bottom';
}
