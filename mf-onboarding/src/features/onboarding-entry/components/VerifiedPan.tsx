import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useOnboardingFlow } from '../stores/onboarding-flow';

const useStyles = makeStyles({
  summary: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

/** Whose PAN was verified (the KYC registry's name), so the user checks the right investor is on screen. */
export function VerifiedPan() {
  const styles = useStyles();
  const pan = useOnboardingFlow((s) => s.pan);
  const name = useOnboardingFlow((s) => s.verification?.kraName);
  if (!pan) return null;
  return (
    <Caption1 as="p" className={styles.summary}>
      {name ? `PAN ${pan} · ${name}` : `PAN ${pan}`}
    </Caption1>
  );
}
