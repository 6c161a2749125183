import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, toUserMessage } from '@aif/api-client';
import { getConsentStatus } from '../api/get-consent-status';

/** How often the waiting panel asks for the investor's answer. */
export const CONSENT_POLL_INTERVAL_MS = 5_000;

export type ConsentWatch =
  | { kind: 'waiting'; error?: string }
  | { kind: 'approved'; applicantVerificationToken: string | null }
  | { kind: 'rejected' }
  | { kind: 'revoked' }
  /** The link expired while pending: the consent has to be sent again. */
  | { kind: 'expired' }
  /** The server refused the question itself (unknown consent, another user's): polling stops. */
  | { kind: 'failed'; message: string };

/**
 * Polls GET consent-status every 5 s while the consent is pending; `checkNow` asks at once. Polling stops
 * at the first final answer. A network failure keeps polling (shown as `error`), a refusal stops it.
 */
export function useConsentStatus(consentId: string, intervalMs = CONSENT_POLL_INTERVAL_MS) {
  const [watch, setWatch] = useState<ConsentWatch>({ kind: 'waiting' });
  const [checking, setChecking] = useState(false);
  const inFlight = useRef(false);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const checkNow = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setChecking(true);
    try {
      const status = await getConsentStatus(consentId);
      if (!live.current) return;
      if (status.status === 'approved') {
        setWatch({ kind: 'approved', applicantVerificationToken: status.applicantVerificationToken ?? null });
      } else if (status.status === 'rejected') setWatch({ kind: 'rejected' });
      else if (status.status === 'revoked') setWatch({ kind: 'revoked' });
      else if (status.linkExpired) setWatch({ kind: 'expired' });
      else setWatch({ kind: 'waiting' });
    } catch (error) {
      if (!live.current) return;
      const message = toUserMessage(error);
      const refused = isApiError(error) && error.status >= 400 && error.status < 500;
      setWatch(refused ? { kind: 'failed', message } : { kind: 'waiting', error: message });
    } finally {
      inFlight.current = false;
      if (live.current) setChecking(false);
    }
  }, [consentId]);

  const waiting = watch.kind === 'waiting';
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => void checkNow(), intervalMs);
    return () => clearInterval(timer);
  }, [waiting, checkNow, intervalMs]);

  return { watch, checking, checkNow };
}
