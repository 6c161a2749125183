import { PreviewRoutes } from '@aif/application-wizard/review';
import type { RemoteAppProps } from '@aif/ui-kit';
import { ENTITY_WIZARD } from '../../lib/wizard-config';

/**
 * /non-individual-application-preview/:id (doc 2 §2): the entity application read-only with 'Send to AIF
 * Approver' for its preparers; the server's final pre-submission validation names the first failing step.
 */
export function EntityPreviewRoutes({ user }: RemoteAppProps) {
  return <PreviewRoutes user={user} config={ENTITY_WIZARD} />;
}
