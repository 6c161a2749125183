import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound, type RemoteAppProps } from '@aif/ui-kit';
import { InvestmentDetailsRoutes } from './features/investment-details/InvestmentDetailsRoutes';
import {
  ApplicationWizardRoutes,
  EditApplicationWizardRoutes,
} from './features/application-wizard/ApplicationWizardRoutes';
import {
  ApplicationDetailsRoutes,
  UploadSignedDocumentsEntry,
} from './features/application-details/ApplicationDetailsRoutes';
import { ApplicationPreviewRoutes } from './features/application-preview/ApplicationPreviewRoutes';

/** /investment-details: its own pages, with the wizard at edit-application/*. */
function InvestmentDetails(props: RemoteAppProps) {
  return <InvestmentDetailsRoutes {...props} editApplication={<EditApplicationWizardRoutes {...props} />} />;
}

/** /application: the staff wizard, and the msar signed-documents upload the lists link at upload-signed-documents. */
function Application(props: RemoteAppProps) {
  return (
    <Routes>
      <Route path="upload-signed-documents" element={<UploadSignedDocumentsEntry />} />
      <Route path="*" element={<ApplicationWizardRoutes {...props} />} />
    </Routes>
  );
}

/** The top-level routes this remote owns (ROUTE_TABLE owner 'mf_individual_wizard') and the feature that renders each. */
const PAGES: Record<string, ComponentType<RemoteAppProps>> = {
  '/investment-details': InvestmentDetails,
  '/application': Application,
  '/application-details': ApplicationDetailsRoutes,
  '/application-preview': ApplicationPreviewRoutes,
};

/** Exposed as 'mf_individual_wizard/App'. The shell mounts it under `${path}/*`; sub-pages are nested routes. */
export default function App(props: RemoteAppProps) {
  const Page = PAGES[props.path];
  return Page ? <Page {...props} /> : <NotFound />;
}
