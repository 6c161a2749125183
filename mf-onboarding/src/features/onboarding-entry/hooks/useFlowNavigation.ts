import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { stepUrl } from '../lib/location';
import { STEP_PATHS } from '../lib/paths';
import { useOnboardingFlow } from '../stores/onboarding-flow';

/** Moves between the steps (keeping the joint-holder context), and back to the PAN page with a notice. */
export function useFlowNavigation() {
  const navigate = useNavigate();
  const goTo = useCallback(
    (path: string) => navigate(stepUrl(path, useOnboardingFlow.getState().applicationId)),
    [navigate],
  );
  const startAgain = useCallback(
    (notice: string | null = null) => {
      useOnboardingFlow.getState().restart(notice);
      navigate(stepUrl(STEP_PATHS.pan, useOnboardingFlow.getState().applicationId));
    },
    [navigate],
  );
  return { goTo, startAgain };
}
