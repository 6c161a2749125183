import { useMemo, useState } from 'react';
import { Button, MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { SIGNATORY_MESSAGES, type SignatoryEntry } from '@aif/contracts';
import { ConfirmDialog } from '@aif/ui-kit';
import { StepSection } from '../../step-kit/StepCard';
import { SignatoryDialog } from '../authorised-signatory/SignatoryDialog';
import { SignatoryTable } from '../authorised-signatory/SignatoryTable';

const useStyles = makeStyles({ add: { alignSelf: 'flex-start' } });

const isOn = (x: { isActive?: boolean | null }) => x.isActive !== false;

/** The first message of each holder that has one, from the form's errors at `poaHolders`. */
function holderMessages(errors: unknown, holders: readonly SignatoryEntry[]): string[] {
  const list = errors as Record<number, Record<string, { message?: string }>> | undefined;
  if (!list || typeof list !== 'object') return [];
  return holders.flatMap((h, i) => {
    const first = list[i] && Object.values(list[i]).find((e) => typeof e?.message === 'string')?.message;
    return first ? [`${h.name || `POA Holder ${i + 1}`}: ${first}`] : [];
  });
}

/**
 * The POA holder(s) of an individual POA application, on its document step (where the POA is uploaded):
 * the holders' table and the member dialog without designation (0-product-decisions §10: the holder is
 * the one signatory of a single group, threshold 1, and signs for the investor). The send asks for one.
 */
export function PoaHolders({
  holders,
  onChange,
  errors,
  readOnly,
}: {
  holders: readonly SignatoryEntry[];
  onChange: (next: SignatoryEntry[]) => void;
  errors?: unknown;
  readOnly?: boolean;
}) {
  const styles = useStyles();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const rows = holders.map((entry, index) => ({ entry, index })).filter((r) => isOn(r.entry));
  const others = useMemo(() => holders.filter((h, i) => isOn(h) && i !== editing), [holders, editing]);
  const messages = holderMessages(errors, holders);
  const listError = (errors as { message?: string } | undefined)?.message;

  return (
    <StepSection title="POA Holder">
      <SignatoryTable
        label="POA holders"
        kind="poa_holder"
        rows={rows}
        readOnly={readOnly}
        onEdit={(i) => setEditing(i)}
        onDelete={(i) => setRemoving(i)}
      />
      {rows.length === 0 && (
        <MessageBar intent="warning">
          <MessageBarBody>{SIGNATORY_MESSAGES.addPoaHolder}</MessageBarBody>
        </MessageBar>
      )}
      {[listError, ...messages]
        .filter((m): m is string => !!m)
        .map((m) => (
          <MessageBar key={m} intent="error" role="alert">
            <MessageBarBody>{m}</MessageBarBody>
          </MessageBar>
        ))}
      {!readOnly && (
        <Button className={styles.add} onClick={() => setEditing('new')}>
          Add POA Holder
        </Button>
      )}
      <SignatoryDialog
        open={editing !== null}
        kind="poa_holder"
        title={editing === 'new' ? 'Add POA Holder' : 'Edit POA Holder'}
        initial={typeof editing === 'number' ? holders[editing] : null}
        others={others}
        onCancel={() => setEditing(null)}
        onSave={(entry) => {
          onChange(
            editing === 'new' ? [...holders, entry] : holders.map((h, i) => (i === editing ? entry : h)),
          );
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        message={SIGNATORY_MESSAGES.deletePoaHolderConfirm}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          onChange(holders.filter((_, i) => i !== removing));
          setRemoving(null);
        }}
      />
    </StepSection>
  );
}
