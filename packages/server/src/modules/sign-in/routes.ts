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
  app.get(
    '/login/public-key',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'RSA public key (SPKI PEM) that seals sign-in payloads',
        response: { 200: publicKeyResponseSchema },
      },
    },
    async () => ({
      publicKey: (await app.keys.payloadKeyPair()).publicKeyPem,
      algorithm: SEALED_PAYLOAD_ALGORITHM,
    }),
  );

  app.post(
    '/login/send-otp',
    {
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
