/**
 * The application row a save locks (or GET reads) and the one its update returns, with little for the API
 * server to build per request: the row as one json column, the caller's visibility condition built to
 * text once per caller, and each statement built once (per caller, or per set of columns an update
 * writes) and run on the request's connection (`fixedStatement`). Building the select of 36 columns
 * and the visibility's nested subqueries took most of Drizzle's time in a save; the statements are also
 * named, so PostgreSQL plans each once per connection rather than on every save.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { dialect, fixedStatement } from '../../db/fixed-statement';
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

/** A statement built once (`fixedStatement`) that answers the application row as json. */
type RowStatement = (db: DbOrTx, values: Record<string, unknown>) => Promise<{ row: unknown }[]>;

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

/** By the columns a save writes (a step writes the same few each time): its update, built once. */
const updates = new Map<string, RowStatement>();
const MAX_UPDATES = 200;

/** Writes `changes` if the row still has `version` (else undefined: a concurrent save came first). */
export async function updateApplication(
  db: DbOrTx,
  id: string,
  version: number,
  changes: ApplicationChanges,
): Promise<ApplicationRow | undefined> {
  // As Drizzle's `set`: an undefined value is left out, a null one written.
  const columns = (Object.keys(changes) as (keyof ApplicationChanges)[]).filter(
    (c) => changes[c] !== undefined,
  );
  // A null is written as part of the statement: a placeholder's value goes through the column's
  // encoder, which Drizzle skips for null only when it builds the statement itself.
  const isNull = (c: keyof ApplicationChanges) => changes[c] === null;
  const key = columns.map((c) => (isNull(c) ? `${c}=null` : c)).join(',');
  let statement = updates.get(key);
  if (!statement) {
    const set = Object.fromEntries(columns.map((c) => [c, isNull(c) ? null : sql.placeholder(`set_${c}`)]));
    const name = `wizard_application_update_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`;
    statement = fixedStatement((on) =>
      on
        .update(applications)
        .set(set)
        .where(
          and(
            eq(applications.id, sql.placeholder('where_id')),
            eq(applications.version, sql.placeholder('where_version')),
          ),
        )
        .returning({ row: ROW_JSON })
        .prepare(name),
    );
    if (updates.size >= MAX_UPDATES) updates.clear();
    updates.set(key, statement);
  }
  const values: Record<string, unknown> = { where_id: id, where_version: version };
  for (const c of columns) if (!isNull(c)) values[`set_${c}`] = changes[c];
  const [updated] = await statement(db, values);
  return updated ? rowOf(updated.row) : undefined;
}
