import { DetailsRoutes } from '@aif/application-wizard/review';
import { UploadSignedDocumentsEntry as SignedDocumentsEntry } from '@aif/application-wizard/signed-documents';
import type { RemoteAppProps } from '@aif/ui-kit';
import { INDIVIDUAL_WIZARD } from '../../lib/wizard-config';

/**
 * /application-details/:id (doc 1 §2): the details for staff and approvers, with approval. The msar
 * signed-documents upload shows on it at approved_by_amc_approver, and alone at :id/upload-signed-documents.
 */
export function ApplicationDetailsRoutes({ user }: RemoteAppProps) {
  return <DetailsRoutes user={user} config={INDIVIDUAL_WIZARD} />;
}

/** /application/upload-signed-documents, as the lists link it: the upload on the application's details page. */
export function UploadSignedDocumentsEntry() {
  return <SignedDocumentsEntry routes={INDIVIDUAL_WIZARD.routes} />;
}
