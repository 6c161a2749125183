import { z } from 'zod';
import { fileRefSchema, id, optBool, optText } from './common';

/** One document slot of an applicant or nominee (doc 1 §3, doc 2 §3). */
export const documentEntrySchema = z.object({
  id: id.nullish(),
  applicantId: optText,
  /** A `DocumentType` value; the master list may add others. */
  documentType: z.string(),
  documentName: optText,
  documentId: optText,
  isActive: optBool,
  file: fileRefSchema.nullish(),
  required: optBool,
  /** Option list of a document that lets the user choose which proof they give. */
  options: z.array(z.string()).nullish(),
  infoText: optText,
  multipleFiles: optBool,
  uniqueKey: optText,
  documentsList: z.array(z.unknown()).nullish(),
});
export type DocumentEntry = z.infer<typeof documentEntrySchema>;

/** A document uploaded after paper signing (msar): admission_deed, consent_form, poa. */
export const signedDocumentSchema = z.object({
  documentType: z.string(),
  documentName: optText,
  file: fileRefSchema.nullish(),
});
export type SignedDocument = z.infer<typeof signedDocumentSchema>;
