import { Navigate, Route, Routes } from 'react-router-dom';
import { NotAuthorized, type RemoteAppProps } from '@aif/ui-kit';
import { ConsentListPage } from './components/ConsentListPage';

/** /view-consent-email-list (doc 3 §2.10). */
export function ConsentListRoutes({ user }: RemoteAppProps) {
  if (!user) return <NotAuthorized />;
  return (
    <Routes>
      <Route index element={<ConsentListPage user={user} />} />
      <Route path="*" element={<Navigate to="/view-consent-email-list" replace />} />
    </Routes>
  );
}
