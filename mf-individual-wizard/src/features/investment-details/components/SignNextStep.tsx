import { useId } from 'react';
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Subtitle1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { MOBILE_MEDIA } from '@aif/application-wizard/application-view';
import type { EsignAction } from './useEsignAction';

export const NEXT_STEP_TITLE = 'Your next step';
export const SIGN_NEXT_STEP_TEXT =
  'Your application is ready for your e-signature. Press e-Sign to open the signing page in a new tab: read the application there, then confirm with the OTP sent to your registered mobile number.';
export const SIGNING_PAGE_OPENED =
  'The signing page has opened in a new tab. Complete your signature there, then refresh the status here.';

/** Height kept free under the page on phones, where the e-Sign bar is fixed to the bottom of the screen. */
const PHONE_BAR_SPACE = '72px';

const useStyles = makeStyles({
  card: {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorBrandBackground2,
    borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorBrandStroke1}`,
    [MOBILE_MEDIA]: { padding: tokens.spacingHorizontalL },
  },
  heading: { margin: 0 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    // On a phone the action stays in view: a bar along the bottom of the screen.
    [MOBILE_MEDIA]: {
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: 10,
      padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
      backgroundColor: tokens.colorNeutralBackground1,
      boxShadow: tokens.shadow16,
      '& > *': { flexGrow: 1 },
    },
  },
  spacer: { display: 'none', [MOBILE_MEDIA]: { display: 'block', height: PHONE_BAR_SPACE, flexShrink: 0 } },
});

/**
 * The investor's turn to sign (0-product-decisions §12): at the top of its pages, what to do and the e-Sign
 * action, kept in view on a phone. Pages that show it end with `NextStepSpacer` so the bar hides nothing.
 */
export function SignNextStep({ action, onRefresh }: { action: EsignAction; onRefresh?: () => void }) {
  const styles = useStyles();
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <Subtitle1 as="h2" id={titleId} className={styles.heading}>
        {NEXT_STEP_TITLE}
      </Subtitle1>
      <Body1>{SIGN_NEXT_STEP_TEXT}</Body1>
      {action.opened && (
        <MessageBar intent="success">
          <MessageBarBody>{SIGNING_PAGE_OPENED}</MessageBarBody>
        </MessageBar>
      )}
      {action.error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{action.error}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={action.busy} onClick={() => void action.sign()}>
          e-Sign
        </Button>
        {action.opened && onRefresh && <Button onClick={onRefresh}>Refresh Status</Button>}
      </div>
    </section>
  );
}

/** Room under the page for the phone's e-Sign bar. */
export function NextStepSpacer() {
  const styles = useStyles();
  return <div className={styles.spacer} aria-hidden="true" />;
}
