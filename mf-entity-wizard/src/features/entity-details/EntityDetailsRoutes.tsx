import { Route, Routes } from 'react-router-dom';
import { PlaceholderPage, type RemoteAppProps } from '@aif/ui-kit';

const placeholder = (
  <PlaceholderPage title="Non-Individual Application Details" message="This area is not built yet." />
);

/** /non-individual-application-details/:id and the pages beneath it. */
export function EntityDetailsRoutes(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={placeholder} />
      <Route path=":id/*" element={placeholder} />
    </Routes>
  );
}
