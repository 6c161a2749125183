import type { Role, SessionUser } from '@aif/contracts';

/** A signed-in user of the given role (an investor gets one application reference). */
export function makeUser(role: Role, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: `user-${role}`,
    name: `Test ${role}`,
    role,
    phone: '9000000001',
    countryCode: '+91',
    email: `${role}@example.com`,
    flags: {},
    ...(role === 'investor' ? { referenceIds: ['REF-1'] } : {}),
    ...overrides,
  };
}
