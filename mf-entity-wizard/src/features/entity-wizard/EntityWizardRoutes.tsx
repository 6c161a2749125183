import { Route, Routes } from 'react-router-dom';
import { PlaceholderPage, type RemoteAppProps } from '@aif/ui-kit';

const placeholder = (
  <PlaceholderPage title="Non-Individual Application" message="This area is not built yet." />
);

/** /non-individual-application and the pages beneath it. */
export function EntityWizardRoutes(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={placeholder} />
      <Route path="*" element={placeholder} />
    </Routes>
  );
}
