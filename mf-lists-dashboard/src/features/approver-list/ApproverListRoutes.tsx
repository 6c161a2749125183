import { Navigate, Route, Routes } from 'react-router-dom';
import { NotAuthorized, type RemoteAppProps } from '@aif/ui-kit';
import { ApproverListPage } from './components/ApproverListPage';

/** /applications-list (doc 3 §2.6). */
export function ApproverListRoutes({ user }: RemoteAppProps) {
  if (!user) return <NotAuthorized />;
  return (
    <Routes>
      <Route index element={<ApproverListPage user={user} />} />
      <Route path="*" element={<Navigate to="/applications-list" replace />} />
    </Routes>
  );
}
