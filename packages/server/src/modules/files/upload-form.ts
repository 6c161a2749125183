import type { FastifyRequest } from 'fastify';
import {
  API_MESSAGES,
  UPLOAD_FIELD_CONTEXT,
  UPLOAD_FIELD_DOCUMENT_TYPE,
  UPLOAD_FIELD_FILE,
  uploadFileRequestSchema,
} from '@aif/contracts';
import { badRequest, fieldErrorsOf, HttpError, ValidationError } from '../../lib/errors';
import { controlCharacterErrors } from '../../lib/input';
import { MAX_UPLOAD_BYTES, type IncomingUpload } from './service';

/** The form has one file and two short fields; a field is read up to this many bytes (more is too long). */
const FIELD_BYTES = 1024;

/**
 * The upload form (multipart/form-data): the file and the optional documentType and context fields.
 * Fields may come before or after the file, so the whole body is read before deciding; the parser keeps
 * at most MAX_UPLOAD_BYTES + 1 of the file and marks it truncated beyond that. A form the parser cannot
 * read, or with more parts than an upload has, is a 4xx with a message, never a 500; its fields pass the
 * API's one input rule (no control characters) and the contracts' limits, as a JSON body would.
 */
export async function readUploadForm(request: FastifyRequest): Promise<IncomingUpload> {
  let upload: Pick<IncomingUpload, 'filename' | 'data' | 'truncated'> | undefined;
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, parts: 11, fieldSize: FIELD_BYTES },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== UPLOAD_FIELD_FILE) {
          part.file.resume();
          continue;
        }
        const data = await part.toBuffer();
        upload = { filename: part.filename, data, truncated: part.file.truncated };
      } else {
        // A value cut at FIELD_BYTES keeps its length beyond every limit, so it reads as too long.
        fields[part.fieldname] = String(part.value) + (part.valueTruncated ? '…' : '');
      }
    }
  } catch (err) {
    throw uploadFormError(err);
  }
  const errors = controlCharacterErrors(fields);
  if (errors.length > 0) throw new ValidationError(errors);
  const parsed = uploadFileRequestSchema.safeParse(fields);
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error.issues));
  if (!upload) throw badRequest(API_MESSAGES.fileRequired);
  const context = parsed.data[UPLOAD_FIELD_CONTEXT] === 'ubo' ? 'ubo' : 'document';
  return { ...upload, documentType: parsed.data[UPLOAD_FIELD_DOCUMENT_TYPE] || undefined, context };
}

/** What the multipart parser threw, as the answer: its limits by name, anything else an unreadable form. */
function uploadFormError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  switch ((err as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
      return new HttpError(413, API_MESSAGES.uploadOneFile);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, API_MESSAGES.uploadTooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, API_MESSAGES.unsupportedMediaType);
    default:
      // Cut short, no or another boundary, a malformed part header, a __proto__ field name.
      return badRequest(API_MESSAGES.uploadUnreadable);
  }
}
