import { useMemo } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ROLES, ROUTE_TABLE, type Role, type SessionUser } from '@aif/contracts';
import App from '../App';

const OWNED_PATHS = ROUTE_TABLE.filter((r) => r.owner === 'mf_lists_dashboard').map((r) => r.path);

/** A signed-in user for running this remote alone: ?role=rm etc., amcadmin by default. */
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

/** Mounts ./App under each top-level route this remote owns, as the shell does. */
export function Standalone() {
  const { search } = useLocation();
  const user = useMemo(() => devUser(search), [search]);
  return (
    <Routes>
      {OWNED_PATHS.map((path) => (
        <Route key={path} path={`${path}/*`} element={<App path={path} user={user} />} />
      ))}
      <Route path="*" element={<Navigate to={`${OWNED_PATHS[0]}${search}`} replace />} />
    </Routes>
  );
}
