import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SEALED_PAYLOAD_ALGORITHM,
  encryptedBodySchema,
  loginSendOtpSchema,
  loginVerifyOtpSchema,
  messageSchema,
  publicKeyResponseSchema,
  sendOtpResponseSchema,
  verifyOtpResponseSchema,
  validationErrorSchema,
} from '@aif/contracts';

const errors = { 400: validationErrorSchema, 423: messageSchema, 429: messageSchema };

/** /api/users/login/*: the public sign-in calls. */
const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  // Sends and verifications of one client address count together (modules/ip-limits).
  const limited = app.ipLimits.hook('sign_in');

  app.get(
    '/login/public-key',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'RSA public key (SPKI PEM) that seals sign-in payloads',
        response: { 200: publicKeyResponseSchema },
      },
    },
    async (_request, reply) => {
      // The same for everyone and changed only with the server's key: the one sign-in answer a cache may keep.
      reply.header('cache-control', 'public, max-age=300');
      return {
        publicKey: (await app.keys.payloadKeyPair()).publicKeyPem,
        algorithm: SEALED_PAYLOAD_ALGORITHM,
      };
    },
  );

  app.post(
    '/login/send-otp',
    {
      onRequest: limited,
      schema: {
        tags: ['sign-in'],
        summary: 'Send a sign-in OTP; payload seals { phone, countryCode }',
        body: encryptedBodySchema,
        response: { 200: sendOtpResponseSchema, ...errors },
      },
    },
    async (request) =>
      app.signIn.sendOtp(await app.keys.openSealed(request.body.payload, loginSendOtpSchema)),
  );

  app.post(
    '/login/verify-otp',
    {
      onRequest: limited,
      schema: {
        tags: ['sign-in'],
        summary:
          'Verify the OTP and open a session; payload seals { phone, countryCode, otp, verificationToken }',
        body: encryptedBodySchema,
        response: { 200: verifyOtpResponseSchema, ...errors },
      },
    },
    async (request) =>
      app.signIn.verifyOtp(await app.keys.openSealed(request.body.payload, loginVerifyOtpSchema)),
  );
};

export default signInRoutes;
