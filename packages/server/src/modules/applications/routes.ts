import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationDeleteParamsSchema,
  applicationListPageSchema,
  distributorOptionsResponseSchema,
  distributorWiseCommitmentQuerySchema,
  distributorWiseCommitmentResponseSchema,
  linkTargetsResponseSchema,
  monthwiseCommitmentQuerySchema,
  monthwiseCommitmentResponseSchema,
  stampPaperDetailsResponseSchema,
  applicationListQuerySchema,
  messageSchema,
  monthwiseOnboardingSummaryQuerySchema,
  monthwiseOnboardingSummaryResponseSchema,
  onboardingSummaryResponseSchema,
  validationErrorSchema,
} from '@aif/contracts';
import { requireSession } from '../../lib/session';

const refused = { 400: validationErrorSchema, 401: messageSchema, 403: messageSchema };
const refusedOrMissing = { ...refused, 404: messageSchema };
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
    async (request) => app.dashboard.onboardingSummary(requireSession(request)),
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
      app.dashboard.monthwiseOnboardingSummary(requireSession(request), request.query.months),
  );

  app.get(
    '/dashboard/distributorWisecommitmentAmount',
    {
      schema: {
        ...dashboard,
        summary: 'Top distributors by committed amount of their visible completed applications',
        querystring: distributorWiseCommitmentQuerySchema,
        response: { 200: distributorWiseCommitmentResponseSchema, ...refused },
      },
    },
    async (request) => app.dashboard.distributorWiseCommitment(requireSession(request), request.query.limit),
  );

  app.get(
    '/dashboard/monthwiseCommitmentAmount',
    {
      schema: {
        ...dashboard,
        summary: 'Commitment and contribution of visible completed applications per month (Asia/Kolkata)',
        querystring: monthwiseCommitmentQuerySchema,
        response: { 200: monthwiseCommitmentResponseSchema, ...refused },
      },
    },
    async (request) => app.dashboard.monthwiseCommitment(requireSession(request), request.query.months),
  );

  app.delete(
    '/applications/:id',
    {
      schema: {
        ...lists,
        summary: 'Delete a draft application (rm, distributor, subdistributor); audited',
        params: applicationDeleteParamsSchema,
        response: { 200: messageSchema, ...refusedOrMissing },
      },
    },
    async (request) => app.applicationLists.delete(requireSession(request), request.params.id),
  );

  app.get(
    '/applications/:id/link-targets',
    {
      schema: {
        ...lists,
        summary: 'The signers of a visible application for the Get Link dialog',
        params: applicationDeleteParamsSchema,
        response: { 200: linkTargetsResponseSchema, ...refusedOrMissing },
      },
    },
    async (request) => app.applicationLists.linkTargets(requireSession(request), request.params.id),
  );

  app.get(
    '/application-filters/distributors',
    {
      schema: {
        ...lists,
        summary: 'Distributors offered by the list filter',
        response: { 200: distributorOptionsResponseSchema, ...refused },
      },
    },
    async (request) => {
      requireSession(request);
      return app.applicationLists.distributorOptions();
    },
  );

  app.get(
    '/leegality/stampPaperDetails',
    {
      schema: {
        ...lists,
        summary: 'Unused stamp papers per series and denomination',
        response: { 200: stampPaperDetailsResponseSchema, ...refused },
      },
    },
    async (request) => {
      requireSession(request);
      return app.applicationLists.stampPaperDetails();
    },
  );
};

export default applicationListRoutes;
