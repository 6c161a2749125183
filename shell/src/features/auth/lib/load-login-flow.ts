import type * as LoginFlowModule from './login-flow';

type LoginFlow = typeof LoginFlowModule;

let pending: Promise<LoginFlow> | null = null;

/**
 * Loads the validation and API code of the sign-in forms once; called when the user starts on the form
 * (focus or pointer) and awaited on submit. A failed load is forgotten so the next attempt tries again.
 */
export function loadLoginFlow(): Promise<LoginFlow> {
  if (!pending) {
    pending = import('./login-flow');
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}

/** Shown when that code cannot be fetched (offline, or the server is down). */
export const LOGIN_FLOW_UNAVAILABLE =
  'Unable to reach the server. Please check your internet connection and try again.';
