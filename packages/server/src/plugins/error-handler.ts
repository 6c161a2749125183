import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_MESSAGES, type ValidationErrorResponse } from '@aif/contracts';
import { HttpError, ValidationError } from '../lib/errors';
import { StoredObjectMissingError } from '../providers/storage';

export interface ErrorHandlerOptions {
  /** When set, unknown GETs that accept HTML (outside /api, /mdms, /remotes) get this SPA index. */
  spaFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
}

/**
 * The one error handler: every error leaves as `{ message }`; 4xx keep their message. A validation failure,
 * whether of the route's zod schema or of a rule the server checks itself (`ValidationError`, such as a
 * wizard step's), is a 400 whose message is the first broken rule's and whose `errors` lists every one by
 * field path (contracts `validationErrorSchema`, which every route declares for its 400: a route that
 * declared `messageSchema` would answer `{ message }` only, since serialisation drops the rest). Anything else is logged and answered with a generic 500, so no stack trace or internal detail
 * reaches a caller.
 */
export default fp<ErrorHandlerOptions>(
  async (app, opts) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      const { status, body } = describe(err);
      // A record whose bytes are gone is the operators' problem, logged as an error, but the caller gets
      // a message that says what to do rather than a bare 500.
      if (status >= 500 || err instanceof StoredObjectMissingError)
        request.log.error({ err }, 'request failed');
      else request.log.info({ statusCode: status, code: err.code }, 'request refused');
      return reply.code(status).send(body);
    });

    app.setNotFoundHandler((request, reply) => {
      if (opts.spaFallback?.(request, reply)) return reply;
      return reply.code(404).send({ message: API_MESSAGES.notFound });
    });
  },
  { name: 'error-handler' },
);

function describe(err: FastifyError): { status: number; body: ValidationErrorResponse } {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const errors = err.validation.map((issue) => ({
      path: pathOf(issue.instancePath),
      message: issue.message ?? API_MESSAGES.invalidPayload,
    }));
    return { status: 400, body: { message: errors[0]?.message || API_MESSAGES.invalidPayload, errors } };
  }
  if (err.validation?.length)
    return { status: 400, body: { message: err.validation[0]?.message ?? err.message } };
  if (err instanceof ValidationError)
    return { status: err.statusCode, body: { message: err.message, errors: err.errors } };
  if (err instanceof HttpError) return { status: err.statusCode, body: { message: err.message } };
  if (err instanceof StoredObjectMissingError)
    return { status: 404, body: { message: API_MESSAGES.storedFileMissing } };
  // Fastify's own refusals of a body it cannot read, in the contracts' words.
  const known = err.code ? FRAMEWORK_REFUSALS[err.code] : undefined;
  if (known) return { status: known.status, body: { message: known.message } };
  const status = err.statusCode ?? 500;
  // Other 4xx of Fastify and its plugins are safe to show as they are.
  if (status >= 400 && status < 500) return { status, body: { message: err.message } };
  return { status: 500, body: { message: API_MESSAGES.unexpected } };
}

const FRAMEWORK_REFUSALS: Record<string, { status: number; message: string }> = {
  // Also a body with a __proto__ or constructor.prototype key (the parser's poisoning check).
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: API_MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: API_MESSAGES.invalidJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: API_MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: API_MESSAGES.invalidPayload },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: API_MESSAGES.bodyTooLarge },
};

/**
 * Fastify's `frameworkErrors`: what its router refuses before any hook or handler runs, in the API's
 * `{ message }` shape: a path with a malformed percent-escape ('%E0%A4%A'), a path segment longer than the
 * router takes.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = ROUTER_REFUSALS[error.code];
  if (known) {
    request.log.info({ statusCode: known.status, code: error.code }, 'request refused');
    return reply.code(known.status).send({ message: known.message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: API_MESSAGES.unexpected });
}

const ROUTER_REFUSALS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: API_MESSAGES.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: API_MESSAGES.urlTooLong },
};

/** A zod issue's location as the provider gives it ('/applicants/0/panNo') in the dot form ('applicants.0.panNo'). */
function pathOf(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.');
}
