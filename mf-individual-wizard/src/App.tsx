import type { ComponentType } from 'react';
import { NotFound, type RemoteAppProps } from '@aif/ui-kit';
import { InvestmentDetailsRoutes } from './features/investment-details/InvestmentDetailsRoutes';
import {
  ApplicationWizardRoutes,
  EditApplicationWizardRoutes,
} from './features/application-wizard/ApplicationWizardRoutes';
import { ApplicationDetailsRoutes } from './features/application-details/ApplicationDetailsRoutes';
import { ApplicationPreviewRoutes } from './features/application-preview/ApplicationPreviewRoutes';

/** /investment-details: its own pages, with the wizard at edit-application/*. */
function InvestmentDetails(props: RemoteAppProps) {
  return <InvestmentDetailsRoutes {...props} editApplication={<EditApplicationWizardRoutes {...props} />} />;
}

/** The top-level routes this remote owns (ROUTE_TABLE owner 'mf_individual_wizard') and the feature that renders each. */
const PAGES: Record<string, ComponentType<RemoteAppProps>> = {
  '/investment-details': InvestmentDetails,
  '/application': ApplicationWizardRoutes,
  '/application-details': ApplicationDetailsRoutes,
  '/application-preview': ApplicationPreviewRoutes,
};

/** Exposed as 'mf_individual_wizard/App'. The shell mounts it under `${path}/*`; sub-pages are nested routes. */
export default function App(props: RemoteAppProps) {
  const Page = PAGES[props.path];
  return Page ? <Page {...props} /> : <NotFound />;
}
