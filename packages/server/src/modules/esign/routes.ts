import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  encryptedBodySchema,
  ESIGN_SIGNATURE_HEADER,
  esignApplicationDetailsSchema,
  esignCallbackResponseSchema,
  esignReferenceIdsResponseSchema,
  esignSignResponseSchema,
  esignSummarySchema,
  esignVerifyOtpSchema,
  idParamsSchema,
  messageSchema,
  referenceIdParamsSchema,
  sendOtpResponseSchema,
  validationErrorSchema,
  verifyOtpResponseSchema,
} from '@aif/contracts';
import { requireSession } from '../../lib/session';

const params = idParamsSchema;
const tags = { tags: ['e-sign'] };
const refused = {
  400: validationErrorSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
};

/**
 * /api/onboarding/esign/*: the investor's e-sign page (doc 1 §4 "Sign flow", §7) and the provider's
 * completion callback. `:id` is an applicant's reference id (the page is keyed by it).
 */
const esignRoutes: FastifyPluginAsyncZod = async (app) => {
  // The investor's OTP sign-in counts with the sign-in page's (modules/ip-limits).
  const limited = app.ipLimits.hook('sign_in');

  app.get(
    '/esign/details/:id',
    {
      schema: {
        ...tags,
        summary: 'Public summary of the application behind a reference id',
        params,
        response: { 200: esignSummarySchema, ...refused },
      },
    },
    async (request) => app.esignPage.summary(request.params.id),
  );

  app.get(
    '/esign/get-otp/:id',
    {
      onRequest: limited,
      schema: {
        ...tags,
        summary:
          'Send a sign-in OTP to the mobile of the applicant behind a reference id (resend: call again)',
        params,
        response: { 200: sendOtpResponseSchema, ...refused, 423: messageSchema, 429: messageSchema },
      },
    },
    async (request) => app.esignPage.sendOtp(request.params.id),
  );

  app.post(
    '/esign/verify-otp/:id',
    {
      onRequest: limited,
      schema: {
        ...tags,
        summary: 'Verify the OTP (sealed { otp, verificationToken }) and issue the investor token',
        params,
        body: encryptedBodySchema,
        response: { 200: verifyOtpResponseSchema, ...refused, 423: messageSchema, 429: messageSchema },
      },
    },
    async (request) =>
      app.esignPage.verifyOtp(
        request.params.id,
        await app.keys.openSealed(request.body.payload, esignVerifyOtpSchema),
      ),
  );

  app.get(
    '/esign/application-details/:referenceId',
    {
      schema: {
        ...tags,
        summary: "The investor's application and its signing state",
        params: referenceIdParamsSchema,
        response: { 200: esignApplicationDetailsSchema, ...refused },
        security: [{ bearer: [] }],
      },
    },
    async (request) => app.esignPage.applicationDetails(requireSession(request), request.params.referenceId),
  );

  app.post(
    '/esign/sign/:id',
    {
      schema: {
        ...tags,
        summary: "The signer's signing URL; generates the sign document when none is pending",
        params,
        response: { 200: esignSignResponseSchema, ...refused, 422: messageSchema },
        security: [{ bearer: [] }],
      },
    },
    async (request) => app.esignPage.sign(requireSession(request), request.params.id),
  );

  app.get(
    '/esign/get-referenceids/:id',
    {
      schema: {
        ...tags,
        summary: 'Reference ids of every applicant of the application (joint holders sign one after another)',
        params,
        response: { 200: esignReferenceIdsResponseSchema, ...refused },
        security: [{ bearer: [] }],
      },
    },
    async (request) => app.esignPage.referenceIds(requireSession(request), request.params.id),
  );

  // The callback verifies an HMAC of the exact bytes sent, so its body is kept as a string.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/esign/callback',
      {
        schema: {
          ...tags,
          summary: 'E-sign provider completion callback (HMAC-SHA256 of the raw body in x-esign-signature)',
          body: z.string(),
          response: { 200: esignCallbackResponseSchema, ...refused },
        },
      },
      async (request) => {
        const header = request.headers[ESIGN_SIGNATURE_HEADER];
        return app.esign.handleCallback(request.body as string, Array.isArray(header) ? header[0] : header);
      },
    );
  });
};

export default esignRoutes;
