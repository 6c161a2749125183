import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Tables a refused request may still change, each for a reason that is not "stored the request":
 * - sessions: the suite issues a fresh session for every logout request (logout takes no input, so it
 *   would otherwise end the role's session for the rest of the run).
 * Everything else (applications and their applicants, addresses, banks, nominees, documents, files, the
 * audit trail, the outbox, OTP challenges and locks, onboarding verifications, tokens and consents,
 * e-sign records, server secrets, the counters kept by triggers...) must be exactly as it was.
 */
export const WRITES_ALLOWED_ON_REFUSAL: readonly string[] = ['sessions'];

/**
 * Refusals that are records themselves, by route:
 * - a wrong OTP is counted, and the third locks the number until Admin Support unlocks it
 *   (0-product-decisions §5), so a 400 for a wrong OTP must write its count (the fuzz cannot guess a live
 *   challenge's token, so these are not expected; they are legitimate if a later change makes them
 *   reachable);
 * - every OTP request counts towards its client address's limit (modules/ip-limits) before its body is
 *   read, a malformed one too: an attacker's garbage must cost as much as a real guess.
 */
const OTP_REQUEST = ['ip_request_counts'] as const;
export const COUNTED_REFUSALS: Record<string, readonly string[]> = {
  'POST /api/users/login/send-otp': OTP_REQUEST,
  'POST /api/users/login/verify-otp': ['login_numbers', ...OTP_REQUEST],
  'POST /api/onboarding/onboarding/send-otp': OTP_REQUEST,
  'POST /api/onboarding/onboarding/verify-otp': ['login_numbers', ...OTP_REQUEST],
  'GET /api/onboarding/esign/get-otp/:id': OTP_REQUEST,
  'POST /api/onboarding/esign/verify-otp/:id': ['login_numbers', ...OTP_REQUEST],
  'POST /esign/sandbox/:token/confirm': ['esign_sandbox_requests'],
};

/** The database's tables (of the current schema: PostgreSQL test files each have their own). */
export async function tablesOf(db: Db): Promise<string[]> {
  const rows = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { name: string }[] };
  return rows.rows.map((r) => r.name).filter((t) => !WRITES_ALLOWED_ON_REFUSAL.includes(t));
}

/**
 * One statement that gives each table's row count and a checksum of its rows' text: two fingerprints
 * differ exactly when some row was inserted, changed or deleted.
 */
export function fingerprintQuery(tables: readonly string[]): string {
  return tables
    .map(
      (t) =>
        `select '${t}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`,
    )
    .join(' union all ');
}

export async function fingerprint(db: Db, query: string): Promise<Record<string, string>> {
  const result = (await db.execute(sql.raw(query))) as unknown as {
    rows: { t: string; n: number; h: string }[];
  };
  return Object.fromEntries(result.rows.map((r) => [r.t, `${r.n}:${r.h}`]));
}

/** The tables whose fingerprint changed (but those `allowed`), with their row counts before and after. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
  allowed: readonly string[] = [],
): string[] {
  return Object.keys({ ...before, ...after })
    .filter((t) => before[t] !== after[t] && !allowed.includes(t))
    .map((t) => `${t} (${before[t]?.split(':')[0] ?? '-'} -> ${after[t]?.split(':')[0] ?? '-'} rows)`);
}
