import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AMC_ADMINS_PATHS,
  amcAdminContactsResponseSchema,
  auditQuerySchema,
  auditResponseSchema,
  messageSchema,
  validationErrorSchema,
} from '@aif/contracts';

const refused = { 400: validationErrorSchema, 401: messageSchema, 403: messageSchema };
const meta = { tags: ['user-management'], security: [{ bearer: [] }] };
/** The contracts' paths without the '/onboarding' prefix this plugin is registered under. */
const local = (path: string) => path.replace(/^\/onboarding/, '');

/** The audit view (amcadmin) and the AIF admins' contacts (distributor, superadmin); roles in API_ACCESS. */
const auditViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    local(AMC_ADMINS_PATHS.audit),
    {
      schema: {
        ...meta,
        summary: 'Changes of users, access flags and application statuses, newest first',
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...refused },
      },
    },
    async (request) => app.auditView.list(request.query),
  );

  app.get(
    local(AMC_ADMINS_PATHS.contacts),
    {
      schema: {
        ...meta,
        summary: 'The active AIF admins to contact, by name',
        response: { 200: amcAdminContactsResponseSchema, ...refused },
      },
    },
    async () => ({ contacts: await app.auditView.contacts() }),
  );
};

export default auditViewRoutes;
