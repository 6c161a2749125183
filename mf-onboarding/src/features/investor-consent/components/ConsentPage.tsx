import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import { CONSENT_PAGE_TEXT, ONBOARDING_MESSAGES, type ConsentPageResponse } from '@aif/contracts';
import { approveConsent } from '../api/approve-consent';
import { getConsent } from '../api/get-consent';
import { rejectConsent } from '../api/reject-consent';
import { ConsentFrame } from './ConsentFrame';

const useStyles = makeStyles({
  heading: { margin: 0 },
  pan: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; consent: ConsentPageResponse }
  | { kind: 'refused'; message: string };

/** /investor-consent/{verificationToken}: the investor approves or rejects the data fetch (doc 3 §2.11). */
export function ConsentPage({ signedIn }: { signedIn: boolean }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { verificationToken = '' } = useParams();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setLoad({ kind: 'loading' });
    if (!verificationToken) {
      setLoad({ kind: 'refused', message: ONBOARDING_MESSAGES.consentLinkInvalid });
      return undefined;
    }
    getConsent(verificationToken)
      .then((consent) => live && setLoad({ kind: 'ready', consent }))
      .catch((e: unknown) => live && setLoad({ kind: 'refused', message: toUserMessage(e) }));
    return () => {
      live = false;
    };
  }, [verificationToken]);

  const decide = async (decision: 'approve' | 'reject') => {
    setError(null);
    setBusy(decision);
    try {
      if (decision === 'approve') {
        await approveConsent({ verificationToken });
        navigate('/investor-consent-approved', { replace: true });
      } else {
        await rejectConsent({ verificationToken });
        navigate('/investor-consent-reject', { replace: true });
      }
    } catch (e) {
      setError(toUserMessage(e));
      setBusy(null);
    }
  };

  return (
    <ConsentFrame signedIn={signedIn}>
      <Title2 as="h1" className={styles.heading}>
        Investor Consent
      </Title2>
      {load.kind === 'loading' ? <Spinner label="Loading..." labelPosition="below" /> : null}
      {load.kind === 'refused' ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{load.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      {load.kind === 'ready' ? (
        <>
          <Body1>{load.consent.text || CONSENT_PAGE_TEXT}</Body1>
          {load.consent.pan ? <Text className={styles.pan}>{`PAN: ${load.consent.pan}`}</Text> : null}
          {error ? (
            <MessageBar intent="error" layout="multiline">
              <MessageBarBody>{error}</MessageBarBody>
            </MessageBar>
          ) : null}
          <div className={styles.actions}>
            <Button
              appearance="primary"
              disabled={busy !== null}
              icon={busy === 'approve' ? <Spinner size="tiny" aria-hidden /> : undefined}
              onClick={() => void decide('approve')}
            >
              Approve
            </Button>
            <Button
              disabled={busy !== null}
              icon={busy === 'reject' ? <Spinner size="tiny" aria-hidden /> : undefined}
              onClick={() => void decide('reject')}
            >
              Reject
            </Button>
          </div>
        </>
      ) : null}
    </ConsentFrame>
  );
}
