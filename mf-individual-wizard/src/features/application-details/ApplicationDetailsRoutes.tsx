import { Route, Routes } from 'react-router-dom';
import { PlaceholderPage, type RemoteAppProps } from '@aif/ui-kit';

const placeholder = <PlaceholderPage title="Application Details" message="This area is not built yet." />;

/** /application-details/:id and the pages beneath it. */
export function ApplicationDetailsRoutes(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={placeholder} />
      <Route path=":id/*" element={placeholder} />
    </Routes>
  );
}
