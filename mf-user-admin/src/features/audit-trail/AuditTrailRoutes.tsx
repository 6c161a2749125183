import { Navigate, Route, Routes } from 'react-router-dom';
import { NotAuthorized, type RemoteAppProps } from '@aif/ui-kit';
import { AuditTrailPage } from './components/AuditTrailPage';

/** /audit-trail (the AIF admin's): one page; any path beneath it goes back to it. */
export function AuditTrailRoutes({ user, path }: RemoteAppProps) {
  if (user?.role !== 'amcadmin') return <NotAuthorized />;
  return (
    <Routes>
      <Route index element={<AuditTrailPage />} />
      <Route path="*" element={<Navigate to={path} replace />} />
    </Routes>
  );
}
