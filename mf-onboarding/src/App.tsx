import { Suspense, lazy, type ComponentType } from 'react';
import { Loader, NotFound, type RemoteAppProps } from '@aif/ui-kit';

// Each area is its own chunk: an investor opening a consent link does not download the onboarding forms.
const OnboardingEntryRoutes = lazy(() =>
  import('./features/onboarding-entry/OnboardingEntryRoutes').then((m) => ({
    default: m.OnboardingEntryRoutes,
  })),
);
const InvestorConsentRoutes = lazy(() =>
  import('./features/investor-consent/InvestorConsentRoutes').then((m) => ({
    default: m.InvestorConsentRoutes,
  })),
);

/** The top-level routes this remote owns (ROUTE_TABLE owner 'mf_onboarding') and the feature that renders each. */
const PAGES: Record<string, ComponentType<RemoteAppProps>> = {
  '/onboarding': OnboardingEntryRoutes,
  '/investor-consent': InvestorConsentRoutes,
  '/investor-consent-approved': InvestorConsentRoutes,
  '/investor-consent-reject': InvestorConsentRoutes,
};

/** Exposed as 'mf_onboarding/App'. The shell mounts it under `${path}/*`; sub-pages are nested routes. */
export default function App(props: RemoteAppProps) {
  const Page = PAGES[props.path];
  return Page ? (
    <Suspense fallback={<Loader />}>
      <Page {...props} />
    </Suspense>
  ) : (
    <NotFound />
  );
}
