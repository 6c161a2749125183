import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';

/**
 * The global error dialog's state. Every micro-frontend bundles its own copy of this package, so the
 * store is kept on `window.__aifGlobalError`: the first copy to load creates it, every other copy (and
 * the host dialog rendered by the shell's `AppProvider`) uses the same one.
 */
export interface GlobalErrorState {
  /** The message on screen, or null when the dialog is closed. */
  message: string | null;
  /** Messages waiting behind the one on screen, oldest first. */
  queue: string[];
  show: (message: string) => void;
  /** Closes the current message (the OK button); the next queued one, if any, appears. */
  clear: () => void;
}

export const GLOBAL_ERROR_KEY = '__aifGlobalError';

declare global {
  interface Window {
    __aifGlobalError?: StoreApi<GlobalErrorState>;
  }
}

function createGlobalErrorStore(): StoreApi<GlobalErrorState> {
  return createStore<GlobalErrorState>()((set) => ({
    message: null,
    queue: [],
    show: (message) =>
      set((state) => (state.message === null ? { message } : { queue: [...state.queue, message] })),
    clear: () => set((state) => ({ message: state.queue[0] ?? null, queue: state.queue.slice(1) })),
  }));
}

let fallback: StoreApi<GlobalErrorState> | undefined;

/** The page-wide store (created on first use). */
export function getGlobalErrorStore(): StoreApi<GlobalErrorState> {
  if (typeof window === 'undefined') {
    fallback ??= createGlobalErrorStore();
    return fallback;
  }
  window[GLOBAL_ERROR_KEY] ??= createGlobalErrorStore();
  return window[GLOBAL_ERROR_KEY];
}

/** Opens the global dialog with `message`; usable outside React (request helpers, event handlers). */
export function showGlobalError(message: string): void {
  getGlobalErrorStore().getState().show(message);
}

/** Closes the message on screen. */
export function clearGlobalError(): void {
  getGlobalErrorStore().getState().clear();
}

export interface UseGlobalError {
  message: string | null;
  show: (message: string) => void;
  clear: () => void;
}

/** The current message plus `show` and `clear`, re-rendering when the message changes. */
export function useGlobalError(): UseGlobalError {
  const store = getGlobalErrorStore();
  const message = useStore(store, (s) => s.message);
  const { show, clear } = store.getState();
  return { message, show, clear };
}
