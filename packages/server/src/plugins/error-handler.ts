import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '@aif/contracts';
import { HttpError } from '../lib/errors';

export interface ErrorHandlerOptions {
  /** When set, unknown GETs that accept HTML (outside /api, /mdms, /remotes) get this SPA index. */
  spaFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
}

/**
 * The one error handler: every error leaves as `{ message }`. 4xx keep their message (a validation
 * error gives its first issue's message); anything else is logged and answered with a generic 500,
 * so no stack trace or internal detail reaches a caller.
 */
export default fp<ErrorHandlerOptions>(
  async (app, opts) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      const { status, message } = describe(err);
      if (status >= 500) request.log.error({ err }, 'request failed');
      else request.log.info({ statusCode: status, code: err.code }, 'request refused');
      return reply.code(status).send({ message });
    });

    app.setNotFoundHandler((request, reply) => {
      if (opts.spaFallback?.(request, reply)) return reply;
      return reply.code(404).send({ message: API_MESSAGES.notFound });
    });
  },
  { name: 'error-handler' },
);

function describe(err: FastifyError): { status: number; message: string } {
  if (hasZodFastifySchemaValidationErrors(err)) {
    return { status: 400, message: err.validation[0]?.message || API_MESSAGES.invalidPayload };
  }
  if (err.validation?.length) return { status: 400, message: err.validation[0]?.message ?? err.message };
  if (err instanceof HttpError) return { status: err.statusCode, message: err.message };
  // Fastify's and its plugins' own 4xx (bad JSON, wrong content type, body too large) are safe to show.
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, message: err.message };
  return { status: 500, message: API_MESSAGES.unexpected };
}
