import { z } from 'zod';
import { text, TEXT_LIMITS } from '../validation/text';

/**
 * Route params shared by many routes. An id of the wrong form (not a UUID) is the service's 404, so a
 * caller cannot tell a malformed id from an unknown one; only an absurd one is a 400 here.
 */
export const idParamsSchema = z.object({ id: text(TEXT_LIMITS.id).min(1) });
export type IdParams = z.infer<typeof idParamsSchema>;

/** An applicant's reference id (the investor's links). */
export const referenceIdParamsSchema = z.object({ referenceId: text(TEXT_LIMITS.id).min(1) });

/** GET /mdms/:file: a master data file's name ('default-countries.json'). */
export const mdmsFileParamsSchema = z.object({ file: text(TEXT_LIMITS.fileName).min(1) });
