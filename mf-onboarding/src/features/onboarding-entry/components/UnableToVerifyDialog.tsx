import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { MESSAGES } from '@aif/contracts';

/** doc 3 §2.3: the registry or the AML screening could not answer; the only way on is another PAN. */
export function UnableToVerifyDialog({
  open,
  onEnterAnother,
}: {
  open: boolean;
  onEnterAnother: () => void;
}) {
  return (
    <Dialog
      modalType="alert"
      open={open}
      onOpenChange={(_, data) => {
        if (!data.open) onEnterAnother();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>PAN verification</DialogTitle>
          <DialogContent>{MESSAGES.unableToVerify}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onEnterAnother}>
              Enter another PAN
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
