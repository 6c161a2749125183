import { z } from 'zod';
import { optionalText, text, TEXT_LIMITS } from '../validation/text';

/**
 * POST /api/files/files (multipart): field `file`, optional `documentType` (a `DocumentType`, decides
 * the limits through `uploadRuleFor`) and optional `context` ('document' | 'ubo'; 'ubo' is the UBO
 * dialog's 3 MB rule). The server checks the real type from the file's bytes, the size, and refuses
 * password-protected PDFs.
 */
export const UPLOAD_FIELD_FILE = 'file';
export const UPLOAD_FIELD_DOCUMENT_TYPE = 'documentType';
export const UPLOAD_FIELD_CONTEXT = 'context';

/**
 * The text fields of the upload form (POST /api/files/files, multipart/form-data, beside the `file`
 * part): the document type that decides the rule, and `context` ('ubo' for the UBO dialog's rule).
 */
export const uploadFileRequestSchema = z.object({
  [UPLOAD_FIELD_DOCUMENT_TYPE]: optionalText(TEXT_LIMITS.code),
  [UPLOAD_FIELD_CONTEXT]: optionalText(TEXT_LIMITS.code),
});

export const uploadedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Path to read the file back (GET, bearer token), relative to the site. */
  url: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const fileIdParamsSchema = z.object({ id: text(TEXT_LIMITS.id).min(1) });
