import { Route, Routes } from 'react-router-dom';
import { PlaceholderPage, type RemoteAppProps } from '@aif/ui-kit';

const placeholder = <PlaceholderPage title="Applications" message="This area is not built yet." />;

/** /applications-list and the pages beneath it. */
export function ApproverListRoutes(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={placeholder} />
      <Route path="*" element={placeholder} />
    </Routes>
  );
}
