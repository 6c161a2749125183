import type { Writable } from 'node:stream';
import { asc, eq, type SQL } from 'drizzle-orm';
import {
  REPORT_INVESTOR_TYPES,
  REPORT_MESSAGES,
  REPORT_SUMMARY_COLUMNS,
  SUMMARY_INVESTOR_TYPES,
  calendarDateInIST,
  defaultReportRange,
  endOfDayIST,
  reportDateMessages,
  startOfDayIST,
  todayInIST,
  type CommitmentReport,
  type DetailReport,
  type ReportDetailRow,
  type ReportInvestorType,
  type ReportQuery,
  type ReportSummaryColumn,
  type SummaryReport,
} from '@aif/contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { fieldErrors, forbidden, throwIfAny } from '../../lib/errors';
import type { Session } from '../../lib/session';
import { ALL_FIELDS_COLUMNS, allFieldsSql } from './all-fields';
import {
  COMMITMENT_COLUMNS,
  completedColumns,
  detailColumns,
  summaryColumns,
  type CommitmentSheetRow,
  type SummarySheetRow,
} from './columns';
import {
  commitmentSql,
  countSql,
  detailAllSql,
  detailOrder,
  detailPageSql,
  reportWhere,
  summarySql,
  type DetailDbRow,
  type ReportDate,
  type ReportRange,
} from './sql';
import { arraySource, cursorSource, writeSheet } from './xlsx';

export interface ReportDeps {
  db: Db;
  clock: Clock;
  /** The caller's fundSetupAccess flag, read fresh (the funds module). */
  fundSetupAccess: (session: Session) => Promise<boolean>;
}

/** Names of the groups without a scheme or a distributor. */
export const NO_SCHEME = 'No Scheme';
export const DIRECT = 'Direct';

export type DetailKind = 'details' | 'completed';

/** The reports (doc 3 §2.9, §7 "Reports"; 0-product-decisions §11), limited by the caller's visibility. */
export class ReportService {
  constructor(private readonly deps: ReportDeps) {}

  /**
   * The report's range as whole Asia/Kolkata days: from the start of From's day to the end of To's
   * (the browser sends 00:00 and 23:59:59.999 of the chosen days). Without both, the default range.
   */
  range(q: ReportQuery): ReportRange {
    const today = todayInIST(this.deps.clock());
    if (!q.from && !q.to) {
      const d = defaultReportRange(today);
      return { from: startOfDayIST(d.from), toExclusive: new Date(endOfDayIST(d.to).getTime() + 1) };
    }
    throwIfAny(fieldErrors(reportDateMessages({ from: q.from, to: q.to }, today)));
    return {
      from: startOfDayIST(calendarDateInIST(q.from!)),
      toExclusive: new Date(endOfDayIST(calendarDateInIST(q.to!)).getTime() + 1),
    };
  }

  /** The RMs the RM filter offers: every RM by name, switched-off ones too (their applications remain). */
  async rmOptions(): Promise<{ id: string; name: string; isActive: boolean }[]> {
    return this.deps.db
      .select({ id: users.id, name: users.name, isActive: users.isActive })
      .from(users)
      .where(eq(users.role, 'rm'))
      .orderBy(asc(users.name));
  }

  /** The completed report needs the fundSetupAccess flag (doc 3 §6), read fresh. */
  async requireCompletedAccess(session: Session): Promise<void> {
    if (!(await this.deps.fundSetupAccess(session))) throw forbidden(REPORT_MESSAGES.noAccess);
  }

  private where(session: Session, q: ReportQuery, date: ReportDate = 'created'): SQL {
    return reportWhere(session, q, this.range(q), date);
  }

  private async rows<R>(query: SQL): Promise<R[]> {
    return ((await this.deps.db.execute(query)) as unknown as { rows: R[] }).rows;
  }

  /** onboardingSummary (per scheme name) or distributorWiseOnboardingSummary (per distributor name). */
  async summary(session: Session, q: ReportQuery, by: 'scheme' | 'distributor'): Promise<SummaryReport> {
    const rows = await this.rows<SummaryDbRow>(summarySql(this.where(session, q), by));
    const types = SUMMARY_INVESTOR_TYPES.filter((t) => !q.investorType || t === q.investorType);
    const groups = new Map<string, { name: string; counts: Map<string, Record<string, number>> }>();
    for (const r of rows) {
      const key = r.key ?? '';
      const name = r.name ?? (by === 'scheme' ? NO_SCHEME : DIRECT);
      const g = groups.get(key) ?? { name, counts: new Map() };
      groups.set(key, g);
      const counts = g.counts.get(r.investor_type) ?? {};
      counts[r.status_group] = (counts[r.status_group] ?? 0) + r.n;
      g.counts.set(r.investor_type, counts);
    }
    return {
      data: sortGroups([...groups.entries()]).map(([, g]) => ({
        name: g.name,
        types: types.map((investorType) => {
          const counts = g.counts.get(investorType) ?? {};
          const total = Object.values(counts).reduce((s, n) => s + n, 0);
          return {
            investorType,
            counts: REPORT_SUMMARY_COLUMNS.map((status: ReportSummaryColumn) => ({
              status,
              count: status === 'total_onboarded' ? total : (counts[status] ?? 0),
            })),
          };
        }),
      })),
    };
  }

  /** distributorWiseCommitmentAmount: completed applications per distributor and investor type. */
  async commitment(session: Session, q: ReportQuery): Promise<CommitmentReport> {
    const rows = await this.rows<CommitmentDbRow>(commitmentSql(this.where(session, q)));
    const groups = new Map<string, { name: string; types: CommitmentReport['data'][number]['types'] }>();
    for (const r of rows) {
      const key = r.key ?? '';
      const g = groups.get(key) ?? { name: r.name ?? DIRECT, types: [] };
      groups.set(key, g);
      g.types.push({
        investorType: r.investor_type,
        completed: r.n,
        commitmentAmount: r.commitment,
        contributionAmount: r.contribution,
      });
    }
    const order = (t: ReportInvestorType) => REPORT_INVESTOR_TYPES.indexOf(t);
    return {
      data: sortGroups([...groups.entries()]).map(([, g]) => ({
        name: g.name,
        types: g.types.sort((x, y) => order(x.investorType) - order(y.investorType)),
      })),
    };
  }

  /** onboardingDetails (by creation date) or completedApplications (by completion date): one page. */
  async details(session: Session, q: ReportQuery, kind: DetailKind): Promise<DetailReport> {
    const where = this.where(session, q, kind === 'completed' ? 'completed' : 'created');
    const offset = (q.page - 1) * q.limit;
    const [count, page] = await Promise.all([
      this.rows<{ n: number }>(countSql(where)),
      this.rows<DetailDbRow>(detailPageSql(where, this.detailOrder(q, kind), q.limit, offset)),
    ]);
    const total = count[0]?.n ?? 0;
    return { data: page.map((r) => toDetailRow(r, kind)), pages: Math.ceil(total / q.limit), total };
  }

  private detailOrder(q: ReportQuery, kind: DetailKind): SQL {
    const sort = q.sort ?? (kind === 'completed' ? 'applicationNumber' : 'createdAt');
    return detailOrder(sort, q.order?.toUpperCase() === 'ASC' ? 'ASC' : 'DESC');
  }

  // --- Spreadsheets: every matching row, not a page.

  async summarySheet(session: Session, q: ReportQuery, by: 'scheme' | 'distributor') {
    const report = await this.summary(session, q, by);
    const rows: SummarySheetRow[] = report.data.flatMap((g) =>
      g.types.map((t) => ({ name: g.name, investorType: t.investorType, counts: t.counts })),
    );
    const title = by === 'scheme' ? 'Onboarding Summary' : 'Distributor Onboarding Summary';
    return (out: Writable) => writeSheet(out, title, summaryColumns(by), arraySource(rows));
  }

  async commitmentSheet(session: Session, q: ReportQuery) {
    const report = await this.commitment(session, q);
    const rows: CommitmentSheetRow[] = report.data.flatMap((g) =>
      g.types.map((t) => ({ name: g.name, ...t })),
    );
    return (out: Writable) =>
      writeSheet(out, 'Distributor Commitment Amount', COMMITMENT_COLUMNS, arraySource(rows));
  }

  /** The details table's columns ("Current Fields") or the completed report, every row, by cursor. */
  detailSheet(session: Session, q: ReportQuery, kind: DetailKind) {
    const where = this.where(session, q, kind === 'completed' ? 'completed' : 'created');
    const source = cursorSource<DetailDbRow>(this.deps.db, detailAllSql(where, this.detailOrder(q, kind)));
    const columns = kind === 'completed' ? completedColumns() : detailColumns();
    const title = kind === 'completed' ? 'Onboarding Completed' : 'Onboarding Details';
    return (out: Writable) => writeSheet(out, title, columns, source);
  }

  /** "Download All Fields": one row per application with its applicants, bank, nominees and investment. */
  allFieldsSheet(session: Session, q: ReportQuery) {
    const where = this.where(session, q);
    const source = cursorSource<Record<string, unknown>>(
      this.deps.db,
      allFieldsSql(where, this.detailOrder(q, 'details')),
    );
    return (out: Writable) => writeSheet(out, 'All Fields', ALL_FIELDS_COLUMNS, source);
  }
}

interface SummaryDbRow {
  key: string | null;
  name: string | null;
  investor_type: ReportInvestorType;
  status_group: string;
  n: number;
}

interface CommitmentDbRow {
  key: string | null;
  name: string | null;
  investor_type: ReportInvestorType;
  n: number;
  commitment: number;
  contribution: number;
}

/** By name; the group without a scheme or distributor ("No Scheme", "Direct") last. */
function sortGroups<G extends { name: string }>(groups: [string, G][]): [string, G][] {
  return groups.sort(([ka, a], [kb, b]) =>
    !ka !== !kb ? (ka ? -1 : 1) : a.name.localeCompare(b.name, 'en') || ka.localeCompare(kb),
  );
}

export function toDetailRow(r: DetailDbRow, kind: DetailKind): ReportDetailRow {
  const row: ReportDetailRow = {
    id: r.id,
    firstHolderName: r.first_holder_name,
    applicationNumber: r.application_number,
    modeOfHolding: r.mode_of_holding,
    scheme: r.scheme,
    createdAt: new Date(Math.round(r.created_at)).toISOString(),
    commitmentAmount: r.commitment_amount,
    firstHolderPan: r.first_holder_pan,
    distributor: r.distributor,
    esignDocumentId: r.esign_document_id,
    status: r.status as ReportDetailRow['status'],
    investorType: r.investor_type as ReportInvestorType,
  };
  if (kind === 'completed') {
    row.completedAt = r.completed_at === null ? null : new Date(Math.round(r.completed_at)).toISOString();
  }
  return row;
}
