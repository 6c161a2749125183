import { api } from '@aif/api-client';
import type { VerifyPanRequest, VerifyPanResponse } from '@aif/contracts';
import { sealed } from './sealed';

/** POST /onboarding/onboarding/verify-pan (sealed): the KYC registry and AML lookup of a PAN. */
export async function verifyPan(body: VerifyPanRequest): Promise<VerifyPanResponse> {
  const response = await api.post<VerifyPanResponse>('/onboarding/onboarding/verify-pan', await sealed(body));
  return response.data;
}
