import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** Origins besides the portal's own that its code is loaded from: those of the remote manifest. */
  remoteOrigins: () => readonly string[];
}

/** One year; browsers keep the portal on HTTPS from the first HTTPS visit on. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Response headers of every answer (docs/decisions.md, "Response headers"):
 * - Content-Security-Policy: code, styles, images, fonts and calls from the portal's own origin and the
 *   remote manifest's origins only; inline styles allowed (Fluent UI's griffel and Highcharts write them at
 *   run time), inline scripts, eval, plugins and framing refused (`frame-ancestors 'none'`, plus
 *   X-Frame-Options: DENY for older browsers).
 * - Referrer-Policy: no-referrer, since the portal's links carry tokens and reference ids in their paths.
 * - X-Content-Type-Options: nosniff, and helmet's other defaults (COOP, CORP same-origin, ...).
 * - Strict-Transport-Security only when the request came over HTTPS (TLS here, or a trusted load balancer's
 *   X-Forwarded-Proto: TRUST_PROXY) or PUBLIC_URL is https.
 * - Cache-Control: no-store on every answer whose route does not set its own policy (the front-end files,
 *   master data, the public key), and on every refusal: tokens and personal data are never kept in a cache.
 */
export default fp<SecurityHeadersOptions>(
  async (app, opts) => {
    // A directive's sources: the fixed ones and the manifest's origins, read once per response (helmet
    // asks each of the five directives below, with the same response object).
    const originsOf = new WeakMap<object, readonly string[]>();
    const remotesFor = (res: object) => {
      let origins = originsOf.get(res);
      if (!origins) originsOf.set(res, (origins = opts.remoteOrigins()));
      return origins;
    };
    const withRemotes =
      (...fixed: string[]) =>
      (_req: unknown, res: object) =>
        [...fixed, ...remotesFor(res)].join(' ');
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          scriptSrc: [withRemotes("'self'")],
          scriptSrcAttr: ["'none'"],
          styleSrc: [withRemotes("'self'", "'unsafe-inline'")],
          imgSrc: [withRemotes("'self'", 'data:', 'blob:')],
          fontSrc: [withRemotes("'self'", 'data:')],
          connectSrc: [withRemotes("'self'")],
        },
      },
      // Sent below, only over HTTPS.
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
    });

    const publicHttps = app.config.publicUrl?.startsWith('https://') ?? false;
    app.addHook('onRequest', async (request, reply) => {
      if (publicHttps || request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    });

    app.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode >= 400 || reply.getHeader('cache-control') === undefined)
        reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'security-headers', dependencies: ['core'] },
);
