import { ApplicationWizard } from '@aif/application-wizard/frame';
import type { RemoteAppProps } from '@aif/ui-kit';
import { ENTITY_WIZARD } from '../../lib/wizard-config';

/**
 * /non-individual-application-edit and its steps: the same wizard for the AIF approver (doc 2 §2, §6),
 * titled 'Edit Application', with 'Save Application' on the last step. The portal's header (logo and
 * Logout) is the shell's, around every signed-in page.
 */
export function EntityEditRoutes({ user }: RemoteAppProps) {
  return <ApplicationWizard user={user} config={ENTITY_WIZARD} area="edit" />;
}
