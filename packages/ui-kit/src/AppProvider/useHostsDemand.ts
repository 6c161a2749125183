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

/**
 * Whether the hosts are wanted yet, and the callback to run once they are mounted. Until the first toast
 * or global error the hosts (Fluent's toaster, dialog and motion, about 11 KB gzipped) are not downloaded:
 * the toast events raised meanwhile are kept and raised again, in order, for the mounted toaster.
 */
export function useHostsDemand(active: boolean): { wanted: boolean; onReady: () => void } {
  const [wanted, setWanted] = React.useState(() => getGlobalErrorStore().getState().message !== null);
  const [ready, setReady] = React.useState(false);
  const held = React.useRef<CustomEvent[] | null>([]);

  // Listens until the hosts are mounted, not only until they are wanted: they take a moment to load.
  React.useEffect(() => {
    if (!active || ready) return;
    const store = getGlobalErrorStore();
    const unsubscribe = store.subscribe((s) => {
      if (s.message !== null) setWanted(true);
    });
    if (store.getState().message !== null) setWanted(true);
    const hold = (event: Event) => {
      held.current?.push(event as CustomEvent);
      setWanted(true);
    };
    for (const type of TOAST_EVENTS) document.addEventListener(type, hold);
    return () => {
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
