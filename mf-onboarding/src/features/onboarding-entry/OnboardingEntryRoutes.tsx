import { Route, Routes } from 'react-router-dom';
import { PlaceholderPage, type RemoteAppProps } from '@aif/ui-kit';

const placeholder = <PlaceholderPage title="Add New Applicant" message="This area is not built yet." />;

/** /onboarding and the pages beneath it. */
export function OnboardingEntryRoutes(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={placeholder} />
      <Route path="*" element={placeholder} />
    </Routes>
  );
}
