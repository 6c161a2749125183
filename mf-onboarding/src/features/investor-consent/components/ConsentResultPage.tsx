import { Body1, Title2, makeStyles } from '@fluentui/react-components';
import { ONBOARDING_MESSAGES } from '@aif/contracts';
import { ConsentFrame } from './ConsentFrame';

const useStyles = makeStyles({ heading: { margin: 0 } });

export const CLOSE_PAGE_TEXT = 'You can close this page.';

/** /investor-consent-approved and /investor-consent-reject (doc 3 §2.11). */
export function ConsentResultPage({
  result,
  signedIn,
}: {
  result: 'approved' | 'rejected';
  signedIn: boolean;
}) {
  const styles = useStyles();
  return (
    <ConsentFrame signedIn={signedIn}>
      <Title2 as="h1" className={styles.heading}>
        {result === 'approved' ? ONBOARDING_MESSAGES.consentApproved : ONBOARDING_MESSAGES.consentRejected}
      </Title2>
      <Body1>{CLOSE_PAGE_TEXT}</Body1>
    </ConsentFrame>
  );
}
