import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  API_MESSAGES,
  ESIGN_MESSAGES,
  ESIGN_SIGNATURE_HEADER,
  OTP_RESEND_WAIT_SECONDS,
  SIGNER_LABELS,
  encryptedBodySchema,
  esignApplicationDetailsSchema,
  esignCallbackResponseSchema,
  esignReferenceIdsResponseSchema,
  esignSignResponseSchema,
  esignSummarySchema,
  esignVerifyOtpSchema,
  messageSchema,
  sendOtpResponseSchema,
  statusLabel,
  verifyOtpResponseSchema,
  type ApplicationStatus,
} from '@aif/contracts';
import { and, eq } from 'drizzle-orm';
import { applicants, applications, plans, schemes } from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import { toMobileNumber } from '../../lib/phone';
import { maskTail } from '../../lib/redact';
import { requireSession } from '../../lib/session';
import { randomToken } from '../../lib/tokens';
import { ApplicationWizardService } from '../application-wizard/service';
import { notDeleted } from '../applications/visibility';
import type { Session } from '../sessions/service';

const params = z.object({ id: z.string() });
const tags = { tags: ['e-sign'] };
const refused = {
  400: messageSchema,
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
  // The investor's page shows the application as the wizard's GET answers it.
  const wizard = new ApplicationWizardService({ db: app.db, clock: app.clock, audit: app.audit });
  const origin = (request: FastifyRequest) => app.config.publicUrl ?? `${request.protocol}://${request.host}`;

  /** The active applicant behind a reference id and its application, not deleted (404 otherwise). */
  const byReference = async (referenceId: string) => {
    const [row] = await app.db
      .select({ applicant: applicants, application: applications })
      .from(applicants)
      .innerJoin(applications, eq(applications.id, applicants.applicationId))
      .where(and(eq(applicants.referenceId, referenceId), eq(applicants.isActive, true), notDeleted()));
    if (!row) throw notFound(ESIGN_MESSAGES.applicationNotFound);
    return row;
  };
  /** As byReference, for an investor whose mobile is on that application (404 otherwise: no probing). */
  const forInvestor = async (session: Session, referenceId: string) => {
    const row = await byReference(referenceId);
    if (!(await app.sessions.canAccessApplication(session, row.application.id)))
      throw notFound(ESIGN_MESSAGES.applicationNotFound);
    return row;
  };

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
    async (request) => {
      const { applicant, application } = await byReference(request.params.id);
      const [scheme] = application.schemeId
        ? await app.db.select().from(schemes).where(eq(schemes.id, application.schemeId))
        : [];
      const [plan] = application.planId
        ? await app.db.select().from(plans).where(eq(plans.id, application.planId))
        : [];
      const signDetails = await app.esign.signDetails(application);
      const status = application.status as ApplicationStatus;
      return {
        referenceId: applicant.referenceId,
        applicationNumber: application.applicationNumber,
        applicantName: applicant.name,
        schemeName: scheme?.schemeName ?? null,
        planName: plan ? plan.planDescription : null,
        status,
        statusLabel: statusLabel(status, 'investor'),
        maskedMobile: applicant.mobile ? maskTail(applicant.mobile) : null,
        signStatus: signDetails.status,
      };
    },
  );

  app.get(
    '/esign/get-otp/:id',
    {
      schema: {
        ...tags,
        summary:
          'Send a sign-in OTP to the mobile of the applicant behind a reference id (resend: call again)',
        params,
        response: { 200: sendOtpResponseSchema, ...refused, 423: messageSchema, 429: messageSchema },
      },
    },
    async (request) => {
      const { applicant } = await byReference(request.params.id);
      if (!applicant.mobile) throw badRequest(ESIGN_MESSAGES.noMobile);
      const number = toMobileNumber(applicant.countryCode, applicant.mobile);
      const token = randomToken();
      // The investor signs in here: the sign-in OTP rules and limits apply (same purpose, same lock).
      const { otp } = await app.otp.transaction((tx) =>
        app.otp.issue(tx, number, 'sign_in', { token, deliver: true }),
      );
      const text = `${otp} is your OTP to open your AIF application for e-sign. It is valid for 5 minutes. Do not share it with anyone.`;
      await app.sms.send({ to: number.e164, body: text });
      if (applicant.email)
        await app.email.send({ to: applicant.email, subject: 'OTP to open your application', body: text });
      return {
        message: API_MESSAGES.otpSent,
        verificationToken: token,
        resendAfterSeconds: OTP_RESEND_WAIT_SECONDS,
      };
    },
  );

  app.post(
    '/esign/verify-otp/:id',
    {
      schema: {
        ...tags,
        summary: 'Verify the OTP (sealed { otp, verificationToken }) and issue the investor token',
        params,
        body: encryptedBodySchema,
        response: { 200: verifyOtpResponseSchema, ...refused, 423: messageSchema },
      },
    },
    async (request) => {
      const input = await app.keys.openSealed(request.body.payload, esignVerifyOtpSchema);
      const { applicant } = await byReference(request.params.id);
      if (!applicant.mobile) throw badRequest(ESIGN_MESSAGES.noMobile);
      const number = toMobileNumber(applicant.countryCode, applicant.mobile);
      const outcome = await app.otp.transaction((tx) =>
        app.otp.attempt(tx, { number, purpose: 'sign_in', token: input.verificationToken, otp: input.otp }),
      );
      if ('error' in outcome) throw outcome.error;
      const { token, session } = await app.sessions.issue({ kind: 'investor', number });
      return { token, user: await app.sessions.describe(session) };
    },
  );

  app.get(
    '/esign/application-details/:referenceId',
    {
      schema: {
        ...tags,
        summary: "The investor's application and its signing state",
        params: z.object({ referenceId: z.string() }),
        response: { 200: esignApplicationDetailsSchema, ...refused },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { applicant, application } = await forInvestor(session, request.params.referenceId);
      return {
        application: await wizard.detail(session, application.id),
        signDetails: await app.esign.signDetails(application, applicant.id),
      };
    },
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
    async (request) => {
      const session = requireSession(request);
      const { applicant, application } = await forInvestor(session, request.params.id);
      let details = await app.esign.signDetails(application);
      if (!details.currentSigner) throw new HttpError(409, ESIGN_MESSAGES.notAwaitingSignature);
      let invitation = await app.esign.awaitedInvitation(application);
      if (!invitation) {
        await app.esign.generate(
          application.id,
          { id: `${session.countryCode}${session.phone}`, role: 'investor' },
          origin(request),
        );
        invitation = await app.esign.awaitedInvitation(application);
        details = await app.esign.signDetails(application);
      }
      if (
        !invitation ||
        invitation.applicantId !== applicant.id ||
        invitation.status !== 'pendingsignature'
      ) {
        throw new HttpError(
          409,
          ESIGN_MESSAGES.notYourTurn(invitation?.name ?? SIGNER_LABELS[details.currentSigner!]),
        );
      }
      return {
        url: invitation.invitationUrl,
        signDetails: await app.esign.signDetails(application, applicant.id),
      };
    },
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
    async (request) => {
      const session = requireSession(request);
      const { application } = await forInvestor(session, request.params.id);
      const people = await app.esign.activeApplicants(application.id);
      const statuses = await app.esign.applicantSignStatuses(
        application.id,
        people.map((p) => p.id),
      );
      return {
        applicationId: application.id,
        referenceIds: people.map((p) => ({
          referenceId: p.referenceId,
          applicantType: p.applicantType,
          name: p.name,
          signStatus: statuses.get(p.id) ?? 'notgenerated',
        })),
      };
    },
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
