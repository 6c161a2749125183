import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  messageSchema,
  rejectRequestSchema,
  reviewActionResponseSchema,
  validationErrorSchema,
} from '@aif/contracts';
import { requireSession } from '../../lib/session';

const params = idParamsSchema;
const tags = { tags: ['review'], security: [{ bearer: [] }] };
const refused = {
  400: validationErrorSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
};

/** /api/onboarding/applications/:id/{send,approve,reject} (doc 1 §4, §6; api/review.ts). */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/applications/:id/send',
    {
      schema: {
        ...tags,
        summary: 'Preview send: to the POA approver, the AIF approver, or (amcadmin) the investor',
        params,
        response: { 200: reviewActionResponseSchema, ...refused },
      },
    },
    async (request) => app.review.send(requireSession(request), request.params.id),
  );

  app.post(
    '/applications/:id/approve',
    {
      schema: {
        ...tags,
        summary: 'POA approver (sent_to_poa_approver) or AIF approver (sent_to_amc_approver) approves',
        params,
        response: { 200: reviewActionResponseSchema, ...refused },
      },
    },
    async (request) => app.review.approve(requireSession(request), request.params.id),
  );

  app.post(
    '/applications/:id/reject',
    {
      schema: {
        ...tags,
        summary: 'The approver at this status rejects, with a reason',
        params,
        body: rejectRequestSchema,
        response: { 200: reviewActionResponseSchema, ...refused },
      },
    },
    async (request) => app.review.reject(requireSession(request), request.params.id, request.body.reason),
  );
};

export default reviewRoutes;
