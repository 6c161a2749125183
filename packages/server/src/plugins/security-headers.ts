import fp from 'fastify-plugin';
import helmet from 'helmet';

export interface SecurityHeadersOptions {
  /** Origins besides the portal's own that its code is loaded from: those of the remote manifest. */
  remoteOrigins: () => readonly string[];
}

/** One year; browsers keep the portal on HTTPS from the first HTTPS visit on. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The Content-Security-Policy for a set of remote origins: code, styles, images, fonts and calls from the
 * portal's own origin and those origins; inline styles allowed (Fluent UI's griffel and Highcharts write
 * them at run time); inline scripts, eval, plugins, other base URIs and form targets refused; never framed.
 */
export function contentSecurityPolicy(remotes: readonly string[]): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
    ['script-src', "'self'", ...remotes],
    ['script-src-attr', "'none'"],
    ['style-src', "'self'", "'unsafe-inline'", ...remotes],
    ['img-src', "'self'", 'data:', 'blob:', ...remotes],
    ['font-src', "'self'", 'data:', ...remotes],
    ['connect-src', "'self'", ...remotes],
  ];
  return directives.map((d) => d.join(' ')).join(';');
}

/**
 * Response headers of every answer (docs/decisions.md, "Response headers"):
 * - Content-Security-Policy (`contentSecurityPolicy`) with the remote manifest's origins, formatted again
 *   only when the manifest's origins change (the reader answers the same array while the file is as it was).
 * - X-Frame-Options: DENY for older browsers; Referrer-Policy: no-referrer, since the portal's links carry
 *   tokens and reference ids in their paths; X-Content-Type-Options: nosniff and helmet's other defaults
 *   (COOP, CORP same-origin, ...). Helmet's middleware is built once: built per request (as its Fastify
 *   wrapper did) it cost about 6 % of a cheap request's CPU.
 * - Strict-Transport-Security only when the request came over HTTPS (TLS here, or a trusted load balancer's
 *   X-Forwarded-Proto: TRUST_PROXY) or PUBLIC_URL is https.
 * - Cache-Control: no-store on every answer whose route does not set its own policy (the front-end files,
 *   master data, the public key), and on every refusal: tokens and personal data are never kept in a cache.
 */
export default fp<SecurityHeadersOptions>(
  async (app, opts) => {
    const fixedHeaders = helmet({
      contentSecurityPolicy: false,
      // Sent below, only over HTTPS.
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
    });
    let policy = { remotes: null as readonly string[] | null, value: '' };
    const cspFor = (remotes: readonly string[]) => {
      if (policy.remotes !== remotes) policy = { remotes, value: contentSecurityPolicy(remotes) };
      return policy.value;
    };
    const publicHttps = app.config.publicUrl?.startsWith('https://') ?? false;

    app.addHook('onRequest', (request, reply, done) => {
      reply.raw.setHeader('Content-Security-Policy', cspFor(opts.remoteOrigins()));
      if (publicHttps || request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
      fixedHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });

    app.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.statusCode >= 400 || reply.getHeader('cache-control') === undefined)
        reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security-headers', dependencies: ['core'] },
);
