import { mdmsFileParamsSchema } from '@aif/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';

/** /mdms/<name>.json: master data (doc 1 §7), public. */
const mdmsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:file',
    {
      schema: {
        tags: ['master-data'],
        summary: `Master data file: ${app.mdms.list().join(', ')}`,
        description: 'The JSON file as stored; 404 { message } for an unknown name.',
        params: mdmsFileParamsSchema,
      },
    },
    async (request, reply) => {
      const text = await app.mdms.read(request.params.file);
      if (text === undefined) throw notFound();
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(text);
    },
  );
};

export default mdmsRoutes;
