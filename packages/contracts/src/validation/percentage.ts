import { z } from 'zod';

export const PERCENTAGE_INVALID = 'Invalid percentage';

/** 0 to 100 with up to 2 decimals, or 'NA' (doc 1 §5). */
export const PERCENTAGE_REGEX = /^(?:NA|100(?:\.0{1,2})?|\d{1,2}(?:\.\d{1,2})?)$/;

export function isValidPercentage(value: string | number): boolean {
  const s = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  return PERCENTAGE_REGEX.test(s);
}

/** Accepts a number or a string; parses to a number, or 'NA'. */
export const percentageSchema = z
  .union([z.number(), z.string()], { error: PERCENTAGE_INVALID })
  .refine(isValidPercentage, PERCENTAGE_INVALID)
  .transform((v): number | 'NA' => {
    const s = typeof v === 'number' ? String(v) : v.trim();
    return s === 'NA' ? 'NA' : Number(s);
  });
