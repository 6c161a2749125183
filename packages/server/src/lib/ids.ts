const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value from a request is a UUID, the form of every id column. A lookup by a malformed id would
 * make PostgreSQL refuse the statement (a 500), so callers answer 404 or 400 without querying.
 */
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}
