import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ifscLookupResponseSchema,
  ifscParamsSchema,
  messageSchema,
  pennyDropRequestSchema,
  pennyDropResponseSchema,
  validationErrorSchema,
} from '@aif/contracts';
import { requireSession } from '../../lib/session';
import { checkPennyDropApplication, recordPennyDrop } from './service';

const refused = { 400: validationErrorSchema, 401: messageSchema, 403: messageSchema, 422: messageSchema };
const staff = { tags: ['bank verification'], security: [{ bearer: [] }] };

/** /api/onboarding/ifsc/:ifsc and /api/onboarding/pennydropverification (contracts api/bank-verification.ts). */
const bankVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ifsc/:ifsc',
    {
      schema: {
        ...staff,
        summary: 'Bank name (RBI list) and branch details of an IFSC',
        params: ifscParamsSchema,
        response: { 200: ifscLookupResponseSchema, ...refused },
      },
    },
    async (request) => app.bankVerification.lookupIfsc(request.params.ifsc),
  );

  app.post(
    '/pennydropverification',
    {
      schema: {
        ...staff,
        summary: 'Penny drop verification of a bank account (a failure is pennydropVerified false)',
        // applicationId: the application whose bank step asked; the result is then recorded for it
        // (bank_verifications) and the bank step takes its penny-drop flags from that record only.
        body: pennyDropRequestSchema,
        response: { 200: pennyDropResponseSchema, ...refused, 404: messageSchema },
      },
    },
    async (request) => {
      const { applicationId, ...bank } = request.body;
      const session = requireSession(request);
      if (applicationId) await checkPennyDropApplication(app.db, session, applicationId);
      const result = await app.bankVerification.pennyDrop(bank);
      if (applicationId) await recordPennyDrop(app.db, session, applicationId, result);
      return result;
    },
  );
};

export default bankVerificationRoutes;
