import { useState, type ReactNode } from 'react';
import { Switch } from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import { ConfirmDialog, useNotify } from '@aif/ui-kit';

export interface ToggledRow {
  id: string;
  isActive: boolean;
}

export interface AccessToggleOptions<T> {
  /** The question the switch asks (doc 3 §8: "Are you sure you want to disable the access to ...?"). */
  confirmation: (enable: boolean) => string;
  /** Stores the change; `result` is what the row becomes, `message` the success toast. */
  save: (id: string, enable: boolean) => Promise<{ message: string; result: T }>;
  onChanged: (result: T) => void;
}

/**
 * The Access switch of a list row (doc 3 §4; funds, plans, users): the switch asks for confirmation; on
 * Yes the change is stored and the row takes the answer's state; No changes nothing; a refusal (the
 * server's message, e.g. the last active fund, a trustee still mapped to a plan) is an error toast.
 */
export function useAccessToggle<T>({ confirmation, save, onChanged }: AccessToggleOptions<T>) {
  const notify = useNotify();
  const [pending, setPending] = useState<{ id: string; enable: boolean } | null>(null);
  // The question stays while the dialog closes (pending is already null then).
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const { message, result } = await save(pending.id, pending.enable);
      onChanged(result);
      notify.success(message);
    } catch (failure) {
      notify.error(toUserMessage(failure));
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const toggle = (row: ToggledRow, name: string, canChange: boolean): ReactNode => (
    <Switch
      checked={row.isActive}
      disabled={!canChange}
      aria-label={`Access for ${name}`}
      // The switch stays as it is until the change is confirmed and stored.
      onChange={() => {
        setQuestion(confirmation(!row.isActive));
        setPending({ id: row.id, enable: !row.isActive });
      }}
    />
  );

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title="Access"
      message={question}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  );
  return { toggle, dialog };
}
