import {
  REPORT_DETAIL_COLUMNS,
  REPORT_SUMMARY_COLUMNS,
  REPORT_SUMMARY_COLUMN_LABELS,
  type CommitmentReport,
  type ReportInvestorType,
  type SummaryReport,
} from '@aif/contracts';
import { holdingText, investorTypeText, statusText } from './columns-text';
import type { DetailDbRow } from './sql';
import { excelDateOfInstant, type SheetColumn } from './xlsx';

/** The spreadsheets' columns: the screen's tables, with labels for codes. */

export interface SummarySheetRow {
  name: string;
  investorType: ReportInvestorType;
  counts: SummaryReport['data'][number]['types'][number]['counts'];
}

export function summaryColumns(by: 'scheme' | 'distributor'): SheetColumn<SummarySheetRow>[] {
  return [
    { header: by === 'scheme' ? 'Scheme' : 'Distributor', kind: 'text', value: (r) => r.name, width: 32 },
    { header: 'Investor Type', kind: 'text', value: (r) => investorTypeText(r.investorType), width: 22 },
    ...REPORT_SUMMARY_COLUMNS.map((c): SheetColumn<SummarySheetRow> => ({
      header: REPORT_SUMMARY_COLUMN_LABELS[c],
      kind: 'number',
      value: (r) => r.counts.find((x) => x.status === c)?.count ?? 0,
      width: 16,
    })),
  ];
}

export type CommitmentSheetRow = { name: string } & CommitmentReport['data'][number]['types'][number];

export const COMMITMENT_COLUMNS: SheetColumn<CommitmentSheetRow>[] = [
  { header: 'Distributor', kind: 'text', value: (r) => r.name, width: 32 },
  { header: 'Investor Type', kind: 'text', value: (r) => investorTypeText(r.investorType), width: 22 },
  { header: 'Completed Applications', kind: 'number', value: (r) => r.completed, width: 22 },
  { header: 'Commitment Amount', kind: 'amount', value: (r) => r.commitmentAmount },
  { header: 'Contribution Amount', kind: 'amount', value: (r) => r.contributionAmount },
];

/** The value of a details table column in a database row. */
const DETAIL_VALUES: Record<(typeof REPORT_DETAIL_COLUMNS)[number]['key'], SheetColumn<DetailDbRow>> = {
  firstHolderName: { header: '', kind: 'text', value: (r) => r.first_holder_name, width: 30 },
  applicationNumber: { header: '', kind: 'text', value: (r) => r.application_number, width: 16 },
  modeOfHolding: { header: '', kind: 'text', value: (r) => holdingText(r.mode_of_holding) },
  scheme: { header: '', kind: 'text', value: (r) => r.scheme, width: 30 },
  createdAt: { header: '', kind: 'datetime', value: (r) => excelDateOfInstant(r.created_at) },
  commitmentAmount: { header: '', kind: 'amount', value: (r) => r.commitment_amount },
  firstHolderPan: { header: '', kind: 'text', value: (r) => r.first_holder_pan, width: 14 },
  distributor: { header: '', kind: 'text', value: (r) => r.distributor, width: 30 },
  esignDocumentId: { header: '', kind: 'text', value: (r) => r.esign_document_id, width: 30 },
  status: { header: '', kind: 'text', value: (r) => statusText(r.status) },
};

/** "Download Current Fields": exactly the details table's ten columns (contracts REPORT_DETAIL_COLUMNS). */
export function detailColumns(): SheetColumn<DetailDbRow>[] {
  return REPORT_DETAIL_COLUMNS.map((c) => ({ ...DETAIL_VALUES[c.key], header: c.label }));
}

/** The completed report: the details columns and when each became signed or completed. */
export function completedColumns(): SheetColumn<DetailDbRow>[] {
  return [
    ...detailColumns(),
    { header: 'Completed On', kind: 'datetime', value: (r) => excelDateOfInstant(r.completed_at) },
  ];
}
