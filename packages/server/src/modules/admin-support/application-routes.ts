import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPLICATION_STATUS_CHANGE_PATHS,
  applicationStatusChangeAccessResponseSchema,
  fromExpiredBodySchema,
  messageSchema,
  moveToDraftBodySchema,
  validationErrorSchema,
} from '@aif/contracts';
import { requireSession } from '../../lib/session';

const refused = {
  400: validationErrorSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
};
const meta = { tags: ['admin-support'], security: [{ bearer: [] }] };
/** The contracts' paths without the '/onboarding' prefix this plugin is registered under. */
const local = (path: string) => path.replace(/^\/onboarding/, '');

/** /api/onboarding/applications/application-status-change/*: Admin Support on applications. */
const applicationStatusChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked before the body is validated too, so a caller without the flags learns nothing of the form.
  const guarded = {
    preValidation: async (request: FastifyRequest) =>
      app.adminSupport.requireFlag(requireSession(request), 'applicationStatusChangeAccess'),
  };

  app.get(
    local(APPLICATION_STATUS_CHANGE_PATHS.access),
    {
      schema: {
        ...meta,
        summary: 'Whether the user may change an application status',
        response: { 200: applicationStatusChangeAccessResponseSchema, ...refused },
      },
    },
    async (request) => ({
      applicationStatusChangeAccess: await app.applicationStatusChange.access(requireSession(request)),
    }),
  );

  app.post(
    local(APPLICATION_STATUS_CHANGE_PATHS.fromExpired),
    {
      ...guarded,
      schema: {
        ...meta,
        summary: 'Move an expired application to a chosen open status (the awaited signer is invited again)',
        body: fromExpiredBodySchema,
        response: { 200: messageSchema, ...refused },
      },
    },
    async (request) => ({
      message: await app.applicationStatusChange.fromExpired(requireSession(request), request.body),
    }),
  );

  app.post(
    local(APPLICATION_STATUS_CHANGE_PATHS.moveToDraft),
    {
      ...guarded,
      schema: {
        ...meta,
        summary: 'Move an application back to draft (pending e-sign invitations are cancelled)',
        body: moveToDraftBodySchema,
        response: { 200: messageSchema, ...refused },
      },
    },
    async (request) => ({
      message: await app.applicationStatusChange.moveToDraft(requireSession(request), request.body),
    }),
  );
};

export default applicationStatusChangeRoutes;
