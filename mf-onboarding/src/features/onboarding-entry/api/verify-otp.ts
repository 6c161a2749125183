import { api } from '@aif/api-client';
import type { ApplicantTokenResponse, VerifyOnboardingOtpRequest } from '@aif/contracts';
import { sealed } from './sealed';

/** POST /onboarding/onboarding/verify-otp (sealed). */
export async function verifyOnboardingOtp(body: VerifyOnboardingOtpRequest): Promise<ApplicantTokenResponse> {
  const response = await api.post<ApplicantTokenResponse>(
    '/onboarding/onboarding/verify-otp',
    await sealed(body),
  );
  return response.data;
}
