import { idParamsSchema } from '@aif/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { requireSession } from '../../lib/session';

const params = idParamsSchema;
const tags = { tags: ['application pdf'], security: [{ bearer: [] }] };
const disposition = (filename: string) => `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`;

/** /api/pdf/*: the application PDF (doc 1 §7) and the e-signed PDF (doc 3 §2.5 Download). */
const applicationPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/onboarding-application/pdf/:id',
    { schema: { ...tags, summary: 'The application as a PDF ({applicationNumber}.pdf)', params } },
    async (request, reply) => {
      const { filename, data } = await app.applicationPdf.applicationPdf(
        requireSession(request),
        request.params.id,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', disposition(filename))
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.get(
    '/onboarding-application/signed-pdf/:id',
    {
      schema: {
        ...tags,
        summary: "The e-signed PDF; 400 'Only Signed Documents can be Downloaded' before it exists",
        params,
      },
    },
    async (request, reply) => {
      const { filename, stream } = await app.applicationPdf.signedPdf(
        requireSession(request),
        request.params.id,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', disposition(filename))
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};

export default applicationPdfRoutes;
