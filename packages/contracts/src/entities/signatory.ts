import { z } from 'zod';
import { id, optBool, optText, optNumber } from './common';

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
  name: optText,
  /** How many of the group must sign; default 1. */
  threshold: optNumber,
  groupsignatories: z.array(signatorySchema).nullish(),
});
export type SignatoryGroup = z.infer<typeof signatoryGroupSchema>;
