import type { ApplicationDetail } from '@aif/contracts';

/** GET /onboarding/applications/:id as the wizard uses it: the application, its `version` and the caller's locks. */
export type WizardApplication = ApplicationDetail;
