// First: its read starts before the rest of this area's code runs (see early-read.ts).
import './early-read';
import { createRemoteApp } from '@aif/ui-kit/remote';
import { EntityWizardRoutes } from './features/entity-wizard/EntityWizardRoutes';
import { EntityDetailsRoutes } from './features/entity-details/EntityDetailsRoutes';
import { EntityPreviewRoutes } from './features/entity-preview/EntityPreviewRoutes';
import { EntityEditRoutes } from './features/entity-edit/EntityEditRoutes';

/**
 * Exposed as 'mf_entity_wizard/App'; the shell mounts it under `${path}/*`. One page per top-level
 * path ROUTE_TABLE gives mf_entity_wizard (createRemoteApp checks that the two agree); sub-pages are
 * nested routes.
 */
export default createRemoteApp('mf_entity_wizard', {
  '/non-individual-application': EntityWizardRoutes,
  '/non-individual-application-details': EntityDetailsRoutes,
  '/non-individual-application-preview': EntityPreviewRoutes,
  '/non-individual-application-edit': EntityEditRoutes,
});
