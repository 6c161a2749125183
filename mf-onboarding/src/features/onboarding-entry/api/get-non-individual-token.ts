import { api } from '@aif/api-client';
import type { ApplicantTokenResponse, NonIndividualTokenRequest } from '@aif/contracts';
import { sealed } from './sealed';

/** POST /onboarding/onboarding/get-non-individual-application-token (sealed): the entity's e-mail. */
export async function getNonIndividualToken(
  body: NonIndividualTokenRequest,
): Promise<ApplicantTokenResponse> {
  const response = await api.post<ApplicantTokenResponse>(
    '/onboarding/onboarding/get-non-individual-application-token',
    await sealed(body),
  );
  return response.data;
}
