import { ApplicationWizard } from '@aif/application-wizard/frame';
import type { RemoteAppProps } from '@aif/ui-kit';
import { ENTITY_WIZARD } from '../../lib/wizard-config';

/** /non-individual-application and its steps: the entity wizard as staff prepare it (doc 2 §2). */
export function EntityWizardRoutes({ user }: RemoteAppProps) {
  return <ApplicationWizard user={user} config={ENTITY_WIZARD} area="wizard" />;
}
