import { useEffect, useRef, useState } from 'react';
import { Body1, Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import { ONBOARDING_MESSAGES } from '@aif/contracts';
import { ConfirmDialog, useNotify } from '@aif/ui-kit';
import { withdrawConsentEmail } from '../api/withdraw-consent-email';
import { useConsentStatus } from '../hooks/useConsentStatus';
import { CONSENT_REJECTED_FOR_STAFF, consentWaitingText } from '../lib/messages';
import { PageMessage } from './PageMessage';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  waiting: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  actions: {
    display: 'flex',
    flexWrap: 'wrap-reverse',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
});

export interface ConsentWaitingProps {
  consentId: string;
  email: string;
  /** The investor approved: create the application with this token (rejects with the API error). */
  onApproved: (applicantVerificationToken: string) => Promise<void>;
  /**
   * Back to the contact form. After "Cancel" the consent stays pending (it can still be answered, or
   * revoked from the consent list); after "Withdraw request" its link no longer works.
   */
  onCancel: () => void;
  /** Back to the PAN page. */
  onStartOver: () => void;
}

/** The e-mail consent was sent: wait for the investor, asking every 5 s (or at once with "Check now"). */
export function ConsentWaiting({ consentId, email, onApproved, onCancel, onStartOver }: ConsentWaitingProps) {
  const styles = useStyles();
  const { watch, checking, checkNow } = useConsentStatus(consentId);
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [withdrawError, setWithdrawError] = useState<string | null>(null);
  const notify = useNotify();
  const started = useRef(false);

  const withdraw = async () => {
    setWithdrawing(true);
    setWithdrawError(null);
    try {
      notify.success(await withdrawConsentEmail(consentId));
      onCancel();
    } catch (error) {
      setWithdrawError(toUserMessage(error));
      setWithdrawing(false);
    }
  };

  useEffect(() => {
    if (watch.kind !== 'approved' || !watch.applicantVerificationToken || started.current) return;
    started.current = true;
    setCreating(true);
    onApproved(watch.applicantVerificationToken).catch((error: unknown) => {
      setCreateError(toUserMessage(error));
      setCreating(false);
    });
  }, [watch, onApproved]);

  if (watch.kind === 'approved') {
    if (creating) {
      return <Spinner label="The investor approved. Creating the application..." labelPosition="below" />;
    }
    return (
      <div className={styles.panel}>
        <PageMessage
          message={createError ?? ONBOARDING_MESSAGES.tokenUsed}
          actionLabel="Start over"
          onAction={onStartOver}
        />
      </div>
    );
  }

  const final =
    watch.kind === 'rejected'
      ? CONSENT_REJECTED_FOR_STAFF
      : watch.kind === 'revoked'
        ? ONBOARDING_MESSAGES.consentRevoked
        : watch.kind === 'failed'
          ? watch.message
          : null;
  if (final) {
    return (
      <div className={styles.panel}>
        <PageMessage message={final} />
        <div className={styles.actions}>
          <Button appearance="primary" onClick={onStartOver}>
            Start over
          </Button>
        </div>
      </div>
    );
  }

  if (watch.kind === 'expired') {
    return (
      <div className={styles.panel}>
        <PageMessage message={ONBOARDING_MESSAGES.consentExpiredForStaff} intent="warning" />
        <div className={styles.actions}>
          <Button appearance="primary" onClick={onCancel}>
            Back to contact details
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      <div className={styles.waiting} role="status">
        <Spinner size="small" aria-hidden />
        <Body1>{consentWaitingText(email)}</Body1>
      </div>
      {watch.kind === 'waiting' && watch.error ? (
        <PageMessage message={watch.error} intent="warning" />
      ) : null}
      <PageMessage message={withdrawError} />
      <div className={styles.actions}>
        <Button appearance="secondary" disabled={withdrawing} onClick={() => setConfirmWithdraw(true)}>
          Withdraw request
        </Button>
        <Button appearance="secondary" disabled={withdrawing} onClick={onCancel}>
          Cancel
        </Button>
        <Button appearance="primary" disabled={checking || withdrawing} onClick={() => void checkNow()}>
          Check now
        </Button>
      </div>
      <ConfirmDialog
        open={confirmWithdraw}
        title="Withdraw the consent request?"
        message={`The link sent to ${email} will stop working.`}
        confirmLabel="Withdraw"
        cancelLabel="Keep waiting"
        onConfirm={() => {
          setConfirmWithdraw(false);
          void withdraw();
        }}
        onCancel={() => setConfirmWithdraw(false)}
      />
    </div>
  );
}
