import { Route, Routes } from 'react-router-dom';
import { PlaceholderPage, type RemoteAppProps } from '@aif/ui-kit';

const TITLES: Record<string, string> = {
  '/investor-consent': 'Investor Consent',
  '/investor-consent-approved': 'Consent Approved',
  '/investor-consent-reject': 'Consent Rejected',
};

/** /investor-consent/:token, /investor-consent-approved, /investor-consent-reject */
export function InvestorConsentRoutes({ path }: RemoteAppProps) {
  const title = TITLES[path] ?? 'Investor Consent';
  return (
    <Routes>
      <Route path="*" element={<PlaceholderPage title={title} message="This area is not built yet." />} />
    </Routes>
  );
}
