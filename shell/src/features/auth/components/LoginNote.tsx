import { makeStyles, tokens } from '@fluentui/react-components';
import { OTP_MAX_FAILED_ATTEMPTS, OTP_MAX_RESENDS_PER_HOUR } from '@aif/contracts';
import { Caption1 } from './AuthText';

/** doc 3, 2.2: the lock and resend limits, shown on both sign-in pages. */
export const LOGIN_NOTE =
  `Your account will be locked after ${OTP_MAX_FAILED_ATTEMPTS} unsuccessful OTP attempts. ` +
  `OTP can be resent ${OTP_MAX_RESENDS_PER_HOUR} times every hour.`;

const useStyles = makeStyles({
  note: { color: tokens.colorNeutralForeground3 },
});

export function LoginNote() {
  const styles = useStyles();
  return (
    <Caption1 as="p" className={styles.note}>
      <strong>Note:</strong> {LOGIN_NOTE}
    </Caption1>
  );
}
