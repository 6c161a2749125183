import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import { USER_ADMIN_MESSAGES, completeFlags, type AmcAdminWithFlags } from '@aif/contracts';
import { useNotify } from '@aif/ui-kit';
import { setAmcAdminFlags } from '../../../api/amc-admins';
import { FlagCheckboxes } from './FlagCheckboxes';

/**
 * "Edit access" of one AIF admin (0-product-decisions §9): its flags as checkboxes; Save replaces them
 * all, shows the toast and lets the list reload. A refusal stays in the dialog.
 */
export function EditAccessDialog({
  admin,
  onClose,
  onSaved,
}: {
  admin: AmcAdminWithFlags;
  onClose: () => void;
  onSaved: () => void;
}) {
  const notify = useNotify();
  const [flags, setFlags] = useState(() => completeFlags(admin.flags));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await setAmcAdminFlags(admin.id, { flags });
      notify.success(USER_ADMIN_MESSAGES.flagsUpdated);
      onSaved();
    } catch (failure) {
      setError(toUserMessage(failure));
      setSaving(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && !saving && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{`Edit access: ${admin.name}`}</DialogTitle>
          <DialogContent>
            {error && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            <FlagCheckboxes value={flags} onChange={setFlags} disabled={saving} />
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button
              appearance="primary"
              onClick={() => void save()}
              disabled={saving}
              icon={saving ? <Spinner size="tiny" aria-hidden /> : undefined}
            >
              Save
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
