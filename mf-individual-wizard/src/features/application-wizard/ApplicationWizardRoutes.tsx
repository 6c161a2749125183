import { ApplicationWizard } from '@aif/application-wizard/frame';
import type { RemoteAppProps } from '@aif/ui-kit';
import { INDIVIDUAL_WIZARD } from '../../lib/wizard-config';

/** /application and its steps: the individual wizard as staff use it (doc 1 §2). */
export function ApplicationWizardRoutes({ user }: RemoteAppProps) {
  return <ApplicationWizard user={user} config={INDIVIDUAL_WIZARD} area="wizard" />;
}

/** /investment-details/edit-application and its steps: the same wizard for the investor and the approvers. */
export function EditApplicationWizardRoutes({ user }: RemoteAppProps) {
  return <ApplicationWizard user={user} config={INDIVIDUAL_WIZARD} area="edit" />;
}
