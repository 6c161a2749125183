import {
  HOLDING_MODE_LABELS,
  REPORT_DETAIL_COLUMNS,
  REPORT_INVESTOR_TYPE_LABELS,
  REPORT_SUMMARY_COLUMNS,
  REPORT_SUMMARY_COLUMN_LABELS,
  SUMMARY_INVESTOR_TYPES,
  formatCurrency,
  formatDisplayDate,
  formatIndianNumber,
  statusLabel,
  type CommitmentReport,
  type ReportDetailRow,
  type ReportInvestorType,
  type ReportSummaryColumn,
  type Role,
  type SummaryReport,
} from '@aif/contracts';
import { DataTable, displayValue, type DataColumn } from '@aif/ui-kit';

/** One row of a grouped report: a name (scheme or distributor) and one of its investor types. */
interface GroupRow {
  key: string;
  name: string;
  investorType: ReportInvestorType;
}
type SummaryRow = GroupRow & { counts: Partial<Record<ReportSummaryColumn, number>> };
type CommitmentRow = GroupRow & { completed: number; commitmentAmount: number; contributionAmount: number };

const rupees = (amount: number | null) =>
  amount === null ? displayValue(null) : formatCurrency(amount, 'inr');

function groupColumns<Row extends GroupRow>(nameHeader: string): DataColumn<Row>[] {
  return [
    { id: 'name', header: nameHeader, cell: (row) => row.name },
    {
      id: 'investorType',
      header: 'Investor Type',
      cell: (row) => REPORT_INVESTOR_TYPE_LABELS[row.investorType],
    },
  ];
}

/**
 * onboardingSummary (per scheme) and the distributors' summary (per distributor, "Direct" for none): a row
 * per name and investor type with the nine status counts (doc 3 §2.9). Minor, POA and NRI types are not
 * summary rows.
 */
export function SummaryTable({
  data,
  nameHeader,
  label,
}: {
  data: SummaryReport['data'];
  nameHeader: string;
  label: string;
}) {
  // Keyed by the group's place as well: two distributors may share a name (the server keeps them apart).
  const rows: SummaryRow[] = data.flatMap((group, g) =>
    group.types
      .filter((t) => SUMMARY_INVESTOR_TYPES.includes(t.investorType))
      .map((t) => ({
        key: `${g}\u0000${t.investorType}`,
        name: group.name,
        investorType: t.investorType,
        counts: Object.fromEntries(t.counts.map((c) => [c.status, c.count])),
      })),
  );
  const columns: DataColumn<SummaryRow>[] = [
    ...groupColumns<SummaryRow>(nameHeader),
    ...REPORT_SUMMARY_COLUMNS.map((c): DataColumn<SummaryRow> => ({
      id: c,
      header: REPORT_SUMMARY_COLUMN_LABELS[c],
      nowrap: true,
      cell: (row) => formatIndianNumber(row.counts[c] ?? 0),
    })),
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      getRowKey={(r) => r.key}
      label={label}
      minWidth={1040}
      size="small"
    />
  );
}

/** distributorWiseCommitmentAmount: completed applications per distributor and investor type, with amounts. */
export function CommitmentTable({ data, label }: { data: CommitmentReport['data']; label: string }) {
  const rows: CommitmentRow[] = data.flatMap((group, g) =>
    group.types.map((t) => ({ key: `${g}\u0000${t.investorType}`, name: group.name, ...t })),
  );
  const columns: DataColumn<CommitmentRow>[] = [
    ...groupColumns<CommitmentRow>('Distributor Name'),
    { id: 'completed', header: 'Completed', nowrap: true, cell: (row) => formatIndianNumber(row.completed) },
    {
      id: 'commitment',
      header: 'Commitment Amount',
      nowrap: true,
      cell: (row) => rupees(row.commitmentAmount),
    },
    {
      id: 'contribution',
      header: 'Contribution Amount',
      nowrap: true,
      cell: (row) => rupees(row.contributionAmount),
    },
  ];
  return <DataTable columns={columns} rows={rows} getRowKey={(r) => r.key} label={label} minWidth={720} />;
}

type DetailKey = (typeof REPORT_DETAIL_COLUMNS)[number]['key'] | 'completedAt';

function detailCell(key: DetailKey, row: ReportDetailRow, role: Role) {
  switch (key) {
    case 'createdAt':
    case 'completedAt':
      return displayValue(formatDisplayDate(row[key]));
    case 'commitmentAmount':
      return rupees(row.commitmentAmount);
    case 'modeOfHolding':
      return displayValue(
        (row.modeOfHolding && HOLDING_MODE_LABELS[row.modeOfHolding as keyof typeof HOLDING_MODE_LABELS]) ||
          row.modeOfHolding,
      );
    case 'status':
      return statusLabel(row.status, role);
    default:
      return displayValue(row[key]);
  }
}

const NOWRAP: readonly DetailKey[] = ['applicationNumber', 'createdAt', 'completedAt', 'commitmentAmount'];

/**
 * onboardingDetails: the ten columns of REPORT_DETAIL_COLUMNS; the completed report adds the day each
 * application was completed after the onboarding date.
 */
export function DetailTable({
  rows,
  completed,
  role,
  busy,
  label,
}: {
  rows: readonly ReportDetailRow[];
  completed: boolean;
  role: Role;
  busy: boolean;
  label: string;
}) {
  const keys = REPORT_DETAIL_COLUMNS.flatMap((c): { key: DetailKey; label: string }[] =>
    completed && c.key === 'createdAt' ? [c, { key: 'completedAt', label: 'Completion Date' }] : [c],
  );
  const columns = keys.map(({ key, label }): DataColumn<ReportDetailRow> => ({
    id: key,
    header: label,
    nowrap: NOWRAP.includes(key),
    cell: (row) => detailCell(key, row, role),
  }));
  return (
    <DataTable
      columns={columns}
      rows={rows}
      getRowKey={(r) => r.id}
      label={label}
      minWidth={completed ? 1320 : 1200}
      busy={busy}
    />
  );
}
