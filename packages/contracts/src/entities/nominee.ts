import { z } from 'zod';
import { id, optBool, optIsoDate, optText, optNumber } from './common';
import { documentEntrySchema } from './document';

export const nomineeSchema = z.object({
  id: id.nullish(),
  nomineeName: optText,
  /** Form-only choice; the stored relationship is nomineeRelationship (the text when Others). */
  Relationship: optText,
  nomineeRelationship: optText,
  dateOfBirth: optIsoDate,
  nomineePercentage: optNumber,
  /** Required when the nominee is under 18. */
  guardianName: optText,
  nomineePan: optText,
  nomineeGuardianPan: optText,
  isActive: optBool,
  nomineedocuments: z.array(documentEntrySchema).nullish(),
  /** Form-only index. */
  sno: optNumber,
});
export type Nominee = z.infer<typeof nomineeSchema>;
