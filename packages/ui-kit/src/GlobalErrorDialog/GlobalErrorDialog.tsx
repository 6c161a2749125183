import * as React from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  useId,
} from '@fluentui/react-components';
import { useGlobalError } from './globalErrorStore';
import { useGlobalErrorDialogStyles } from './GlobalErrorDialog.styles';
import type { GlobalErrorDialogProps } from './GlobalErrorDialog.types';

/** Host of the page-wide message dialog opened by `showGlobalError`. `AppProvider` renders it. */
export function GlobalErrorDialog({ okLabel = 'OK' }: GlobalErrorDialogProps): React.JSX.Element {
  const { message, clear } = useGlobalError();
  const styles = useGlobalErrorDialogStyles();
  const messageId = useId('aif-global-error-message');
  return (
    <Dialog modalType="alert" open={message !== null}>
      <DialogSurface className={styles.surface} aria-labelledby={messageId}>
        <DialogBody>
          <DialogContent id={messageId} className={styles.message}>
            {message}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={clear}>
              {okLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
