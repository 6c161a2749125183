import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationDetailSchema,
  applicationUpdateRequestSchema,
  applicationUpdateResponseSchema,
  distributorsOfRmResponseSchema,
  idParamsSchema,
  investmentSchemesResponseSchema,
  messageSchema,
  modifyInvestmentRequestSchema,
  validationErrorSchema,
} from '@aif/contracts';
import { requireSession } from '../../lib/session';

const params = idParamsSchema;
const refused = {
  400: validationErrorSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
};
const tags = { tags: ['application wizard'], security: [{ bearer: [] }] };

/**
 * /api/onboarding/*: the individual wizard's steps 1-9 (doc 1 §2-§5, §7; contracts api/application-wizard.ts),
 * on `app.applicationWizard` (plugin.ts).
 */
const applicationWizardRoutes: FastifyPluginAsyncZod = async (app) => {
  const wizard = app.applicationWizard;

  app.get(
    '/applications/:id',
    {
      schema: {
        ...tags,
        summary: 'One application for the wizard, with its version and the caller’s field locks',
        params,
        response: { 200: applicationDetailSchema, ...refused },
      },
    },
    async (request) => wizard.detail(requireSession(request), request.params.id),
  );

  app.post(
    '/applications/:id/update',
    {
      schema: {
        ...tags,
        summary:
          'Save one wizard step (steps 1-9): validated, role locks, status on save, optimistic concurrency',
        params,
        body: applicationUpdateRequestSchema,
        response: { 200: applicationUpdateResponseSchema, ...refused, 409: messageSchema },
      },
    },
    async (request) => wizard.update(requireSession(request), request.params.id, request.body),
  );

  app.post(
    '/applications/:id/modify-investment',
    {
      schema: {
        ...tags,
        summary:
          'Modify Investment: save the investment step from the lists (status and step rules of doc 3 §4)',
        params,
        body: modifyInvestmentRequestSchema,
        response: { 200: applicationUpdateResponseSchema, ...refused, 409: messageSchema },
      },
    },
    async (request) => wizard.modifyInvestment(requireSession(request), request.params.id, request.body),
  );

  app.get(
    '/applications/:id/schemes',
    {
      schema: {
        ...tags,
        summary: 'Schemes and series (plans) the investment step may choose for this application',
        params,
        response: {
          200: investmentSchemesResponseSchema,
          401: messageSchema,
          403: messageSchema,
          404: messageSchema,
        },
      },
    },
    async (request) => wizard.schemes(requireSession(request), request.params.id),
  );

  app.get(
    '/amc/distributors-of-rm',
    {
      schema: {
        ...tags,
        summary: 'Active distributors of the signed-in rm, with their sub-distributors and plans',
        response: { 200: distributorsOfRmResponseSchema, 401: messageSchema, 403: messageSchema },
      },
    },
    async (request) => wizard.distributorsOfRm(requireSession(request)),
  );
};

export default applicationWizardRoutes;
