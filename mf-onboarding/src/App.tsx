import { lazy } from 'react';
import { createRemoteApp } from '@aif/ui-kit/remote';

// Each area is its own chunk: an investor opening a consent link does not download the onboarding forms.
// Chunks named `page-<path>`: the build lists each page's files, which the shell asks for beside
// remoteEntry.js on a cold load (packages/mf-config/page-files.cjs).
const OnboardingEntryRoutes = lazy(() =>
  import(/* webpackChunkName: "page-onboarding" */ './features/onboarding-entry/OnboardingEntryRoutes').then(
    (m) => ({
      default: m.OnboardingEntryRoutes,
    }),
  ),
);
const InvestorConsentRoutes = lazy(() =>
  import('./features/investor-consent/InvestorConsentRoutes').then((m) => ({
    default: m.InvestorConsentRoutes,
  })),
);

/**
 * Exposed as 'mf_onboarding/App'; the shell mounts it under `${path}/*`. One page per top-level
 * path ROUTE_TABLE gives mf_onboarding (createRemoteApp checks that the two agree); sub-pages are
 * nested routes.
 */
export default createRemoteApp('mf_onboarding', {
  '/onboarding': OnboardingEntryRoutes,
  '/investor-consent': InvestorConsentRoutes,
  '/investor-consent-approved': InvestorConsentRoutes,
  '/investor-consent-reject': InvestorConsentRoutes,
});
