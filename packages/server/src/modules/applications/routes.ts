import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationListPageSchema,
  applicationListQuerySchema,
  messageSchema,
  monthwiseOnboardingSummaryQuerySchema,
  monthwiseOnboardingSummaryResponseSchema,
  onboardingSummaryResponseSchema,
} from '@aif/contracts';
import { requireSession } from '../../lib/session';

const refused = { 400: messageSchema, 401: messageSchema, 403: messageSchema };
const lists = { tags: ['applications'], security: [{ bearer: [] }] };
const dashboard = { tags: ['dashboard'], security: [{ bearer: [] }] };

/** /api/onboarding/*: the application list and the dashboard counts (doc 3 §2.4-§2.6, §7; contracts api/applications.ts). */
const applicationListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/applications',
    {
      schema: {
        ...lists,
        summary: 'The applications the caller may see: filters, search, one page in created-at order',
        querystring: applicationListQuerySchema,
        response: { 200: applicationListPageSchema, ...refused },
      },
    },
    async (request) => app.applicationLists.list(requireSession(request), request.query),
  );

  app.get(
    '/dashboard/onboardingSummary',
    {
      schema: {
        ...dashboard,
        summary: 'Number of visible applications per status',
        response: { 200: onboardingSummaryResponseSchema, ...refused },
      },
    },
    async (request) => app.applicationLists.onboardingSummary(requireSession(request)),
  );

  app.get(
    '/dashboard/monthwiseOnboardingSummary',
    {
      schema: {
        ...dashboard,
        summary: 'Visible applications per month (Asia/Kolkata) of the last N months, by kind',
        querystring: monthwiseOnboardingSummaryQuerySchema,
        response: { 200: monthwiseOnboardingSummaryResponseSchema, ...refused },
      },
    },
    async (request) =>
      app.applicationLists.monthwiseOnboardingSummary(requireSession(request), request.query.months),
  );
};

export default applicationListRoutes;
