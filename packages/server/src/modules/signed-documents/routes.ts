import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  messageSchema,
  uploadSignedDocumentsRequestSchema,
  uploadSignedDocumentsResponseSchema,
  validationErrorSchema,
} from '@aif/contracts';
import { requireSession } from '../../lib/session';

/** POST /api/onboarding/applications/upload-signed-documents/:id (doc 2 "Signed documents upload"). */
const signedDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/applications/upload-signed-documents/:id',
    {
      schema: {
        tags: ['signed documents'],
        security: [{ bearer: [] }],
        summary:
          'msar: the paper-signed admission deed, consent form and POA with the declaration -> completed',
        params: idParamsSchema,
        body: uploadSignedDocumentsRequestSchema,
        response: {
          200: uploadSignedDocumentsResponseSchema,
          400: validationErrorSchema,
          401: messageSchema,
          403: messageSchema,
          404: messageSchema,
          409: messageSchema,
        },
      },
    },
    async (request) => app.signedDocuments.upload(requireSession(request), request.params.id, request.body),
  );
};

export default signedDocumentsRoutes;
