import { Route, Routes } from 'react-router-dom';
import { PlaceholderPage, type RemoteAppProps } from '@aif/ui-kit';

const placeholder = <PlaceholderPage title="Dashboard" message="This area is not built yet." />;

/** /dashboard and the pages beneath it. */
export function DashboardRoutes(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={placeholder} />
      <Route path="*" element={placeholder} />
    </Routes>
  );
}
