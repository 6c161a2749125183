import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_MESSAGES, messageSchema, sessionUserSchema } from '@aif/contracts';
import { requireSession } from '../../lib/session';

/** /api/users/users/{logout,me}. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/logout',
    {
      schema: {
        tags: ['session'],
        summary: 'Revoke the bearer token',
        security: [{ bearer: [] }],
        response: { 200: messageSchema, 401: messageSchema },
      },
    },
    async (request) => {
      await app.sessions.revoke(requireSession(request).id);
      return { message: API_MESSAGES.loggedOut };
    },
  );

  app.get(
    '/users/me',
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: sessionUserSchema, 401: messageSchema },
      },
    },
    async (request) => app.sessions.describe(requireSession(request)),
  );
};

export default sessionRoutes;
