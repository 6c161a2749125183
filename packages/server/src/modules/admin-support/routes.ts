import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkWhitelistedResponseSchema,
  messageSchema,
  supportNumberSchema,
  unlockingAccessResponseSchema,
  whitelistUserSchema,
  whitelistingAccessResponseSchema,
  validationErrorSchema,
} from '@aif/contracts';
import { requireSession } from '../../lib/session';

const refused = { 400: validationErrorSchema, 401: messageSchema, 403: messageSchema };
const meta = { tags: ['admin-support'], security: [{ bearer: [] }] };

/** /api/users/users/*: Admin Support on mobile numbers. */
const adminSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/unlock-user',
    {
      schema: {
        ...meta,
        summary: 'Unlock a number locked by failed OTPs',
        body: supportNumberSchema,
        response: { 200: messageSchema, ...refused },
      },
    },
    async (request) => ({
      message: await app.adminSupport.unlockUser(requireSession(request), request.body),
    }),
  );

  app.post(
    '/users/whitelist-user',
    {
      schema: {
        ...meta,
        summary: 'Add a number to the whitelist (exempt from lock and resend limit) or remove it',
        body: whitelistUserSchema,
        response: { 200: messageSchema, ...refused },
      },
    },
    async (request) => ({
      message: await app.adminSupport.whitelistUser(requireSession(request), request.body),
    }),
  );

  app.post(
    '/users/check-whitelisted',
    {
      schema: {
        ...meta,
        summary: 'Whether a number is whitelisted',
        body: supportNumberSchema,
        response: { 200: checkWhitelistedResponseSchema, ...refused },
      },
    },
    async (request) => ({
      isMobileNumberWhiteListed: await app.adminSupport.checkWhitelisted(
        requireSession(request),
        request.body,
      ),
    }),
  );

  app.get(
    '/users/unlocking-access',
    {
      schema: {
        ...meta,
        summary: 'Whether the user may unlock numbers',
        response: { 200: unlockingAccessResponseSchema, ...refused },
      },
    },
    async (request) => ({
      unlockingAccess: await app.adminSupport.accessFlag(requireSession(request), 'unlockingAccess'),
    }),
  );

  app.get(
    '/users/whitelisting-access',
    {
      schema: {
        ...meta,
        summary: 'Whether the user may whitelist numbers',
        response: { 200: whitelistingAccessResponseSchema, ...refused },
      },
    },
    async (request) => ({
      whitelistingAccess: await app.adminSupport.accessFlag(requireSession(request), 'whitelistingAccess'),
    }),
  );
};

export default adminSupportRoutes;
