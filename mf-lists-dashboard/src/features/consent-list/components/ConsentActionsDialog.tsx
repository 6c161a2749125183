import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import { MESSAGES, type Consent } from '@aif/contracts';
import { useNotify } from '@aif/ui-kit';
import { resendConsent, revokeConsent } from '../api/consents';

const useStyles = makeStyles({
  choices: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

export interface ConsentActionsDialogProps {
  consent: Consent | null;
  onClose: () => void;
  /** Called after a successful re-send or revoke (the list reloads). */
  onDone: () => void;
}

/** Re-Send Email Consent or Revoke Email Consent of a pending consent (doc 3 §2.10). */
export function ConsentActionsDialog({ consent, onClose, onDone }: ConsentActionsDialogProps) {
  const styles = useStyles();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const run = async (action: (id: string) => Promise<unknown>, success: string) => {
    if (!consent) return;
    setBusy(true);
    try {
      await action(consent.id);
      notify.success(success);
      onDone();
    } catch (failure) {
      notify.error(toUserMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={!!consent} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Email Consent</DialogTitle>
          <DialogContent>
            <p>Investor PAN: {consent?.pan}</p>
            <div className={styles.choices}>
              <Button
                appearance="primary"
                disabled={busy}
                onClick={() => void run(resendConsent, MESSAGES.emailSent)}
              >
                Re-Send Email Consent
              </Button>
              <Button disabled={busy} onClick={() => void run(revokeConsent, MESSAGES.emailRevoked)}>
                Revoke Email Consent
              </Button>
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
