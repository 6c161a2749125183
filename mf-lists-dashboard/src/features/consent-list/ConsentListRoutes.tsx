import { Route, Routes } from 'react-router-dom';
import { PlaceholderPage, type RemoteAppProps } from '@aif/ui-kit';

const placeholder = (
  <PlaceholderPage title="Investors Email Consent Status" message="This area is not built yet." />
);

/** /view-consent-email-list and the pages beneath it. */
export function ConsentListRoutes(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={placeholder} />
      <Route path="*" element={placeholder} />
    </Routes>
  );
}
