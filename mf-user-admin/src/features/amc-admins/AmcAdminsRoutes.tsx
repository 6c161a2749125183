import { Navigate, Route, Routes } from 'react-router-dom';
import { NotAuthorized, type RemoteAppProps } from '@aif/ui-kit';
import { AmcAdminContactsPage } from './components/AmcAdminContactsPage';
import { AmcAdminsPage } from './components/AmcAdminsPage';

/**
 * /amc-admins (0-product-decisions §9): the superadmin's list of AIF admins with their access rights; a
 * distributor's read-only contact list. Any path beneath it goes back to it.
 */
export function AmcAdminsRoutes({ user, path }: RemoteAppProps) {
  if (!user || (user.role !== 'superadmin' && user.role !== 'distributor')) return <NotAuthorized />;
  const page = user.role === 'superadmin' ? <AmcAdminsPage /> : <AmcAdminContactsPage />;
  return (
    <Routes>
      <Route index element={page} />
      <Route path="*" element={<Navigate to={path} replace />} />
    </Routes>
  );
}
