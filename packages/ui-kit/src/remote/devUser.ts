import { ROLES, type Role, type SessionUser } from '@aif/contracts';

/**
 * The signed-in user of a remote running on its own: the role from `?role=rm` etc., amcadmin by default,
 * with every staff flag set; an investor gets one reference id.
 */
export function devUser(search: string): SessionUser {
  const asked = new URLSearchParams(search).get('role');
  const role: Role = (ROLES as readonly string[]).includes(asked ?? '') ? (asked as Role) : 'amcadmin';
  return {
    id: 'dev-user',
    name: 'Development User',
    role,
    phone: '9000000001',
    countryCode: '+91',
    email: 'dev.user@example.com',
    flags: { adminSupport: true, fundSetupAccess: true, unlockingAccess: true, whitelistingAccess: true },
    referenceIds: role === 'investor' ? ['DEV-REFERENCE'] : undefined,
  };
}
