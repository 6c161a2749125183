import { Route, Routes } from 'react-router-dom';
import { PlaceholderPage, type RemoteAppProps } from '@aif/ui-kit';

const placeholder = <PlaceholderPage title="Admin Support" message="This area is not built yet." />;

/** /admin-support and the pages beneath it. */
export function AdminSupportRoutes(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={placeholder} />
      <Route path="*" element={placeholder} />
    </Routes>
  );
}
