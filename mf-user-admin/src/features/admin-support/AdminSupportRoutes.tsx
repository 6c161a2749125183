import { Navigate, Route, Routes } from 'react-router-dom';
import { NotAuthorized, type RemoteAppProps } from '@aif/ui-kit';
import { AdminSupportPage } from './components/AdminSupportPage';

/** /admin-support: one page; any path beneath it goes back to it. */
export function AdminSupportRoutes({ user, path }: RemoteAppProps) {
  if (!user) return <NotAuthorized />;
  return (
    <Routes>
      <Route index element={<AdminSupportPage user={user} />} />
      <Route path="*" element={<Navigate to={path} replace />} />
    </Routes>
  );
}
