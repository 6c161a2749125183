import { useMemo, useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  CONTROLLING_PERSON_LABELS,
  MESSAGES,
  emptyControllingPerson,
  type ControllingPersonInput,
  type ControllingPersonValues,
  type WizardStepContext,
} from '@aif/contracts';
import { ConfirmDialog, DataTable, displayOrDash, type DataColumn } from '@aif/ui-kit';
import type { Option } from '../../step-kit/fields';
import { ControllingPersonDialog } from './ControllingPersonDialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  add: { alignSelf: 'flex-start' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

interface Row {
  index: number;
  person: ControllingPersonInput;
}

export interface ControllingPersonsProps {
  label: string;
  required: boolean;
  persons: readonly ControllingPersonInput[];
  onChange: (persons: ControllingPersonInput[]) => void;
  disabled: boolean;
  ctx: Pick<WizardStepContext, 'countries' | 'today'>;
  countries: readonly Option[];
  /** The list's own message ('Please Add Controlling Person'). */
  message?: string;
  /** Messages of stored persons the save refused ('Invalid Nationality for ... in Controlling Person'). */
  personMessages: readonly string[];
}

/** The dialog's subject; it stays mounted while it closes (an unmounted open dialog leaves the page hidden). */
type Editing =
  | { mode: 'add'; open: boolean; session: number }
  | { mode: 'edit'; index: number; open: boolean; session: number };

/**
 * The controlling persons the questionnaire asks for: a table (cards on phones) with Edit and Delete per
 * person and an Add button. Deleting asks first; a stored person is kept inactive (soft delete), a new
 * one goes.
 */
export function ControllingPersons({
  label,
  required,
  persons,
  onChange,
  disabled,
  ctx,
  countries,
  message,
  personMessages,
}: ControllingPersonsProps) {
  const styles = useStyles();
  const [editing, setEditing] = useState<Editing | null>(null);
  const openDialog = (e: { mode: 'add' } | { mode: 'edit'; index: number }) =>
    setEditing((prev) => ({ ...e, open: true, session: (prev?.session ?? 0) + 1 }));
  const closeDialog = () => setEditing((prev) => (prev ? { ...prev, open: false } : prev));
  const [deleting, setDeleting] = useState<number | null>(null);
  const rows = useMemo<Row[]>(
    () => persons.map((person, index) => ({ index, person })).filter((r) => r.person.isActive !== false),
    [persons],
  );
  const countryLabel = (v: string | null | undefined) =>
    countries.find((c) => c.value === (v ?? '').toUpperCase())?.label ?? v;

  const columns: DataColumn<Row>[] = [
    { id: 'name', header: CONTROLLING_PERSON_LABELS.name, cell: (r) => displayOrDash(r.person.name) },
    {
      id: 'type',
      header: 'Type',
      cell: (r) => displayOrDash(r.person.controllingPersonType),
      nowrap: true,
    },
    {
      id: 'country',
      header: CONTROLLING_PERSON_LABELS.countryOfResidense,
      cell: (r) => displayOrDash(countryLabel(r.person.countryOfResidense)),
    },
    {
      id: 'tin',
      header: CONTROLLING_PERSON_LABELS.tin,
      cell: (r) => displayOrDash(r.person.tin),
      nowrap: true,
    },
    {
      id: 'actions',
      header: 'Actions',
      sticky: 'end',
      cell: (r) =>
        disabled ? null : (
          <div className={styles.actions}>
            <Button
              size="small"
              appearance="subtle"
              aria-label={`Edit ${r.person.name ?? ''}`.trim()}
              onClick={() => openDialog({ mode: 'edit', index: r.index })}
            >
              Edit
            </Button>
            <Button
              size="small"
              appearance="subtle"
              aria-label={`Delete ${r.person.name ?? ''}`.trim()}
              onClick={() => setDeleting(r.index)}
            >
              Delete
            </Button>
          </div>
        ),
    },
  ];

  const save = (values: ControllingPersonValues) => {
    if (!editing?.open) return;
    const next = [...persons];
    if (editing.mode === 'add') next.push({ ...values, id: '', isActive: true });
    else next[editing.index] = { ...values, id: persons[editing.index]?.id ?? '', isActive: true };
    onChange(next);
    closeDialog();
  };

  const remove = (index: number) => {
    const p = persons[index];
    // A stored person is kept, inactive, so the save soft-deletes it; a new one simply goes.
    onChange(
      p?.id
        ? persons.map((x, i) => (i === index ? { ...x, isActive: false } : x))
        : persons.filter((_, i) => i !== index),
    );
    setDeleting(null);
  };

  const editedIndex = editing?.mode === 'edit' ? editing.index : -1;
  return (
    <section aria-label={label} className={styles.root}>
      <Text weight="semibold">
        {label}
        {required && <span aria-hidden> *</span>}
      </Text>
      <div className={styles.root}>
        {rows.length > 0 ? (
          <DataTable columns={columns} rows={rows} getRowKey={(r) => r.index} label="Controlling Persons" />
        ) : (
          <Text>No data found</Text>
        )}
        {message && (
          <Text role="alert" className={styles.error}>
            {message}
          </Text>
        )}
        {personMessages.map((m) => (
          <Text key={m} role="alert" className={styles.error}>
            {m}
          </Text>
        ))}
        {!disabled && (
          <Button className={styles.add} onClick={() => openDialog({ mode: 'add' })}>
            Add Controlling Person
          </Button>
        )}
      </div>
      {editing && (
        <ControllingPersonDialog
          key={editing.session}
          open={editing.open}
          mode={editing.mode}
          person={editing.mode === 'edit' ? persons[editing.index]! : emptyControllingPerson()}
          ctx={ctx}
          others={rows.filter((r) => r.index !== editedIndex).map((r) => r.person)}
          countries={countries}
          onSave={save}
          onCancel={closeDialog}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Controlling Person"
        message={MESSAGES.deleteControllingPersonConfirm}
        onConfirm={() => deleting !== null && remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
