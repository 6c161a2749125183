import { Route, Routes } from 'react-router-dom';
import { PlaceholderPage, type RemoteAppProps } from '@aif/ui-kit';

const placeholder = (
  <PlaceholderPage title="Edit Non-Individual Application" message="This area is not built yet." />
);

/** /non-individual-application-edit and the pages beneath it. */
export function EntityEditRoutes(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={placeholder} />
      <Route path="*" element={placeholder} />
    </Routes>
  );
}
