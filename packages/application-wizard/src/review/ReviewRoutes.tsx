import { Navigate, Route, Routes } from 'react-router-dom';
import { homeForRole, type SessionUser } from '@aif/contracts';
import type { WizardConfig } from '../frame/routes';
import { DetailsPage } from './DetailsPage';
import { PreviewPage } from './PreviewPage';

interface ReviewRoutesProps {
  user: SessionUser | null;
  config: WizardConfig;
}

/** Mounted at `previewBase` (doc 1 §2): `:id` is the preview with its send button; the bare path, the list. */
export function PreviewRoutes({ user, config }: ReviewRoutesProps) {
  return (
    <Routes>
      <Route index element={<Navigate to={config.routes.listPath} replace />} />
      <Route path=":id" element={<PreviewPage user={user} config={config} />} />
    </Routes>
  );
}

/**
 * Mounted at `detailsBase` (doc 1 §2): `:id` is the details for staff and approvers, with approval. The
 * msar signed-documents upload shows on it at approved_by_amc_approver, and alone at
 * `:id/upload-signed-documents`; the bare path goes to the user's home.
 */
export function DetailsRoutes({ user, config }: ReviewRoutesProps) {
  return (
    <Routes>
      <Route index element={<Navigate to={user ? homeForRole(user.role) : '/'} replace />} />
      <Route path=":id" element={<DetailsPage user={user} config={config} />} />
      <Route
        path=":id/upload-signed-documents"
        element={<DetailsPage user={user} config={config} uploadOnly />}
      />
    </Routes>
  );
}
