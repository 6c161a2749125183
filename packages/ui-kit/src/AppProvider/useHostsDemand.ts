import * as React from 'react';
import { getGlobalErrorStore } from '../GlobalErrorDialog/globalErrorStore';

/** Fluent's toast events (react-toast's EVENTS): dispatched on the document, heard by a mounted Toaster. */
const TOAST_EVENTS = [
  'fui-toast-show',
  'fui-toast-update',
  'fui-toast-dismiss',
  'fui-toast-dismiss-all',
  'fui-toast-pause',
  'fui-toast-play',
] as const;

/** Whether requestAppHosts() was called in this copy of the package, and who waits for it. */
let requested = false;
const requestListeners = new Set<() => void>();

/**
 * Mounts the hosts of an AppProvider with `hostsOnDemand` now, not on the first toast. The shell calls it
 * as soon as a page other than the sign-in pages renders: the hosts must be in place before any modal
 * dialog opens (mounting the toaster while a modal dialog closed left the page's root aria-hidden).
 */
export function requestAppHosts(): void {
  if (requested) return;
  requested = true;
  for (const listener of requestListeners) listener();
}

/** For tests: forget an earlier requestAppHosts(). */
export function resetAppHostsRequest(): void {
  requested = false;
}

/**
 * Whether the hosts are wanted yet, and the callback to run once they are mounted. Without `onDemand`
 * they are wanted at once. With it, until requestAppHosts(), the first toast or a global error, the
 * hosts (Fluent's toaster, dialog, motion and the focus management they need) are not downloaded: the
 * toast events raised meanwhile are kept and raised again, in order, for the mounted toaster.
 */
export function useHostsDemand(active: boolean, onDemand: boolean): { wanted: boolean; onReady: () => void } {
  const [wanted, setWanted] = React.useState(
    () => !onDemand || requested || getGlobalErrorStore().getState().message !== null,
  );
  const [ready, setReady] = React.useState(false);
  const held = React.useRef<CustomEvent[] | null>([]);

  // Listens until the hosts are mounted, not only until they are wanted: they take a moment to load.
  React.useEffect(() => {
    if (!active || ready) return;
    const want = () => setWanted(true);
    requestListeners.add(want);
    if (requested) want();
    const store = getGlobalErrorStore();
    const unsubscribe = store.subscribe((s) => {
      if (s.message !== null) want();
    });
    if (store.getState().message !== null) want();
    const hold = (event: Event) => {
      held.current?.push(event as CustomEvent);
      want();
    };
    for (const type of TOAST_EVENTS) document.addEventListener(type, hold);
    return () => {
      requestListeners.delete(want);
      unsubscribe();
      for (const type of TOAST_EVENTS) document.removeEventListener(type, hold);
    };
  }, [active, ready]);

  const onReady = React.useCallback(() => {
    const events = held.current ?? [];
    held.current = null;
    setReady(true);
    for (const e of events) document.dispatchEvent(new CustomEvent(e.type, { detail: e.detail }));
  }, []);

  return { wanted, onReady };
}
