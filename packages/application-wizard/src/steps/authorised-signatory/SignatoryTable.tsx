import { Button, Checkbox, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { SignatoryEntry, SignatoryGroupKind } from '@aif/contracts';
import { DataTable, EMPTY_STATE_MESSAGES, type DataColumn } from '@aif/ui-kit';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  // Columns as wide as their content (not equal shares): a long e-mail wraps instead of running into
  // the designation, and Edit and Delete stay on one line.
  table: { '& table': { tableLayout: 'auto' }, '& td': { overflowWrap: 'anywhere' } },
});

export interface SignatoryRow {
  /** Position in the form's list (removed entries included). */
  index: number;
  entry: SignatoryEntry;
}

export interface SignatoryTableProps {
  /** The table's accessible name. */
  label: string;
  rows: readonly SignatoryRow[];
  /** Shows the send-e-sign checkbox column (authorised signatories; not POA holders). */
  onToggleEsign?: (index: number, canEsign: boolean) => void;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
  readOnly?: boolean;
  /** 'poa_holder': the mobile (the holder signs in with it) in place of the designation it has none of. */
  kind?: SignatoryGroupKind;
}

/**
 * The members of a group (doc 2 §2): send-e-sign checkbox, name, PAN, e-mail, designation, Edit and
 * Delete; stacked cards on phones (DataTable).
 */
export function SignatoryTable({
  label,
  rows,
  onToggleEsign,
  onEdit,
  onDelete,
  readOnly,
  kind = 'authorised_signatories',
}: SignatoryTableProps) {
  const styles = useStyles();
  const name = (r: SignatoryRow) => r.entry.name || `Member ${r.index + 1}`;
  const columns: DataColumn<SignatoryRow>[] = [
    ...(onToggleEsign
      ? [
          {
            id: 'esign',
            header: 'Send E-Sign',
            cell: (r: SignatoryRow) => (
              <Checkbox
                aria-label={`Send E-Sign to ${name(r)}`}
                checked={r.entry.canEsign !== false}
                disabled={readOnly}
                onChange={(_, d) => onToggleEsign(r.index, d.checked === true)}
              />
            ),
          },
        ]
      : []),
    { id: 'name', header: 'Name', cell: (r) => r.entry.name, nowrap: true },
    { id: 'pan', header: 'PAN', cell: (r) => r.entry.pan, nowrap: true },
    {
      id: 'email',
      header: 'Email ID',
      cell: (r) => r.entry.email,
    },
    kind === 'poa_holder'
      ? {
          id: 'mobile',
          header: 'Mobile Number',
          cell: (r) => [r.entry.countryCode, r.entry.mobile].filter(Boolean).join(' '),
          nowrap: true,
        }
      : { id: 'designation', header: 'Designation', cell: (r) => r.entry.designation || '-' },
    ...(readOnly
      ? []
      : [
          {
            id: 'actions',
            header: 'Actions',
            sticky: 'end' as const,
            cell: (r: SignatoryRow) => (
              <div className={styles.actions}>
                <Button size="small" aria-label={`Edit ${name(r)}`} onClick={() => onEdit(r.index)}>
                  Edit
                </Button>
                <Button size="small" aria-label={`Delete ${name(r)}`} onClick={() => onDelete(r.index)}>
                  Delete
                </Button>
              </div>
            ),
          },
        ]),
  ];
  if (rows.length === 0) return <Text>{EMPTY_STATE_MESSAGES.noData}</Text>;
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      getRowKey={(r) => r.entry.id ?? `new-${r.index}`}
      minWidth={760}
      className={styles.table}
    />
  );
}
