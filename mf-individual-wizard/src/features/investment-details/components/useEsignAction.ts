import { useState } from 'react';
import { toUserMessage } from '@aif/api-client';
import { signApplication } from '../api/esign';
import { openPendingTab } from '../lib/session';

export interface EsignAction {
  sign: () => Promise<void>;
  busy: boolean;
  error: string | null;
  /** The signing page was opened in a new tab. */
  opened: boolean;
}

/**
 * e-Sign (doc 1 §4 "Sign flow"): asks for the signer's signing URL (the server generates the document when
 * none is pending) and opens it in a new tab, opened on the click so that it is not blocked as a pop-up.
 */
export function useEsignAction(referenceId: string): EsignAction {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);

  const sign = async () => {
    setError(null);
    setBusy(true);
    const open = openPendingTab();
    try {
      const result = await signApplication(referenceId);
      open(result.url);
      setOpened(true);
    } catch (e) {
      open(null);
      setError(toUserMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return { sign, busy, error, opened };
}
