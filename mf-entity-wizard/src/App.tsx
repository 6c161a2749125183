import type { ComponentType } from 'react';
import { NotFound, type RemoteAppProps } from '@aif/ui-kit';
import { EntityWizardRoutes } from './features/entity-wizard/EntityWizardRoutes';
import { EntityDetailsRoutes } from './features/entity-details/EntityDetailsRoutes';
import { EntityPreviewRoutes } from './features/entity-preview/EntityPreviewRoutes';
import { EntityEditRoutes } from './features/entity-edit/EntityEditRoutes';

/** The top-level routes this remote owns (ROUTE_TABLE owner 'mf_entity_wizard') and the feature that renders each. */
const PAGES: Record<string, ComponentType<RemoteAppProps>> = {
  '/non-individual-application': EntityWizardRoutes,
  '/non-individual-application-details': EntityDetailsRoutes,
  '/non-individual-application-preview': EntityPreviewRoutes,
  '/non-individual-application-edit': EntityEditRoutes,
};

/** Exposed as 'mf_entity_wizard/App'. The shell mounts it under `${path}/*`; sub-pages are nested routes. */
export default function App(props: RemoteAppProps) {
  const Page = PAGES[props.path];
  return Page ? <Page {...props} /> : <NotFound />;
}
