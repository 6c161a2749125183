import { z } from 'zod';
import { id, optBool, optText, optNumber } from './common';

/**
 * What a signatory group is: an entity's authorised signatories (doc 2 §3), or the POA holder(s) of an
 * individual POA application, who sign as the one group of threshold 1 (0-product-decisions §10).
 */
export const SIGNATORY_GROUP_KINDS = ['authorised_signatories', 'poa_holder'] as const;
export type SignatoryGroupKind = (typeof SIGNATORY_GROUP_KINDS)[number];

/** An authorised signatory of an entity application (doc 2 §3). */
export const signatorySchema = z.object({
  id: id.nullish(),
  groupId: optText,
  name: optText,
  /** msar funds only. */
  fatherName: optText,
  pan: optText,
  /** DIN / DPIN, msar funds only. */
  dpin: optText,
  mobile: optText,
  countryNameAndCode: optText,
  countryCode: optText,
  email: optText,
  designation: optText,
  /** msar funds only. */
  completeAddress: optText,
  /** Default true. */
  canEsign: optBool,
  /** Default true. */
  isActive: optBool,
});
export type Signatory = z.infer<typeof signatorySchema>;

export const signatoryGroupSchema = z.object({
  id: id.nullish(),
  /** Absent on older records: 'authorised_signatories'. */
  kind: z.enum(SIGNATORY_GROUP_KINDS).nullish(),
  name: optText,
  /** How many of the group must sign; default 1. */
  threshold: optNumber,
  groupsignatories: z.array(signatorySchema).nullish(),
});
export type SignatoryGroup = z.infer<typeof signatoryGroupSchema>;
