/** Window event raised when the server answers 401 to a request that carried a token. */
export const SESSION_EXPIRED_EVENT = 'aif:session-expired';

export interface SessionExpiredDetail {
  /** The user-facing message ("Your active session has timeout. Request you re-login."). */
  message: string;
}

/** Tells every listener (in any micro-frontend) that the session is over. */
export function dispatchSessionExpired(message: string): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<SessionExpiredDetail>(SESSION_EXPIRED_EVENT, { detail: { message } }));
}

/** Subscribes to session expiry; returns the unsubscribe function. */
export function onSessionExpired(callback: (detail: SessionExpiredDetail) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const listener = (event: Event) => {
    callback((event as CustomEvent<SessionExpiredDetail>).detail);
  };
  window.addEventListener(SESSION_EXPIRED_EVENT, listener);
  return () => window.removeEventListener(SESSION_EXPIRED_EVENT, listener);
}
