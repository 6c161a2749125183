import type { ComponentType } from 'react';
import { NotFound, type RemoteAppProps } from '@aif/ui-kit';
import { OnboardingEntryRoutes } from './features/onboarding-entry/OnboardingEntryRoutes';
import { InvestorConsentRoutes } from './features/investor-consent/InvestorConsentRoutes';

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
  return Page ? <Page {...props} /> : <NotFound />;
}
