import { Route, Routes } from 'react-router-dom';
import { PlaceholderPage, type RemoteAppProps } from '@aif/ui-kit';

const placeholder = <PlaceholderPage title="Investment Details" message="This area is not built yet." />;

/** /investment-details/:referenceId and the pages beneath it. */
export function InvestmentDetailsRoutes(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={placeholder} />
      <Route path=":referenceId/*" element={placeholder} />
    </Routes>
  );
}
