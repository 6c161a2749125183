import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControlFor, type StaticSites } from './service';

/** Serves the shell and the remotes' builds with the cache headers Module Federation needs. */
const staticRoutes: FastifyPluginAsync<{ sites: StaticSites }> = async (app, { sites }) => {
  const all = [...(sites.shell ? [sites.shell] : []), ...sites.remotes];
  all.forEach((site, i) => {
    app.register(fastifyStatic, {
      root: site.dir,
      prefix: site.prefix,
      // Only the first registration may add reply.sendFile; the SPA fallback uses it with the shell's root.
      decorateReply: i === 0,
      wildcard: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
      schemaHide: true,
    });
  });
};

// Not encapsulated: reply.sendFile must reach the root's not-found handler (SPA fallback).
export default fp(staticRoutes, { name: 'static-hosting' });
