import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  APPLICATION_STATUSES,
  COMPLETED_STATUSES,
  REPORT_GROUP_STATUSES,
  SUMMARY_INVESTOR_TYPES,
  reportStatusGroup,
  type ReportInvestorType,
  type ReportQuery,
} from '@aif/contracts';
import { applications } from '../../db/schema';
import type { Session } from '../../lib/session';
import { visibleApplicationsWhere } from '../applications/visibility';

/**
 * The reports' SQL (0-product-decisions §11): every report reads `applications` under the caller's
 * visibility rule, a date range and the filters, and groups and counts in the database.
 */

/** The instants a report's dates cover: [from, toExclusive). */
export interface ReportRange {
  from: Date;
  toExclusive: Date;
}

/** Which date a report filters on: creation, or when it became signed or completed. */
export type ReportDate = 'created' | 'completed';

const a = applications;

/** contracts `reportInvestorType` in SQL, on the application's own columns. */
export const investorTypeSql: SQL<ReportInvestorType> = sql`(case
  when ${a.applicationType} = 'non_individual' then 'non_individual'
  when ${a.firstApplicantNri} and ${a.hasPoa} then 'nri_poa'
  when ${a.firstApplicantNri} then 'nri'
  when ${a.hasPoa} then 'poa'
  when ${a.onboardingType} = 'minor' then 'minor'
  else 'individual' end)`;

/** The number of active applicants, read only for the statuses whose group depends on it. */
const activeApplicantsSql = sql`(select count(*) from applicants p
  where p.application_id = ${a.id} and p.is_active)`;

/**
 * contracts `reportStatusGroup` in SQL, generated from it: a status whose group is the same for one to
 * three applicants maps directly; one whose group depends on a later applicant counts the active ones.
 */
export const statusGroupSql: SQL<string> = (() => {
  const branches = APPLICATION_STATUSES.map((s) => {
    const [one, two, three] = [1, 2, 3].map((n) => reportStatusGroup(s, n));
    if (one === two && two === three) return sql`when ${sql.raw(`'${s}'`)} then ${sql.raw(`'${one}'`)}`;
    return sql`when ${sql.raw(`'${s}'`)} then (case when ${activeApplicantsSql} > 2 then ${sql.raw(`'${three}'`)}
      when ${activeApplicantsSql} > 1 then ${sql.raw(`'${two}'`)} else ${sql.raw(`'${one}'`)} end)`;
  });
  return sql`(case ${a.status} ${sql.join(branches, sql` `)} end)`;
})();

/** A list of constant strings as SQL literals (values of the contracts, never of a request). */
export const literals = (values: readonly string[]): SQL => sql.raw(values.map((v) => `'${v}'`).join(', '));

const COMPLETED = literals(COMPLETED_STATUSES);

/** The WHERE of a report: visibility (which leaves deleted ones out), dates and filters. */
export function reportWhere(session: Session, q: ReportQuery, range: ReportRange, date: ReportDate): SQL {
  const conditions: (SQL | undefined)[] = [visibleApplicationsWhere(session)];
  if (date === 'created') {
    conditions.push(sql`${a.createdAt} >= ${range.from.toISOString()}::timestamptz`);
    conditions.push(sql`${a.createdAt} < ${range.toExclusive.toISOString()}::timestamptz`);
  } else {
    conditions.push(sql`${a.status} in (${COMPLETED})`);
    conditions.push(sql`${a.completedAt} >= ${range.from.toISOString()}::timestamptz`);
    conditions.push(sql`${a.completedAt} < ${range.toExclusive.toISOString()}::timestamptz`);
  }
  if (q.investorType) conditions.push(sql`${investorTypeSql} = ${q.investorType}`);
  if (q.distributorId) conditions.push(sql`${a.distributorId} = ${q.distributorId}::uuid`);
  if (q.schemeId) conditions.push(sql`${a.schemeId} = ${q.schemeId}::uuid`);
  if (q.planId) conditions.push(sql`${a.planId} = ${q.planId}::uuid`);
  if (q.rmId) conditions.push(sql`${a.rmId} = ${q.rmId}::uuid`);
  if (q.status?.length) {
    // The statuses of the groups first (cheap, and an index may serve it), then the exact group.
    const statuses = [...new Set(q.status.flatMap((g) => REPORT_GROUP_STATUSES[g]))];
    conditions.push(sql`${a.status} in (${literals(statuses)})`);
    conditions.push(sql`${statusGroupSql} in (${literals(q.status)})`);
  }
  return and(...conditions)!;
}

/** The summary investor types as a condition (minor, POA and NRI ones are left out of summaries). */
const summaryTypes = sql`${investorTypeSql} in (${literals(SUMMARY_INVESTOR_TYPES)})`;

/**
 * Counts per name (scheme or distributor), investor type and status group: counted per key first, the
 * names joined to the few groups afterwards.
 */
export function summarySql(where: SQL, by: 'scheme' | 'distributor'): SQL {
  const key = by === 'scheme' ? a.schemeId : a.distributorId;
  const names =
    by === 'scheme' ? sql`left join schemes s on s.id = g.key` : sql`left join users s on s.id = g.key`;
  const name = by === 'scheme' ? sql`s.scheme_name` : sql`s.name`;
  return sql`select g.key, ${name} as name, g.investor_type, g.status_group, g.n
    from (select ${key} as key, ${investorTypeSql} as investor_type, ${statusGroupSql} as status_group,
        count(*)::int as n
      from ${a}
      where ${where} and ${summaryTypes}
      group by 1, 2, 3) g ${names}`;
}

/** Completed applications per distributor and investor type: how many, their commitment and contribution. */
export function commitmentSql(where: SQL): SQL {
  return sql`select g.key, u.name, g.investor_type, g.n, g.commitment, g.contribution
    from (select ${a.distributorId} as key, ${investorTypeSql} as investor_type, count(*)::int as n,
        coalesce(sum(${a.commitmentAmount}), 0)::float8 as commitment,
        coalesce(sum(${a.contributionChequeAmount}), 0)::float8 as contribution
      from ${a}
      where ${where} and ${a.status} in (${COMPLETED})
      group by 1, 2) g
    left join users u on u.id = g.key`;
}

/** Epoch milliseconds of a timestamp: a number on both drivers, whatever their date parsing. */
export const epochMs = (col: SQLWrapper) => sql`(extract(epoch from ${col}) * 1000)::float8`;

/** The detail columns of the applications matching `where` (contracts `reportDetailRowSchema`). */
export function detailColumnsSql(): SQL {
  return sql`${a.id} as id, ${a.applicationNumber} as application_number, ${a.modeOfHolding} as mode_of_holding,
    (select s.scheme_name from schemes s where s.id = ${a.schemeId}) as scheme,
    ${epochMs(a.createdAt)} as created_at, ${a.commitmentAmount}::float8 as commitment_amount,
    fh.name as first_holder_name, fh.pan_no as first_holder_pan,
    (select coalesce(nullif(u.name, ''), u.arn_code) from users u where u.id = ${a.distributorId}) as distributor,
    (select d.provider_document_id from esign_documents d where d.application_id = ${a.id}
      order by d.created_at desc limit 1) as esign_document_id,
    ${a.status} as status, ${investorTypeSql} as investor_type, ${epochMs(a.completedAt)} as completed_at`;
}

/** The first holder: the active applicant of type 1. */
export const firstHolderJoin = sql`left join lateral (select p.name, p.pan_no from applicants p
  where p.application_id = ${a.id} and p.applicant_type = 1 and p.is_active
  order by p.created_at limit 1) fh on true`;

/** The order of a detail report. */
export function detailOrder(sort: 'applicationNumber' | 'createdAt', order: 'ASC' | 'DESC'): SQL {
  const dir = sql.raw(order);
  return sort === 'applicationNumber'
    ? sql`${a.applicationNumber} ${dir}`
    : sql`${a.createdAt} ${dir}, ${a.id} ${dir}`;
}

/** One page of a detail report; `limit` and `offset` are numbers checked by the query schema. */
export function detailPageSql(where: SQL, orderBy: SQL, limit: number, offset: number): SQL {
  return sql`select ${detailColumnsSql()} from ${a} ${firstHolderJoin}
    where ${where} order by ${orderBy} limit ${limit} offset ${offset}`;
}

/** Every row of a detail report (the spreadsheet, read with a cursor). */
export function detailAllSql(where: SQL, orderBy: SQL): SQL {
  return sql`select ${detailColumnsSql()} from ${a} ${firstHolderJoin} where ${where} order by ${orderBy}`;
}

export function countSql(where: SQL): SQL {
  return sql`select count(*)::int as n from ${a} where ${where}`;
}

/** A detail row as the database returns it. */
export interface DetailDbRow {
  id: string;
  application_number: string;
  mode_of_holding: string | null;
  scheme: string | null;
  created_at: number;
  commitment_amount: number | null;
  first_holder_name: string | null;
  first_holder_pan: string | null;
  distributor: string | null;
  esign_document_id: string | null;
  status: string;
  investor_type: string;
  completed_at: number | null;
}
