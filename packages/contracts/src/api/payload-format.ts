import { z } from 'zod';
import { text, TEXT_LIMITS } from '../validation/text';
import { SEALED_PAYLOAD_VERSION } from './sealed-payload';

// The format and its constants are in sealed-payload.ts, without zod: the browser's sealing code
// (api-client) needs only the constants, and every page that can sign a request loads it.

/** The decoded envelope inside `payload`. */
export const sealedEnvelopeSchema = z.object({
  v: z.literal(SEALED_PAYLOAD_VERSION),
  k: text(TEXT_LIMITS.sealedPayload).min(1),
  iv: text(TEXT_LIMITS.sealedPayload).min(1),
  c: text(TEXT_LIMITS.sealedPayload).min(1),
});
export type SealedEnvelope = z.infer<typeof sealedEnvelopeSchema>;
