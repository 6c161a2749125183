import { Suspense, lazy, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Loader, type RemoteAppProps } from '@aif/ui-kit';
import { readApplicationId, stepUrl } from './lib/location';
import { STEP_PATHS } from './lib/paths';
import { useOnboardingFlow } from './stores/onboarding-flow';

// One chunk per step: the PAN page does not wait for the country picker, the OTP page for the date picker.
const EnterPanPage = lazy(() =>
  import('./components/EnterPanPage').then((m) => ({ default: m.EnterPanPage })),
);
const EnterMobilePage = lazy(() =>
  import('./components/EnterMobilePage').then((m) => ({ default: m.EnterMobilePage })),
);
const EnterOtpPage = lazy(() =>
  import('./components/EnterOtpPage').then((m) => ({ default: m.EnterOtpPage })),
);
const EnterEmailPage = lazy(() =>
  import('./components/EnterEmailPage').then((m) => ({ default: m.EnterEmailPage })),
);
const VerifyDocumentsPage = lazy(() =>
  import('./components/VerifyDocumentsPage').then((m) => ({ default: m.VerifyDocumentsPage })),
);

/** /onboarding itself: a new start (a joint holder when an application id is given), then the PAN page. */
function StartOnboarding() {
  const location = useLocation();
  const applicationId = readApplicationId(location);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    useOnboardingFlow.getState().startApplication(applicationId);
    setStarted(true);
  }, [applicationId]);
  return started ? <Navigate to={stepUrl(STEP_PATHS.pan, applicationId)} replace /> : null;
}

/** /onboarding and its steps (doc 3 §2.3). */
export function OnboardingEntryRoutes({ user }: RemoteAppProps) {
  // Leaving /onboarding forgets the verification: its tokens are only good for this visit.
  useEffect(() => () => useOnboardingFlow.getState().reset(), []);
  return (
    <Suspense fallback={<Loader />}>
      <Routes>
        <Route index element={<StartOnboarding />} />
        <Route path="enter-pan-number" element={<EnterPanPage user={user} />} />
        <Route path="enter-mobile-number" element={<EnterMobilePage user={user} />} />
        <Route path="enter-otp" element={<EnterOtpPage user={user} />} />
        <Route path="enter-email-id" element={<EnterEmailPage user={user} />} />
        <Route path="verify-documents" element={<VerifyDocumentsPage user={user} />} />
        <Route path="*" element={<Navigate to={STEP_PATHS.pan} replace />} />
      </Routes>
    </Suspense>
  );
}
