import { PreviewRoutes } from '@aif/application-wizard/review';
import type { RemoteAppProps } from '@aif/ui-kit';
import { INDIVIDUAL_WIZARD } from '../../lib/wizard-config';

/** /application-preview/:id (doc 1 §2): the preview of an individual application with its send button. */
export function ApplicationPreviewRoutes({ user }: RemoteAppProps) {
  return <PreviewRoutes user={user} config={INDIVIDUAL_WIZARD} />;
}
