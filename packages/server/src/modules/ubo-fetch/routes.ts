import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  messageSchema,
  uboFetchRequestSchema,
  uboFetchResponseSchema,
  validationErrorSchema,
} from '@aif/contracts';
import { requireSession } from '../../lib/session';

/** POST /api/onboarding/applications/:id/ubo-fetch (contracts api/ubo-fetch.ts). */
const uboFetchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/applications/:id/ubo-fetch',
    {
      schema: {
        tags: ['application wizard'],
        security: [{ bearer: [] }],
        summary: 'UBO Fetch Data: registry lookup (PAN) and AML screening, recorded on the application',
        params: idParamsSchema,
        body: uboFetchRequestSchema({ now: app.clock }),
        response: {
          200: uboFetchResponseSchema,
          400: validationErrorSchema,
          401: messageSchema,
          403: messageSchema,
          404: messageSchema,
          409: messageSchema,
          422: messageSchema,
        },
      },
    },
    async (request) => app.uboFetch.fetch(requireSession(request), request.params.id, request.body),
  );
};

export default uboFetchRoutes;
