import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@aif/ui-kit';
import { ConsentPage } from './components/ConsentPage';
import { ConsentResultPage } from './components/ConsentResultPage';

/** /investor-consent/:verificationToken, /investor-consent-approved, /investor-consent-reject: public pages. */
export function InvestorConsentRoutes({ path, user }: RemoteAppProps) {
  const signedIn = user !== null;
  if (path === '/investor-consent-approved')
    return <ConsentResultPage result="approved" signedIn={signedIn} />;
  if (path === '/investor-consent-reject') return <ConsentResultPage result="rejected" signedIn={signedIn} />;
  return (
    <Routes>
      <Route path=":verificationToken" element={<ConsentPage signedIn={signedIn} />} />
      <Route path="*" element={<ConsentPage signedIn={signedIn} />} />
    </Routes>
  );
}
