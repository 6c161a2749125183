import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Textarea,
} from '@fluentui/react-components';
import { rejectRequestSchema } from '@aif/contracts';

export const REJECT_REASON_MAX = 1024;

export interface RejectDialogProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

/** Reject with a reason: required, at most 1,024 characters (contracts `rejectRequestSchema`). */
export function RejectDialog({ open, busy, onCancel, onReject }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const parsed = rejectRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    onReject(parsed.data.reason);
  };

  return (
    <Dialog
      open={open}
      modalType="modal"
      onOpenChange={(_, data) => {
        if (!data.open && !busy) onCancel();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Reject Application</DialogTitle>
          <DialogContent>
            <Field
              label="Reason for rejection"
              required
              validationMessage={error ?? undefined}
              hint={`${reason.length}/${REJECT_REASON_MAX}`}
            >
              <Textarea
                value={reason}
                resize="vertical"
                rows={4}
                onChange={(_, data) => {
                  setReason(data.value);
                  if (error) setError(null);
                }}
              />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button disabled={busy} onClick={onCancel}>
              Cancel
            </Button>
            <Button appearance="primary" disabled={busy} onClick={submit}>
              Reject
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
