import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { remotesManifestSchema } from '@aif/contracts';

/** /api/config/remotes. */
const remotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/remotes',
    {
      schema: {
        tags: ['config'],
        summary:
          'Remote entries for the caller: the areas with public pages when anonymous, those and the investor areas for investors, all for staff',
        response: { 200: remotesManifestSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { remotes: await app.remotes.forCaller(request.session) };
    },
  );
};

export default remotesRoutes;
