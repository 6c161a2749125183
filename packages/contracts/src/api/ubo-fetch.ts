import { z } from 'zod';
import { calendarDateToIso, toCalendarDate } from '../dates';
import { amlMatchSchema } from '../entities/applicant';
import { MESSAGES } from '../validation/messages';
import { optionalText, TEXT_LIMITS } from '../validation/text';
import { trimmed } from '../wizard-later-steps/context';
import { isPanFormatId, uboDobMessage, uboTaxIdMessage } from '../wizard-later-steps/ubo-dialog';

/**
 * POST /api/onboarding/applications/:id/ubo-fetch: the UBO dialog's "Fetch Data" (doc 2 §2,
 * 0-product-decisions §10). With a PAN-format id the server runs the KYC registry lookup and the AML
 * screening; with any other id (a foreign taxpayer id) it skips the lookup and screens the id and the typed
 * name. Every fetch is recorded on the application: the UBO step's save takes isFetchData, amlCheck,
 * amlData, dataFetchedFromKra (and the registry's values of `UBO_REGISTRY_FIELDS`) from the newest fetch of
 * the same id and date of birth, whatever the browser sends.
 *
 * 200 `uboFetchResponseSchema` also when the registry has no record ('Data Not Found': `dataFetched` false,
 * fields typed by hand) and when the AML check fails (`amlCheck` false: the AML pop-up asks for comments and
 * an acknowledgement, sent with the step's save). 400 a rule of the request; 404 an application the caller
 * cannot see; 409 one it may not change now, or not an entity application; 422 'Unable to verify the
 * details please contact admin' when the registry or the screening cannot answer (nothing recorded).
 */
export const UBO_FETCH_MESSAGES = {
  /** 409: the UBO step belongs to entity (non-individual) applications. */
  entityOnly: 'UBO details are collected for non-individual applications only',
} as const;

export function uboFetchRequestSchema(opts: { now?: Date | (() => Date) } = {}) {
  return z
    .object({
      panNumber: optionalText(TEXT_LIMITS.code),
      dob: optionalText(TEXT_LIMITS.code),
      /** Needed for a foreign id (AML screens the id and the name); ignored for a PAN. */
      name: optionalText(TEXT_LIMITS.name),
    })
    .superRefine((v, ctx) => {
      const today = typeof opts.now === 'function' ? opts.now() : (opts.now ?? new Date());
      const add = (path: string, message: string | null) => {
        if (message) ctx.addIssue({ code: 'custom', path: [path], message });
      };
      add('panNumber', uboTaxIdMessage(v.panNumber, { others: [] }));
      add('dob', uboDobMessage(v.dob, v.panNumber, today));
      if (trimmed(v.panNumber) !== '' && !isPanFormatId(v.panNumber) && trimmed(v.name) === '')
        add('name', MESSAGES.nameRequired);
    })
    .transform((v) => ({
      panNumber: trimmed(v.panNumber).toUpperCase(),
      dob: calendarDateToIso(toCalendarDate(v.dob)!),
      name: trimmed(v.name),
    }));
}
export type UboFetchRequest = z.input<ReturnType<typeof uboFetchRequestSchema>>;

/** The registry's values for the dialog's fields (`UBO_REGISTRY_FIELDS`); null when nothing came. */
export const uboRegistryValuesSchema = z.object({
  name: z.string(),
  fatherName: z.string().nullable(),
  gender: z.string().nullable(),
  address1: z.string().nullable(),
  address3: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  pincode: z.string().nullable(),
});
export type UboRegistryValues = z.infer<typeof uboRegistryValuesSchema>;

export const uboFetchResponseSchema = z.object({
  panNumber: z.string(),
  dob: z.string(),
  /** The registry lookup ran (a PAN-format id). */
  lookedUp: z.boolean(),
  /** The registry had a record: `data` holds its values, which the dialog shows locked. */
  dataFetched: z.boolean(),
  /** 'Data Fetched Successfully', 'Data Not Found', or null when no lookup ran. */
  message: z.string().nullable(),
  data: uboRegistryValuesSchema.nullable(),
  amlCheck: z.boolean(),
  amlData: z.object({ system_match: z.array(amlMatchSchema) }),
});
export type UboFetchResponse = z.infer<typeof uboFetchResponseSchema>;
