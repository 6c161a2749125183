import type { DocumentType } from './enums/documents';
import { MESSAGES } from './validation/messages';

export const MB = 1024 * 1024;

export const MIME_PDF = 'application/pdf';
export const MIME_PNG = 'image/png';
export const MIME_JPEG = 'image/jpeg';

export interface UploadRule {
  /** Accepted real file types (the server checks magic bytes, not the name). */
  mimeTypes: readonly string[];
  /** Extensions for the file picker's `accept`. */
  extensions: readonly string[];
  maxBytes: number;
  /** Shown when the file is too large. */
  message: string;
  /** Shown when the type is not accepted. */
  typeMessage: string;
}

const PDF_ONLY_5MB: UploadRule = {
  mimeTypes: [MIME_PDF],
  extensions: ['.pdf'],
  maxBytes: 5 * MB,
  message: MESSAGES.maxFileSize5,
  typeMessage: MESSAGES.invalidFileType,
};
const IMAGE_2MB: UploadRule = {
  mimeTypes: [MIME_PNG, MIME_JPEG],
  extensions: ['.png', '.jpg', '.jpeg'],
  maxBytes: 2 * MB,
  message: MESSAGES.maxFileSize2,
  typeMessage: MESSAGES.invalidFileType,
};
const ANY_2MB: UploadRule = {
  mimeTypes: [MIME_PDF, MIME_PNG, MIME_JPEG],
  extensions: ['.pdf', '.png', '.jpg', '.jpeg'],
  maxBytes: 2 * MB,
  message: MESSAGES.maxFileSize2,
  typeMessage: MESSAGES.invalidFileType,
};
const ANY_3MB: UploadRule = { ...ANY_2MB, maxBytes: 3 * MB, message: MESSAGES.maxFileSize3 };

/** Where the upload control sits: the document step (and signed-document slots), or the UBO dialog. */
export type UploadContext = 'document' | 'ubo';

/**
 * File limits (0-product-decisions §8): poa, consent_form, admission_deed: PDF up to 5 MB; investor
 * signature and photograph: PNG or JPEG up to 2 MB; anything in the UBO dialog: PDF, PNG or JPEG up to
 * 3 MB; all others: PDF, PNG or JPEG up to 2 MB. 1 MB = 1,048,576 bytes.
 */
export function uploadRuleFor(
  documentType: DocumentType | string,
  context: UploadContext = 'document',
): UploadRule {
  if (context === 'ubo') return ANY_3MB;
  switch (documentType) {
    case 'poa':
    case 'consent_form':
    case 'admission_deed':
      return PDF_ONLY_5MB;
    case 'investorSignature':
    case 'investorPhotograph':
      return IMAGE_2MB;
    default:
      return ANY_2MB;
  }
}

/** The message for a chosen file against its rule, or null when acceptable. Type is checked before size. */
export function uploadMessage(rule: UploadRule, file: { type: string; size: number }): string | null {
  const type = file.type === 'image/jpg' ? MIME_JPEG : file.type;
  if (!rule.mimeTypes.includes(type)) return rule.typeMessage;
  if (file.size > rule.maxBytes) return rule.message;
  return null;
}

/** The real type of a file from its first bytes (PDF, PNG, JPEG), or null. */
export function sniffMimeType(bytes: Uint8Array): string | null {
  const starts = (sig: readonly number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return MIME_PDF; // %PDF-
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return MIME_PNG;
  if (starts([0xff, 0xd8, 0xff])) return MIME_JPEG;
  return null;
}
