import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';

const useStyles = makeStyles({ nextStep: { display: 'block', marginBlockStart: tokens.spacingVerticalXS } });

/** A message about the whole step (registry answers, expired verifications), with an optional action. */
export function PageMessage({
  message,
  nextStep,
  intent = 'error',
  actionLabel,
  onAction,
}: {
  message: string | null | undefined;
  /** What to do about it, shown after the message (which stays word for word). */
  nextStep?: string;
  intent?: 'error' | 'warning' | 'info' | 'success';
  actionLabel?: string;
  onAction?: () => void;
}) {
  const styles = useStyles();
  if (!message) return null;
  return (
    <MessageBar intent={intent} layout="multiline">
      <MessageBarBody>
        <span>{message}</span>
        {nextStep ? <span className={styles.nextStep}>{nextStep}</span> : null}
      </MessageBarBody>
      {actionLabel && onAction ? (
        <MessageBarActions>
          <Button size="small" onClick={onAction}>
            {actionLabel}
          </Button>
        </MessageBarActions>
      ) : null}
    </MessageBar>
  );
}
