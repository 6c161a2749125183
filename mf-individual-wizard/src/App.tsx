// First: its read starts before the rest of this area's code runs (see early-read.ts).
import './early-read';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@aif/ui-kit';
import { createRemoteApp } from '@aif/ui-kit/remote';
import {
  ApplicationWizardRoutes,
  EditApplicationWizardRoutes,
} from './features/application-wizard/ApplicationWizardRoutes';
import { PAGE_IMPORTS } from './pages';

const InvestmentDetailsRoutes = lazy(() =>
  PAGE_IMPORTS['/investment-details']().then((m) => ({ default: m.InvestmentDetailsRoutes })),
);
const ApplicationDetailsRoutes = lazy(() =>
  PAGE_IMPORTS['/application-details']().then((m) => ({ default: m.ApplicationDetailsRoutes })),
);
// The details page's module holds the signed-documents upload the lists link under /application.
const UploadSignedDocumentsEntry = lazy(() =>
  PAGE_IMPORTS['/application-details']().then((m) => ({ default: m.UploadSignedDocumentsEntry })),
);
const ApplicationPreviewRoutes = lazy(() =>
  PAGE_IMPORTS['/application-preview']().then((m) => ({ default: m.ApplicationPreviewRoutes })),
);

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

/**
 * Exposed as 'mf_individual_wizard/App'; the shell mounts it under `${path}/*`. One page per top-level
 * path ROUTE_TABLE gives mf_individual_wizard (createRemoteApp checks that the two agree); sub-pages are
 * nested routes.
 */
export default createRemoteApp('mf_individual_wizard', {
  '/investment-details': InvestmentDetails,
  '/application': Application,
  '/application-details': ApplicationDetailsRoutes,
  '/application-preview': ApplicationPreviewRoutes,
});
