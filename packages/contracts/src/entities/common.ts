import { z } from 'zod';

/**
 * Building blocks of the entity shapes. Entity schemas describe what the API stores and returns; they are
 * lenient (most fields nullable and optional, because an application is saved step by step). The rules a
 * form enforces live in `validation/`.
 */
export const id = z.string();
export const optText = z.string().nullish();
/** Rupee amount with at most 2 decimals (see `money.ts` for exact arithmetic). */
export const amount = z.number().nullish();
export const optNumber = z.number().nullish();
export const optBool = z.boolean().nullish();
/** Calendar date 'YYYY-MM-DD'. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid Date');
export const optIsoDate = isoDate.nullish();
/** Instant as ISO 8601 with offset (createdAt, updatedAt, rejectedAt). */
export const timestamp = z.string();
export const optTimestamp = timestamp.nullish();

export const fileRefSchema = z.object({
  name: z.string(),
  url: optText,
  viewUrl: optText,
  thumbnailUrl: optText,
  /** Id returned by POST /api/files/files. */
  id: optText,
});
export type FileRef = z.infer<typeof fileRefSchema>;

/** A named user reference embedded in another record ({ name } of rm, fundManager, trustee). */
export const nameRefSchema = z.object({ id: optText, name: optText });
export type NameRef = z.infer<typeof nameRefSchema>;
