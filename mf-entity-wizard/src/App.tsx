// First: its read starts before the rest of this area's code runs (see early-read.ts).
import './early-read';
import { lazy } from 'react';
import { createRemoteApp } from '@aif/ui-kit/remote';
import { EntityWizardRoutes } from './features/entity-wizard/EntityWizardRoutes';
import { EntityEditRoutes } from './features/entity-edit/EntityEditRoutes';
import { PAGE_IMPORTS } from './pages';

const EntityDetailsRoutes = lazy(() =>
  PAGE_IMPORTS['/non-individual-application-details']().then((m) => ({ default: m.EntityDetailsRoutes })),
);
const EntityPreviewRoutes = lazy(() =>
  PAGE_IMPORTS['/non-individual-application-preview']().then((m) => ({ default: m.EntityPreviewRoutes })),
);

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
