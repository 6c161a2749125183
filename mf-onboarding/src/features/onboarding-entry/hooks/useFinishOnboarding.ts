import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SessionUser } from '@aif/contracts';
import { addApplicant } from '../api/add-applicant';
import { createApplication } from '../api/create-application';
import { wizardDestination } from '../lib/paths';
import { useOnboardingFlow } from '../stores/onboarding-flow';

export interface EntityDocuments {
  boardResolutionFileId: string;
  authorisedSignatoriesFileId: string;
}

/**
 * The last step of every branch: creates the application (or adds the joint holder) with the applicant
 * token and opens the wizard. Rejects with the API error; the page shows it.
 */
export function useFinishOnboarding(user: SessionUser | null) {
  const navigate = useNavigate();
  return useCallback(
    async (applicantVerificationToken: string, documents?: EntityDocuments) => {
      const { applicationId, onboardingType, hasPOA } = useOnboardingFlow.getState();
      const application = applicationId
        ? await addApplicant(applicationId, { applicantVerificationToken })
        : await createApplication({
            applicantVerificationToken,
            onboardingType,
            hasPOA,
            ...(documents ? { documents } : {}),
          });
      const { to, state } = wizardDestination(application, {
        jointHolder: applicationId !== null,
        role: user?.role,
      });
      // The flow's state is forgotten when /onboarding unmounts (OnboardingEntryRoutes), not here: clearing
      // it first would let the current page's guard redirect before the navigation lands.
      navigate(to, { state });
    },
    [navigate, user],
  );
}
