import { Navigate, Route, Routes } from 'react-router-dom';
import { NotAuthorized, type RemoteAppProps } from '@aif/ui-kit';
import { ReportsPage } from './components/ReportsPage';

/** /reports (doc 3 §2.9). */
export function ReportsRoutes({ user }: RemoteAppProps) {
  if (!user) return <NotAuthorized />;
  return (
    <Routes>
      <Route index element={<ReportsPage user={user} />} />
      <Route path="*" element={<Navigate to="/reports" replace />} />
    </Routes>
  );
}
