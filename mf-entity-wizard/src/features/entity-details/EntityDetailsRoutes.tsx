import { DetailsRoutes } from '@aif/application-wizard/review';
import type { RemoteAppProps } from '@aif/ui-kit';
import { ENTITY_WIZARD } from '../../lib/wizard-config';

/**
 * /non-individual-application-details/:id (doc 2 §2, §6): the entity application for the AIF approver and
 * staff; Approve / Reject at sent_to_amc_approver, Edit to /non-individual-application-edit for the AIF
 * approver; the msar signed-documents upload at :id/upload-signed-documents.
 */
export function EntityDetailsRoutes({ user }: RemoteAppProps) {
  return <DetailsRoutes user={user} config={ENTITY_WIZARD} />;
}
