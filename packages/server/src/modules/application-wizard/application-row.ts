/**
 * The application row a save locks (or GET reads) and the one its update returns, with little for the API
 * server to build per request: the row as one json column, and the caller's visibility condition built
 * to text once per caller. Building the select of 36 columns and the visibility's nested subqueries
 * took most of Drizzle's time in a save; the statement is also named, so PostgreSQL plans it once per
 * connection rather than on every save.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { fixedStatement } from '../../db/fixed-statement';
import { applications } from '../../db/schema';
import type { Session } from '../../lib/session';
import { openableApplicationsWhere } from '../applications/visibility';
import { columnsOf, rowsOf } from './answer-rows';
import type { ApplicationChanges, ApplicationRow, DbOrTx } from './records';

/** The row as json, numeric as text (as the driver gives it); on "applications" in a select or returning. */
const ROW_JSON = sql.raw(
  `(select row_to_json(x) from (select ${columnsOf(applications, '"applications"')}) x)`,
);

const rowOf = (json: unknown): ApplicationRow => rowsOf(applications, [json])[0]!;

const dialect = new PgDialect();

type RowStatement = (db: DbOrTx, values: { id: string }) => Promise<{ row: unknown }[]>;

export interface Visibility {
  /** The condition with its parameters as values, cheap to put into a statement again. */
  condition: SQL;
  /** Stands for the condition's text in statement names. */
  key: string;
  /** The caller's select of one application (locked or not), built on first use. */
  statements: { lock?: RowStatement; read?: RowStatement };
}

/** By caller: the condition is a function of these session fields only (applications/visibility.ts). */
const visibilities = new Map<string, Visibility>();
const MAX_CALLERS = 1000;

/** Which applications the caller may open (`openableApplicationsWhere`), built to text once per caller. */
export function visibilityFor(session: Session): Visibility {
  const caller = JSON.stringify([
    session.kind,
    session.role,
    session.userId,
    session.countryCode,
    session.phone,
  ]);
  let v = visibilities.get(caller);
  if (!v) {
    const { sql: text, params } = dialect.sqlToQuery(openableApplicationsWhere(session));
    const chunks = text.split(/\$\d+/);
    const condition = sql.empty();
    chunks.forEach((chunk, i) => {
      condition.append(sql.raw(chunk));
      if (i < params.length) condition.append(sql`${params[i]}`);
    });
    v = { condition, key: createHash('sha1').update(text).digest('hex').slice(0, 16), statements: {} };
    if (visibilities.size >= MAX_CALLERS) visibilities.clear();
    visibilities.set(caller, v);
  }
  return v;
}

/** The application if the caller may open it (locked for the transaction when `lock`), else undefined. */
export async function visibleApplication(
  db: DbOrTx,
  visible: Visibility,
  id: string,
  lock: boolean,
): Promise<ApplicationRow | undefined> {
  const kind = lock ? 'lock' : 'read';
  // Built once per caller and kind, and run on this call's connection (`fixedStatement`).
  const statement = (visible.statements[kind] ??= fixedStatement((on) => {
    const q = on
      .select({ row: ROW_JSON })
      .from(applications)
      .where(and(eq(applications.id, sql.placeholder('id')), visible.condition));
    return (lock ? q.for('update') : q).prepare(`wizard_application_${kind}_${visible.key}`);
  }));
  const [found] = await statement(db, { id });
  return found ? rowOf(found.row) : undefined;
}

/** Writes `changes` if the row still has `version` (else undefined: a concurrent save came first). */
export async function updateApplication(
  db: DbOrTx,
  id: string,
  version: number,
  changes: ApplicationChanges,
): Promise<ApplicationRow | undefined> {
  const [updated] = await db
    .update(applications)
    .set(changes)
    .where(and(eq(applications.id, id), eq(applications.version, version)))
    .returning({ row: ROW_JSON });
  return updated ? rowOf(updated.row) : undefined;
}
