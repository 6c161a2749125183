import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acknowledgeAmlRequestSchema,
  addApplicantRequestSchema,
  applicantTokenResponseSchema,
  applicationIdParamsSchema,
  bypassOtpAccessResponseSchema,
  consentDecisionRequestSchema,
  consentDecisionResponseSchema,
  consentIdParamsSchema,
  consentListQuerySchema,
  consentListResponseSchema,
  consentPageResponseSchema,
  consentStatusResponseSchema,
  consentTokenParamsSchema,
  createApplicationRequestSchema,
  enablePoaRequestSchema,
  encryptedBodySchema,
  kraDetailsRequestSchema,
  kraDetailsResponseSchema,
  messageSchema,
  nonIndividualTokenRequestSchema,
  onboardedApplicationSchema,
  sendConsentEmailRequestSchema,
  sendConsentEmailResponseSchema,
  sendOnboardingOtpRequestSchema,
  sendOnboardingOtpResponseSchema,
  verifyOnboardingOtpRequestSchema,
  verifyPanRequestSchema,
  verifyPanResponseSchema,
  validationErrorSchema,
} from '@aif/contracts';
import { requireSession } from '../../lib/session';

const refused = {
  400: validationErrorSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
  422: messageSchema,
};
const otpRefused = { ...refused, 423: messageSchema, 429: messageSchema };
const staff = { tags: ['onboarding'], security: [{ bearer: [] }] };
const investor = { tags: ['onboarding consent'] };

/** /api/onboarding/*: the onboarding entry (doc 3 §2.3, §2.10, §2.11; contracts api/onboarding.ts). */
const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  // The contact OTP's own per-address count, apart from sign-in's (modules/ip-limits).
  const contactOtpLimit = app.ipLimits.hook('onboarding_otp');
  const panSchema = verifyPanRequestSchema({ now: app.clock });

  app.post(
    '/onboarding/verify-pan',
    {
      schema: {
        ...staff,
        summary: 'Verify a PAN and date of birth with the KYC registry and AML screening (sealed)',
        body: encryptedBodySchema,
        response: { 200: verifyPanResponseSchema, ...refused },
      },
    },
    async (request) =>
      app.onboarding.verifyPan(
        requireSession(request),
        await app.keys.openSealed(request.body.payload, panSchema),
      ),
  );

  app.post(
    '/onboarding/acknowledge-aml-check',
    {
      schema: {
        ...staff,
        summary: 'Comment on and acknowledge a failed AML check',
        body: acknowledgeAmlRequestSchema,
        response: { 200: messageSchema, ...refused },
      },
    },
    async (request) => ({
      message: await app.onboarding.acknowledgeAml(requireSession(request), request.body),
    }),
  );

  app.post(
    '/onboarding/enable-poa',
    {
      schema: {
        ...staff,
        summary: 'Continue as a power-of-attorney application (no contact verification)',
        body: enablePoaRequestSchema,
        response: { 200: applicantTokenResponseSchema, ...refused },
      },
    },
    async (request) => app.onboarding.enablePoa(requireSession(request), request.body),
  );

  app.post(
    '/onboarding/send-otp',
    {
      onRequest: contactOtpLimit,
      schema: {
        ...staff,
        summary: 'Send (or resend) the contact OTP, or bypass it with the bypassOtp flag (sealed)',
        body: encryptedBodySchema,
        response: { 200: sendOnboardingOtpResponseSchema, ...otpRefused },
      },
    },
    async (request) =>
      app.onboarding.sendOtp(
        requireSession(request),
        await app.keys.openSealed(request.body.payload, sendOnboardingOtpRequestSchema),
      ),
  );

  app.post(
    '/onboarding/verify-otp',
    {
      onRequest: contactOtpLimit,
      schema: {
        ...staff,
        summary: 'Verify the contact OTP (sealed)',
        body: encryptedBodySchema,
        response: { 200: applicantTokenResponseSchema, ...otpRefused },
      },
    },
    async (request) =>
      app.onboarding.verifyOtp(
        requireSession(request),
        await app.keys.openSealed(request.body.payload, verifyOnboardingOtpRequestSchema),
      ),
  );

  app.get(
    '/onboarding/bypass-otp-access',
    {
      schema: {
        ...staff,
        summary: 'Whether this user may bypass the contact OTP',
        response: { 200: bypassOtpAccessResponseSchema, ...refused },
      },
    },
    async (request) => ({ bypassOtpAccess: await app.onboarding.bypassOtpAccess(requireSession(request)) }),
  );

  app.post(
    '/onboarding/get-non-individual-application-token',
    {
      schema: {
        ...staff,
        summary: 'Entity e-mail step: the applicant token of a non-individual investor (sealed)',
        body: encryptedBodySchema,
        response: { 200: applicantTokenResponseSchema, ...refused },
      },
    },
    async (request) =>
      app.onboarding.nonIndividualToken(
        requireSession(request),
        await app.keys.openSealed(request.body.payload, nonIndividualTokenRequestSchema),
      ),
  );

  app.post(
    '/onboarding/send-consent-email',
    {
      schema: {
        ...staff,
        summary: 'E-mail the investor a consent link instead of an OTP',
        body: sendConsentEmailRequestSchema,
        response: { 200: sendConsentEmailResponseSchema, ...refused },
      },
    },
    async (request) => app.consents.send(requireSession(request), request.body),
  );

  app.get(
    '/onboarding/consent-status/:id',
    {
      schema: {
        ...staff,
        summary: "A consent's status; once approved, the applicant token (handed out once)",
        params: consentIdParamsSchema,
        response: { 200: consentStatusResponseSchema, ...refused },
      },
    },
    async (request) => app.consents.status(requireSession(request), request.params.id),
  );

  app.get(
    '/onboarding/consents',
    {
      schema: {
        ...staff,
        summary: 'Investor e-mail consents, newest change first, searchable by PAN',
        querystring: consentListQuerySchema,
        response: { 200: consentListResponseSchema, ...refused },
      },
    },
    async (request) => app.consents.list(requireSession(request), request.query),
  );

  app.post(
    '/onboarding/resend-consent-email/:id',
    {
      schema: {
        ...staff,
        summary: 'Send a pending consent again with a new link',
        params: consentIdParamsSchema,
        response: { 200: messageSchema, ...refused },
      },
    },
    async (request) => ({
      message: await app.consents.resend(requireSession(request), request.params.id),
    }),
  );

  app.post(
    '/onboarding/revoke-consent-email/:id',
    {
      schema: {
        ...staff,
        summary: 'Withdraw a pending consent',
        params: consentIdParamsSchema,
        response: { 200: messageSchema, ...refused },
      },
    },
    async (request) => ({ message: await app.consents.revoke(requireSession(request), request.params.id) }),
  );

  app.post(
    '/onboarding/withdraw-consent-email/:id',
    {
      schema: {
        ...staff,
        summary: 'The sender withdraws its own pending consent from the onboarding page',
        params: consentIdParamsSchema,
        response: { 200: messageSchema, ...refused },
      },
    },
    async (request) => ({ message: await app.consents.withdraw(requireSession(request), request.params.id) }),
  );

  app.get(
    '/onboarding-consent/:verificationToken',
    {
      schema: {
        ...investor,
        summary: "The investor's consent page",
        params: consentTokenParamsSchema,
        response: { 200: consentPageResponseSchema, ...refused },
      },
    },
    async (request) => app.consents.page(request.params.verificationToken),
  );

  for (const [path, decision] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/onboarding-consent/${path}`,
      {
        schema: {
          ...investor,
          summary: `The investor ${decision} the consent`,
          body: consentDecisionRequestSchema,
          response: { 200: consentDecisionResponseSchema, ...refused },
        },
      },
      async (request) => app.consents.decide(request.body.verificationToken, decision),
    );
  }

  app.post(
    '/applications',
    {
      schema: {
        ...staff,
        summary: 'Create a draft application from an applicant token',
        body: createApplicationRequestSchema,
        response: { 200: onboardedApplicationSchema, ...refused },
      },
    },
    async (request) => app.onboardingApplications.create(requireSession(request), request.body),
  );

  app.post(
    '/applications/:id/addApplicant',
    {
      schema: {
        ...staff,
        summary: 'Add a joint holder from an applicant token',
        params: applicationIdParamsSchema,
        body: addApplicantRequestSchema,
        response: { 200: onboardedApplicationSchema, ...refused },
      },
    },
    async (request) =>
      app.onboardingApplications.addApplicant(requireSession(request), request.params.id, request.body),
  );

  app.post(
    '/kradetails',
    {
      schema: {
        ...staff,
        summary: 'KYC registry record and AML screening of a PAN',
        body: kraDetailsRequestSchema({ now: app.clock }),
        response: { 200: kraDetailsResponseSchema, ...refused },
      },
    },
    async (request) => app.onboarding.kraDetails(request.body),
  );
};

export default onboardingRoutes;
