import type { RemoteAppProps } from '@aif/ui-kit';
import { IndividualWizard } from './IndividualWizard';
import { EDIT_WIZARD_BASE, STAFF_WIZARD_BASE } from './lib/paths';

/** /application and its steps: the individual wizard as staff use it (doc 1 §2). */
export function ApplicationWizardRoutes({ user }: RemoteAppProps) {
  return <IndividualWizard user={user} basePath={STAFF_WIZARD_BASE} />;
}

/** /investment-details/edit-application and its steps: the same wizard for the investor and the approvers. */
export function EditApplicationWizardRoutes({ user }: RemoteAppProps) {
  return <IndividualWizard user={user} basePath={EDIT_WIZARD_BASE} />;
}
