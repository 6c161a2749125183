import { Body1, Button, Caption1, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, PlugDisconnectedRegular } from '@fluentui/react-icons';
import { REMOTE_ERRORS, type RemoteErrorCode } from '../lib/errors';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
    maxWidth: '560px',
  },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
  code: { color: tokens.colorNeutralForeground3 },
});

export interface RemoteUnavailableProps {
  code: RemoteErrorCode;
  remote: string;
  onRetry: () => void;
}

/** What an area that could not be loaded shows in its place. */
export function RemoteUnavailable({ code, remote, onRetry }: RemoteUnavailableProps) {
  const styles = useStyles();
  return (
    <section className={styles.root} role="alert" aria-live="assertive">
      <PlugDisconnectedRegular className={styles.icon} aria-hidden />
      <Title3 as="h1">Area unavailable</Title3>
      <Body1>{REMOTE_ERRORS[code].message}</Body1>
      <Caption1 className={styles.code}>
        Reference: {code} ({remote})
      </Caption1>
      <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={onRetry}>
        Retry
      </Button>
    </section>
  );
}
