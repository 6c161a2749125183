import { Route, Routes } from 'react-router-dom';
import { PlaceholderPage, type RemoteAppProps } from '@aif/ui-kit';

const placeholder = <PlaceholderPage title="Application Preview" message="This area is not built yet." />;

/** /application-preview/:id and the pages beneath it. */
export function ApplicationPreviewRoutes(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={placeholder} />
      <Route path=":id/*" element={placeholder} />
    </Routes>
  );
}
