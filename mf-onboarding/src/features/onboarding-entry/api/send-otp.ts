import { api } from '@aif/api-client';
import type { SendOnboardingOtpRequest, SendOnboardingOtpResponse } from '@aif/contracts';
import { sealed } from './sealed';

/**
 * POST /onboarding/onboarding/send-otp (sealed): sends the investor's OTP; calling it again is the resend.
 * With `bypassOtp` the answer carries the applicant token instead.
 */
export async function sendOnboardingOtp(body: SendOnboardingOtpRequest): Promise<SendOnboardingOtpResponse> {
  const response = await api.post<SendOnboardingOtpResponse>(
    '/onboarding/onboarding/send-otp',
    await sealed(body),
  );
  return response.data;
}
