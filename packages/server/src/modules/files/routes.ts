import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileIdParamsSchema, messageSchema, uploadedFileSchema, validationErrorSchema } from '@aif/contracts';
import { requireSession } from '../../lib/session';
import { readUploadForm } from './upload-form';

const refused = {
  400: validationErrorSchema,
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
      return app.files.upload(session, await readUploadForm(request));
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
