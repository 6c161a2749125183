import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@aif/ui-kit';
import { APPLICATION_LIST_PATH, PreviewPage } from './components/PreviewPage';

/** /application-preview/:id (doc 1 §2): the preview of an individual application with its send button. */
export function ApplicationPreviewRoutes({ user }: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<Navigate to={APPLICATION_LIST_PATH} replace />} />
      <Route path=":id" element={<PreviewPage user={user} />} />
    </Routes>
  );
}
