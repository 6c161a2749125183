import type { FastifyRequest } from 'fastify';
import type { Session } from '../modules/sessions/service';
import { unauthorized } from './errors';

/** The request's session; the access hook already refused anonymous calls on non-public routes. */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}
