import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControlFor, type StaticSites } from './service';

/**
 * Serves the shell and the remotes' builds with the cache headers Module Federation needs. The build writes
 * brotli and gzip copies beside each text asset (`main.js.br`, `main.js.gz`: packages/mf-config
 * compression.cjs); `preCompressed` sends the best one the client accepts, with `Content-Encoding`, the
 * original file's content type and `Vary: Accept-Encoding`, and the file itself to a client that accepts
 * neither or when no copy was written (files under 1 KB).
 */
const staticRoutes: FastifyPluginAsync<{ sites: StaticSites }> = async (app, { sites }) => {
  const all = [...(sites.shell ? [sites.shell] : []), ...sites.remotes];
  all.forEach((site, i) => {
    app.register(fastifyStatic, {
      root: site.dir,
      prefix: site.prefix,
      // Only the first registration may add reply.sendFile; the SPA fallback uses it with the shell's root.
      decorateReply: i === 0,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
      schemaHide: true,
    });
  });
};

// Not encapsulated: reply.sendFile must reach the root's not-found handler (SPA fallback).
export default fp(staticRoutes, { name: 'static-hosting' });
