import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  UPLOAD_FIELD_CONTEXT,
  UPLOAD_FIELD_DOCUMENT_TYPE,
  UPLOAD_FIELD_FILE,
  API_MESSAGES,
  fileIdParamsSchema,
  messageSchema,
  uploadedFileSchema,
} from '@aif/contracts';
import { badRequest } from '../../lib/errors';
import { requireSession } from '../../lib/session';
import { MAX_UPLOAD_BYTES, type IncomingUpload } from './service';

const refused = {
  400: messageSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  413: messageSchema,
};

/** /api/files/files. */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/files',
    {
      schema: {
        tags: ['files'],
        summary: 'Upload one file (multipart/form-data: file, optional documentType and context)',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: { 200: uploadedFileSchema, ...refused },
      },
    },
    async (request) => {
      const session = requireSession(request);
      let upload: IncomingUpload | undefined;
      const fields: Record<string, string> = {};
      // Fields may come before or after the file, so the whole body is read before deciding; the
      // parser keeps at most MAX_UPLOAD_BYTES + 1 of the file and marks it truncated beyond that.
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
      return app.files.upload(session, {
        ...upload,
        documentType: fields[UPLOAD_FIELD_DOCUMENT_TYPE] || undefined,
        context,
      });
    },
  );

  app.get(
    '/files/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'Download a file (the uploader, or staff); 404 { message } otherwise',
        security: [{ bearer: [] }],
        params: fileIdParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await app.files.open(requireSession(request), request.params.id);
      return reply
        .type(file.mimeType)
        .header('content-length', file.size)
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
};

export default fileRoutes;
