import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@aif/ui-kit';
import { homeForRole } from '@aif/contracts';
import { DetailsPage } from './components/DetailsPage';

/**
 * /application-details/:id (doc 1 §2): the details for staff and approvers, with approval. The msar
 * signed-documents upload shows on it at approved_by_amc_approver, and alone at :id/upload-signed-documents.
 */
export function ApplicationDetailsRoutes({ user }: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<Navigate to={user ? homeForRole(user.role) : '/'} replace />} />
      <Route path=":id" element={<DetailsPage user={user} />} />
      <Route path=":id/upload-signed-documents" element={<DetailsPage user={user} uploadOnly />} />
    </Routes>
  );
}

export { UploadSignedDocumentsEntry } from './components/UploadSignedDocumentsEntry';
