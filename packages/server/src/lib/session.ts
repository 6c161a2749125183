import type { FastifyRequest } from 'fastify';
import type { Role } from '@aif/contracts';
import { unauthorized } from './errors';

export type SessionKind = 'staff' | 'investor';

/** The caller behind a valid bearer token. */
export interface Session {
  id: string;
  kind: SessionKind;
  role: Role;
  /** Staff only. */
  userId: string | null;
  countryCode: string;
  phone: string;
}

/** Who a session acts as in audit records and file ownership: a user id, or the investor's mobile. */
export function principalOf(session: Session): string {
  return session.kind === 'staff' ? session.userId! : `${session.countryCode}${session.phone}`;
}

/** The request's session; the access hook already refused anonymous calls on non-public routes. */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}
