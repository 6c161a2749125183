import { useState } from 'react';
import {
  Button,
  Combobox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  useComboboxFilter,
} from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import { ConfirmDialog, EMPTY_STATE_MESSAGES, useNotify } from '@aif/ui-kit';
import { type Option as Choice } from '@aif/form-kit';

export interface ReassignOptions {
  /** The dialog's title and button ("Update RM"). */
  action: string;
  /** The dropdown's label ("Relationship Manager"). */
  label: string;
  /** Asked before the change ("Are you sure you want to update the RM ?"). */
  confirmation: string;
  /** The active people to choose, by name. */
  choices: Choice[];
  /** Stores the change for one row. */
  perform: (rowId: string, chosenId: string) => Promise<unknown>;
  /** The toast after it ("RM Updated Successfully"). */
  success: string;
  /** After a stored change: reload the page's list. */
  onDone: () => Promise<void> | void;
}

/**
 * Update RM / Trustee / Investment Manager (doc 3 §4): a dialog with a searchable dropdown, Update, the
 * confirmation, then the call; the list reloads and a toast says so. A refusal is an error toast.
 */
export function useReassign(options: ReassignOptions) {
  const notify = useNotify();
  const [rowId, setRowId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [query, setQuery] = useState('');
  const filtered = useComboboxFilter(
    query,
    options.choices.map((c) => ({ children: c.label, value: c.value })),
    {
      noOptionsMessage: EMPTY_STATE_MESSAGES.noResults,
      // Filter by and show the name, not the id.
      optionToText: (o) => String(o.children),
    },
  );

  const open = (id: string) => {
    setRowId(id);
    setChosen(null);
    setQuery('');
  };
  const close = () => {
    setRowId(null);
    setConfirming(false);
  };

  const confirm = async () => {
    if (!rowId || !chosen) return;
    setBusy(true);
    try {
      await options.perform(rowId, chosen);
      close();
      notify.success(options.success);
      await options.onDone();
    } catch (failure) {
      setConfirming(false);
      notify.error(toUserMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const dialogs = (
    <>
      <Dialog open={rowId !== null && !confirming} onOpenChange={(_, d) => !d.open && close()}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{options.action}</DialogTitle>
            <DialogContent>
              <Field label={options.label} required>
                <Combobox
                  placeholder="Search by name"
                  value={query}
                  selectedOptions={chosen ? [chosen] : []}
                  onChange={(e) => {
                    setQuery(e.target.value);
                    setChosen(null);
                  }}
                  onOptionSelect={(_, d) => {
                    setChosen(d.optionValue ?? null);
                    setQuery(d.optionText ?? '');
                  }}
                >
                  {filtered}
                </Combobox>
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={close}>
                Cancel
              </Button>
              <Button appearance="primary" disabled={!chosen} onClick={() => setConfirming(true)}>
                Update
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={options.action}
        message={options.confirmation}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
  return { open, dialogs };
}
