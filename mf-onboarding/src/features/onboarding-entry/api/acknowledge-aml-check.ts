import { api } from '@aif/api-client';
import type { AcknowledgeAmlRequest, MessageResponse } from '@aif/contracts';

/** POST /onboarding/onboarding/acknowledge-aml-check: comments and acknowledgement of a failed AML check. */
export async function acknowledgeAmlCheck(body: AcknowledgeAmlRequest): Promise<MessageResponse> {
  const response = await api.post<MessageResponse>('/onboarding/onboarding/acknowledge-aml-check', body);
  return response.data;
}
