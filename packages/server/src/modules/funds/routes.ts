import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessToggleBodySchema,
  accessToggleResponseSchema,
  addPlanBodySchema,
  addSchemeBodySchema,
  addSchemeResponseSchema,
  directPlansQuerySchema,
  directPlansResponseSchema,
  fundListResponseSchema,
  fundSetupAccessResponseSchema,
  fundsWithPlansQuerySchema,
  fundsWithPlansResponseSchema,
  idParamsSchema,
  messageSchema,
  planDetailsSchema,
  planOptionsResponseSchema,
  savedResponseSchema,
  schemeDetailsSchema,
  signerUpdateResponseSchema,
  updateFundManagerBodySchema,
  updatePlanBodySchema,
  updateSchemeBodySchema,
  updateTrusteeBodySchema,
  validationErrorSchema,
} from '@aif/contracts';
import { requireSession } from '../../lib/session';

const refused = { 400: validationErrorSchema, 401: messageSchema, 403: messageSchema };
const refusedOrMissing = { ...refused, 404: messageSchema };
const refusedOrConflict = { ...refusedOrMissing, 409: messageSchema };
const meta = { tags: ['funds'], security: [{ bearer: [] }] };

/** /api/onboarding/funds*: fund setup (doc 3 §2.7, §4, §7 "Funds"; contracts api/funds.ts). */
const fundRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every write needs the fundSetupAccess flag, read fresh; checked before the body is validated so a
  // caller without it learns nothing about the form.
  const write = {
    preValidation: async (request: FastifyRequest) =>
      app.funds.requireFundSetupAccess(requireSession(request)),
  };

  app.get(
    '/funds/list',
    {
      schema: {
        ...meta,
        summary: 'The funds, each with its plan count and its first plan’s signers',
        response: { 200: fundListResponseSchema, ...refused },
      },
    },
    async () => app.funds.list(),
  );

  app.get(
    '/funds/fundSetupAccess',
    {
      schema: {
        ...meta,
        summary: 'Whether the caller may add and change funds and plans',
        response: { 200: fundSetupAccessResponseSchema, ...refused },
      },
    },
    async (request) => ({ fundSetupAccess: await app.funds.fundSetupAccess(requireSession(request)) }),
  );

  app.get(
    '/funds/plan-options',
    {
      schema: {
        ...meta,
        summary: 'Active investment managers, trustees and distributors a plan may name',
        response: { 200: planOptionsResponseSchema, ...refused },
      },
    },
    async () => app.funds.planOptions(),
  );

  app.get(
    '/funds/schemes/:id',
    {
      schema: {
        ...meta,
        summary: 'A fund with its plans',
        params: idParamsSchema,
        response: { 200: schemeDetailsSchema, ...refusedOrMissing },
      },
    },
    async (request) => app.funds.scheme(request.params.id),
  );

  app.get(
    '/funds/plans/:id',
    {
      schema: {
        ...meta,
        summary: 'Every field of a plan, its fund, signers and distributors',
        params: idParamsSchema,
        response: { 200: planDetailsSchema, ...refusedOrMissing },
      },
    },
    async (request) => app.funds.plan(request.params.id),
  );

  app.get(
    '/funds',
    {
      schema: {
        ...meta,
        summary: 'Funds with their plans, optionally of one trustee or investment manager',
        querystring: fundsWithPlansQuerySchema,
        response: { 200: fundsWithPlansResponseSchema, ...refused },
      },
    },
    async (request) => app.funds.fundsWithPlans(request.query),
  );

  app.get(
    '/funds/direct-applicable-plans',
    {
      schema: {
        ...meta,
        summary: 'The plans offered to applications without a distributor',
        querystring: directPlansQuerySchema,
        response: { 200: directPlansResponseSchema, ...refused },
      },
    },
    async (request) => app.funds.directPlans(request.query),
  );

  app.post(
    '/funds/addScheme',
    {
      ...write,
      schema: {
        ...meta,
        summary: 'Add a fund with its first plan (one transaction)',
        body: addSchemeBodySchema,
        response: { 200: addSchemeResponseSchema, ...refusedOrConflict },
      },
    },
    async (request) => app.funds.addScheme(requireSession(request), request.body),
  );

  app.post(
    '/funds/addPlan',
    {
      ...write,
      schema: {
        ...meta,
        summary: 'Add a plan to a fund',
        body: addPlanBodySchema,
        response: { 200: savedResponseSchema, ...refusedOrConflict },
      },
    },
    async (request) => app.funds.addPlan(requireSession(request), request.body),
  );

  app.post(
    '/funds/updateScheme/:id',
    {
      ...write,
      schema: {
        ...meta,
        summary: 'Change a fund’s own fields (not its plans; the fund type is fixed)',
        params: idParamsSchema,
        body: updateSchemeBodySchema,
        response: { 200: savedResponseSchema, ...refusedOrConflict },
      },
    },
    async (request) => app.funds.updateScheme(requireSession(request), request.params.id, request.body),
  );

  app.post(
    '/funds/updatePlan/:id',
    {
      ...write,
      schema: {
        ...meta,
        summary: 'Change a plan; a new signer takes over its pending signatures',
        params: idParamsSchema,
        body: updatePlanBodySchema,
        response: { 200: savedResponseSchema, ...refusedOrConflict },
      },
    },
    async (request) => app.funds.updatePlan(requireSession(request), request.params.id, request.body),
  );

  app.post(
    '/funds/updateScheme/:id/access',
    {
      ...write,
      schema: {
        ...meta,
        summary: 'Switch a fund on or off (never the last active fund)',
        params: idParamsSchema,
        body: accessToggleBodySchema,
        response: { 200: accessToggleResponseSchema, ...refusedOrConflict },
      },
    },
    async (request) =>
      app.funds.setSchemeActive(requireSession(request), request.params.id, request.body.isActive),
  );

  app.post(
    '/funds/updatePlan/:id/access',
    {
      ...write,
      schema: {
        ...meta,
        summary: 'Switch a plan on or off (an active fund keeps an active plan)',
        params: idParamsSchema,
        body: accessToggleBodySchema,
        response: { 200: accessToggleResponseSchema, ...refusedOrConflict },
      },
    },
    async (request) =>
      app.funds.setPlanActive(requireSession(request), request.params.id, request.body.isActive),
  );

  app.post(
    '/funds/updatePlan/:id/trustee',
    {
      ...write,
      schema: {
        ...meta,
        summary: 'Update Trustee of a plan; its pending trustee signatures are re-issued',
        params: idParamsSchema,
        body: updateTrusteeBodySchema,
        response: { 200: signerUpdateResponseSchema, ...refusedOrMissing },
      },
    },
    async (request) =>
      app.funds.updateSigner(requireSession(request), request.params.id, 'trustee', request.body.trusteeId),
  );

  app.post(
    '/funds/updatePlan/:id/fund-manager',
    {
      ...write,
      schema: {
        ...meta,
        summary: 'Update Investment Manager of a plan; its pending signatures are re-issued',
        params: idParamsSchema,
        body: updateFundManagerBodySchema,
        response: { 200: signerUpdateResponseSchema, ...refusedOrMissing },
      },
    },
    async (request) =>
      app.funds.updateSigner(
        requireSession(request),
        request.params.id,
        'fundmanager',
        request.body.fundManagerId,
      ),
  );
};

export default fundRoutes;
