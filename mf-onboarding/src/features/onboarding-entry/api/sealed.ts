import { sealPayload } from '@aif/api-client';
import type { EncryptedBody } from '@aif/contracts';

/** The body of a "sealed" onboarding call: the JSON travels encrypted as one `payload` field. */
export async function sealed(value: unknown): Promise<EncryptedBody> {
  return { payload: await sealPayload(value) };
}
