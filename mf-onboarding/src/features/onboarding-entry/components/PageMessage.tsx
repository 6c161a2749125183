import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';

/** A message about the whole step (registry answers, expired verifications), with an optional action. */
export function PageMessage({
  message,
  intent = 'error',
  actionLabel,
  onAction,
}: {
  message: string | null | undefined;
  intent?: 'error' | 'warning' | 'info' | 'success';
  actionLabel?: string;
  onAction?: () => void;
}) {
  if (!message) return null;
  return (
    <MessageBar intent={intent} layout="multiline">
      <MessageBarBody>{message}</MessageBarBody>
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
