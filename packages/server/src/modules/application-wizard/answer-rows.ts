/**
 * The rows the application's answer (GET, and what a save answers) is built from, read in one statement:
 * each table's rows as a json array (json_agg of a subquery), turned back into the rows Drizzle would
 * have returned. A statement costs the API server more than its rows do (building it, a round trip,
 * parsing the reply), and the answer read them one table at a time: 13 statements per save.
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DocumentEntry, FundType } from '@aif/contracts';
import {
  applicantAddresses,
  applicantDocuments,
  applicantKraDocuments,
  applicants,
  applicationSignedDocuments,
  banks,
  esignDocuments,
  esignInvitations,
  files,
  nomineeDocuments,
  nominees,
  plans,
  schemes,
  signatoryGroups,
  users,
} from '../../db/schema';
import { fixedSql } from '../../db/fixed-statement';
import { kraEntriesOf } from '../onboarding/kra-documents';
import {
  documentEntriesOf,
  type AddressRow,
  type ApplicantRow,
  type ApplicationRow,
  type DbOrTx,
} from './records';
import type { PlanRow, SchemeRow } from './schemes';
import type { ApplicationPerson } from './step-handler';

export type NomineeRow = typeof nominees.$inferSelect;
export type BankRow = typeof banks.$inferSelect;

export interface AnswerRows {
  /** Active applicants, first applicant first, and their active addresses. */
  applicants: ApplicantRow[];
  addresses: AddressRow[];
  /** The users the application names (distributor, sub-distributor, rm, who filled it), by id. */
  people: Map<string, ApplicationPerson>;
  /** Active nominees and banks in form order (sno, then creation). */
  nominees: NomineeRow[];
  nomineeDocuments: Map<string, DocumentEntry[]>;
  banks: BankRow[];
  scheme: SchemeRow | null;
  plan: PlanRow | null;
  /** Active documents and registry (KRA) documents, by applicant id. */
  documents: Map<string, DocumentEntry[]>;
  kraDocuments: Map<string, DocumentEntry[]>;
  /** Whether the application has active signatory groups / any signing invitation (both read on when so). */
  hasGroups: boolean;
  hasInvitations: boolean;
  signedDocuments: { documentType: string; fileId: string; name: string }[];
}

const q = (name: string) => `"${name}"`;

/** A table's columns as a select list keyed as its row type (numeric as text, as the driver gives it). */
export function columnsOf(table: PgTable, alias: string): string {
  return Object.entries(getTableColumns(table))
    .map(([key, c]) => `${alias}.${q(c.name)}${c.columnType === 'PgNumeric' ? '::text' : ''} as ${q(key)}`)
    .join(', ');
}

/** The rows of a `columnsOf` json array as Drizzle maps a row (timestamps to Date, jsonb as parsed). */
export function rowsOf<T extends PgTable>(table: T, json: unknown): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  return ((json as Record<string, unknown>[] | null) ?? []).map(
    (r) =>
      Object.fromEntries(
        columns.map(([key, c]) => [key, r[key] == null ? null : c.mapFromDriverValue(r[key])]),
      ) as T['$inferSelect'],
  );
}

/** A subquery's rows as a json array ('[]' when none), in `order` when given. */
const agg = (select: string, order?: string) =>
  `(select coalesce(json_agg(r${order ? ` order by ${order}` : ''}), '[]'::json) from (${select}) r)`;

const t = (table: PgTable) => q(getTableName(table));
const activeApplicantIds = `select id from ${t(applicants)} where application_id = p.app_id and is_active`;
const documentsOf = (table: PgTable, owner: string, owners: string) =>
  agg(
    `select d.id, d.${owner} as "ownerId", d.document_type as "documentType", d.document_name as "documentName",
       d.file_id as "fileId", f.name as "fileName", d.created_at as "createdAt"
     from ${t(table)} d join ${t(files)} f on f.id = d.file_id where d.${owner} in (${owners}) and d.is_active`,
    'r."createdAt", r.id',
  );

// The same rows, filters and orders as the per-table reads they replace (records.ts, the steps' reads).
const APPLICANTS = `${agg(
  `select ${columnsOf(applicants, 'a')} from ${t(applicants)} a where a.application_id = p.app_id and a.is_active`,
  'r."applicantType"',
)} as applicants`;
const ADDRESSES = `${agg(
  `select ${columnsOf(applicantAddresses, 'x')} from ${t(applicantAddresses)} x
   where x.applicant_id in (${activeApplicantIds}) and x.is_active`,
)} as addresses`;

const activeNomineeIds = `select id from ${t(nominees)} where application_id = p.app_id and is_active`;
const NOMINEES = `${agg(
  `select ${columnsOf(nominees, 'n')} from ${t(nominees)} n where n.application_id = p.app_id and n.is_active`,
  'r.sno, r."createdAt"',
)} as nominees`;
const BANKS = `${agg(
  `select ${columnsOf(banks, 'b')} from ${t(banks)} b where b.application_id = p.app_id and b.is_active`,
  'r.sno, r."createdAt"',
)} as banks`;

// What the document rules read besides the applicants (document-details.ts `documentApplicationOf`).
const DOCUMENT_ROWS = [
  NOMINEES,
  `${documentsOf(nomineeDocuments, 'nominee_id', activeNomineeIds)} as nominee_documents`,
  BANKS,
  `${documentsOf(applicantDocuments, 'applicant_id', activeApplicantIds)} as documents`,
];

const SELECT_LIST = [
  APPLICANTS,
  ADDRESSES,
  `${agg(
    `select u.id, u.name, u.arn_code as "arnCode", u.role from ${t(users)} u where u.id in (p.distributor_id, p.subdistributor_id, p.rm_id, p.created_by)`,
  )} as people`,
  ...DOCUMENT_ROWS,
  `${agg(`select ${columnsOf(schemes, 's')} from ${t(schemes)} s where s.id = p.scheme_id`)} as scheme`,
  `${agg(`select ${columnsOf(plans, 'l')} from ${t(plans)} l where l.id = p.plan_id`)} as plan`,
  `${agg(
    `select ${columnsOf(applicantKraDocuments, 'k')}, f.name as "fileName"
     from ${t(applicantKraDocuments)} k join ${t(files)} f on f.id = k.file_id
     where k.applicant_id in (${activeApplicantIds}) and k.is_active`,
    'r."createdAt", r.id',
  )} as kra_documents`,
  `exists (select 1 from ${t(signatoryGroups)} g where g.application_id = p.app_id and g.is_active) as has_groups`,
  `exists (select 1 from ${t(esignInvitations)} i join ${t(esignDocuments)} e on e.id = i.document_id
     where i.application_id = p.app_id) as has_invitations`,
  `${agg(
    `select s.document_type as "documentType", f.id as "fileId", f.name
     from ${t(applicationSignedDocuments)} s join ${t(files)} f on f.id = s.file_id where s.application_id = p.app_id`,
  )} as signed_documents`,
].join(',\n');

interface AnswerJson {
  applicants: unknown;
  addresses: unknown;
  people: ApplicationPerson[];
  nominees: unknown;
  nominee_documents: DocumentJson[];
  banks: unknown;
  scheme: unknown;
  plan: unknown;
  documents: DocumentJson[];
  kra_documents: (Record<string, unknown> & { fileName: string })[];
  has_groups: boolean;
  has_invitations: boolean;
  signed_documents: AnswerRows['signedDocuments'];
}
type DocumentJson = Parameters<typeof documentEntriesOf>[0][number];

const param = (name: string) => sql`${sql.placeholder(name)}::uuid as ${sql.raw(name)}`;

/**
 * `select row_to_json(x) from (select <list> from (<params>) p) x` as a named prepared statement: its text
 * never changes, so PostgreSQL parses it once per connection and, after a few runs, reuses a generic
 * plan (planning the answer's 13 subqueries took about 3 ms, running them 1 ms). Built once per process
 * (`fixedSql`): building it again in every save's transaction was 3 % of the API server's CPU per save.
 */
function rowStatement<T>(name: string, list: string, params: string[]) {
  const run = fixedSql<{ row: T }>(
    name,
    sql`select row_to_json(x) as "row" from (select ${sql.raw(list)} from (select ${sql.join(params.map(param), sql`, `)}) p) x`,
  );
  return async (db: DbOrTx, values: Record<string, unknown>): Promise<T> => (await run(db, values))[0]!.row;
}

const answerRows = rowStatement<AnswerJson>('wizard_answer_rows', SELECT_LIST, [
  'app_id',
  'scheme_id',
  'plan_id',
  'distributor_id',
  'subdistributor_id',
  'rm_id',
  'created_by',
]);

/** The rows of the application's answer, in one statement (on the database or in a save's transaction). */
export async function readAnswerRows(db: DbOrTx, app: ApplicationRow): Promise<AnswerRows> {
  const r = await answerRows(db, {
    app_id: app.id,
    scheme_id: app.schemeId,
    plan_id: app.planId,
    distributor_id: app.distributorId,
    subdistributor_id: app.subdistributorId,
    rm_id: app.rmId,
    created_by: app.createdBy,
  });
  const kra = r.kra_documents.map((k) => ({
    doc: rowsOf(applicantKraDocuments, [k])[0]!,
    fileName: k.fileName,
  }));
  return {
    applicants: rowsOf(applicants, r.applicants),
    addresses: rowsOf(applicantAddresses, r.addresses),
    people: new Map(r.people.map((u) => [u.id, u])),
    nominees: rowsOf(nominees, r.nominees),
    nomineeDocuments: documentEntriesOf(r.nominee_documents, false),
    banks: rowsOf(banks, r.banks),
    scheme: rowsOf(schemes, r.scheme)[0] ?? null,
    plan: rowsOf(plans, r.plan)[0] ?? null,
    documents: documentEntriesOf(r.documents, true),
    kraDocuments: kraEntriesOf(kra),
    hasGroups: r.has_groups,
    hasInvitations: r.has_invitations,
    signedDocuments: r.signed_documents,
  };
}

/** What a step save works on besides the application: the fund type, the active applicants and addresses. */
export interface StepRows {
  fundType: FundType | null;
  applicants: ApplicantRow[];
  addresses: AddressRow[];
}

const STEP_SELECT_LIST = [
  `(select s.fund_type from ${t(schemes)} s where s.id = p.scheme_id) as fund_type`,
  APPLICANTS,
  ADDRESSES,
].join(',\n');

type StepJson = { fund_type: string | null; applicants: unknown; addresses: unknown };
const stepRows = rowStatement<StepJson>('wizard_step_rows', STEP_SELECT_LIST, ['app_id', 'scheme_id']);

/**
 * `StepRows` in one statement. Run after the statement that locks the application: in read committed each
 * statement sees what was committed before it began, so these rows are those of the locked application.
 */
export async function readStepRows(tx: DbOrTx, app: ApplicationRow): Promise<StepRows> {
  const r = await stepRows(tx, { app_id: app.id, scheme_id: app.schemeId });
  return {
    fundType: (r.fund_type as FundType | null) ?? null,
    applicants: rowsOf(applicants, r.applicants),
    addresses: rowsOf(applicantAddresses, r.addresses),
  };
}

export type DocumentRows = Pick<AnswerRows, 'nominees' | 'nomineeDocuments' | 'banks' | 'documents'>;

/** A document row of an active applicant or nominee, active or not, with its file's particulars. */
export interface StoredDocumentRow {
  id: string;
  ofNominee: boolean;
  ownerId: string;
  documentType: string;
  documentName: string | null;
  fileId: string;
  isActive: boolean;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  /** The application the file belongs to (a stored document's file is on its application). */
  fileApplicationId: string | null;
}

const storedDocumentsOf = (table: PgTable, owner: string, owners: string, ofNominee: boolean) =>
  `select d.id, ${ofNominee} as "ofNominee", d.${owner} as "ownerId", d.document_type as "documentType",
     d.document_name as "documentName", d.file_id as "fileId", d.is_active as "isActive", f.name as "fileName",
     f.mime_type as "mimeType", f.size_bytes as "sizeBytes", f.application_id as "fileApplicationId",
     d.created_at as "createdAt"
   from ${t(table)} d join ${t(files)} f on f.id = d.file_id where d.${owner} in (${owners})`;

/**
 * What the document step's save reads, in one statement: the active nominees and banks, and every
 * document row of the active applicants and nominees (inactive ones too: an entry may bring one back)
 * with its file's name, type, size and application. The active rows, in `documentsOf`'s order, are the
 * documents the rules and the answer read.
 */
const DOCUMENT_STEP_ROWS = [
  NOMINEES,
  BANKS,
  `${agg(
    `${storedDocumentsOf(applicantDocuments, 'applicant_id', activeApplicantIds, false)}
     union all
     ${storedDocumentsOf(nomineeDocuments, 'nominee_id', activeNomineeIds, true)}`,
    'r."createdAt", r.id',
  )} as stored_documents`,
];

export interface DocumentStepRows extends DocumentRows {
  storedDocuments: StoredDocumentRow[];
}

const documentStepRows = rowStatement<
  Pick<AnswerJson, 'nominees' | 'banks'> & { stored_documents: StoredDocumentRow[] }
>('wizard_document_step_rows', DOCUMENT_STEP_ROWS.join(',\n'), ['app_id']);

/** `DocumentRows` and every stored document row of the application's active people (`DOCUMENT_STEP_ROWS`). */
export async function readDocumentStepRows(db: DbOrTx, app: ApplicationRow): Promise<DocumentStepRows> {
  const r = await documentStepRows(db, { app_id: app.id });
  const active = (ofNominee: boolean) =>
    r.stored_documents.filter((d) => d.isActive && d.ofNominee === ofNominee);
  return {
    nominees: rowsOf(nominees, r.nominees),
    nomineeDocuments: documentEntriesOf(active(true), false),
    banks: rowsOf(banks, r.banks),
    documents: documentEntriesOf(active(false), true),
    storedDocuments: r.stored_documents,
  };
}

const documentRows = rowStatement<Pick<AnswerJson, 'nominees' | 'nominee_documents' | 'banks' | 'documents'>>(
  'wizard_document_rows',
  DOCUMENT_ROWS.join(',\n'),
  ['app_id'],
);

/** The active nominees (with their documents), banks and applicants' documents, in one statement. */
export async function readDocumentRows(db: DbOrTx, app: ApplicationRow): Promise<DocumentRows> {
  const r = await documentRows(db, { app_id: app.id });
  return {
    nominees: rowsOf(nominees, r.nominees),
    nomineeDocuments: documentEntriesOf(r.nominee_documents, false),
    banks: rowsOf(banks, r.banks),
    documents: documentEntriesOf(r.documents, true),
  };
}
