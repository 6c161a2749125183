import { Route, Routes } from 'react-router-dom';
import { PlaceholderPage, type RemoteAppProps } from '@aif/ui-kit';

const placeholder = <PlaceholderPage title="Individual Application" message="This area is not built yet." />;

/** /application and the pages beneath it. */
export function ApplicationWizardRoutes(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={placeholder} />
      <Route path="*" element={placeholder} />
    </Routes>
  );
}
