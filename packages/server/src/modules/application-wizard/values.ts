/** Comparing and normalising submitted values the way every step does. */

/** Values compare as trimmed, case-insensitive text; null, undefined and '' are the same. */
export function same(a: unknown, b: unknown): boolean {
  // A missing boolean reads as false (a form sends false for an unticked box).
  const norm = (v: unknown) =>
    v === null || v === undefined || v === false ? '' : String(v).trim().toUpperCase();
  return norm(a) === norm(b);
}

/** A value as trimmed text ('' for null and undefined). */
export const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim());

/** A stored numeric (text) column as a number. */
export const num = (v: string | null | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
