import { Navigate, Route, Routes } from 'react-router-dom';
import { NotAuthorized, type RemoteAppProps } from '@aif/ui-kit';
import { ApplicationsPage } from './components/ApplicationsPage';

/** /applications (doc 3 §2.5). */
export function ApplicationsRoutes({ user }: RemoteAppProps) {
  if (!user) return <NotAuthorized />;
  return (
    <Routes>
      <Route index element={<ApplicationsPage user={user} />} />
      <Route path="*" element={<Navigate to="/applications" replace />} />
    </Routes>
  );
}
