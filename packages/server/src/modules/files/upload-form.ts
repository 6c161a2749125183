import type { FastifyRequest } from 'fastify';
import {
  API_MESSAGES,
  UPLOAD_FIELD_CONTEXT,
  UPLOAD_FIELD_DOCUMENT_TYPE,
  UPLOAD_FIELD_FILE,
} from '@aif/contracts';
import { badRequest } from '../../lib/errors';
import { MAX_UPLOAD_BYTES, type IncomingUpload } from './service';

/**
 * The upload form (multipart/form-data): the file and the optional documentType and context fields.
 * Fields may come before or after the file, so the whole body is read before deciding; the parser keeps
 * at most MAX_UPLOAD_BYTES + 1 of the file and marks it truncated beyond that.
 */
export async function readUploadForm(request: FastifyRequest): Promise<IncomingUpload> {
  let upload: Pick<IncomingUpload, 'filename' | 'data' | 'truncated'> | undefined;
  const fields: Record<string, string> = {};
  const parts = request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10 } });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== UPLOAD_FIELD_FILE) {
        part.file.resume();
        continue;
      }
      const data = await part.toBuffer();
      upload = { filename: part.filename, data, truncated: part.file.truncated };
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (!upload) throw badRequest(API_MESSAGES.fileRequired);
  const context = fields[UPLOAD_FIELD_CONTEXT] === 'ubo' ? 'ubo' : 'document';
  return { ...upload, documentType: fields[UPLOAD_FIELD_DOCUMENT_TYPE] || undefined, context };
}
