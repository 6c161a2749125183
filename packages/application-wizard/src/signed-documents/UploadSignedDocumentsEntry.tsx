import { Navigate, useLocation } from 'react-router-dom';
import { uploadSignedDocumentsPath, type WizardRoutes } from '../frame/routes';

function idFrom(state: unknown, search: string): string | null {
  const fromState = (state as { id?: unknown } | null)?.id;
  if (typeof fromState === 'string' && fromState.trim() !== '') return fromState.trim();
  return new URLSearchParams(search).get('id')?.trim() || null;
}

/**
 * `${wizardBase}/upload-signed-documents` (doc 2 §2: "route application/upload-signed-documents with an id
 * and an action"), as the application lists link it with router state `{ id, action: 'upload' }`: opens
 * the upload on the application's details page (`${detailsBase}/:id/upload-signed-documents`). Without an
 * id it goes to /, as the wizard does.
 */
export function UploadSignedDocumentsEntry({ routes }: { routes: WizardRoutes }) {
  const { state, search } = useLocation();
  const id = idFrom(state, search);
  return <Navigate to={id ? uploadSignedDocumentsPath(routes, id) : '/'} replace />;
}
