import { z } from 'zod';
import { ACCESS_FLAGS, ROLES } from '../roles';
import { text, TEXT_LIMITS } from '../validation/text';

/**
 * Sign-in (0-product-decisions.md, 5). The browser never sends these objects in clear: each is JSON,
 * sealed into one `payload` string (see `crypto-payload.ts`), and the server opens and validates it.
 */
export const encryptedBodySchema = z.object({
  payload: text(TEXT_LIMITS.sealedPayload).min(1, 'payload is required'),
});
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

export const loginSendOtpSchema = z.object({
  phone: text(TEXT_LIMITS.code).min(1, 'Mobile number is required'),
  countryCode: text(TEXT_LIMITS.code).min(1, 'Country Code is required'),
});
export type LoginSendOtp = z.infer<typeof loginSendOtpSchema>;

export const loginVerifyOtpSchema = loginSendOtpSchema.extend({
  otp: text(TEXT_LIMITS.code).regex(/^\d{6}$/, 'Enter OTP'),
  verificationToken: text(TEXT_LIMITS.token).min(1),
});
export type LoginVerifyOtp = z.infer<typeof loginVerifyOtpSchema>;

export const sendOtpResponseSchema = z.object({
  message: z.string(),
  verificationToken: z.string(),
  /** Seconds before the resend button may be used again. */
  resendAfterSeconds: z.number().int(),
});
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  phone: z.string(),
  countryCode: z.string(),
  email: z.string().nullable(),
  flags: z.partialRecord(z.enum(ACCESS_FLAGS), z.boolean()),
  /** For an investor: the reference ids of the applications this mobile is on. */
  referenceIds: z.array(z.string()).optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const verifyOtpResponseSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

export const publicKeyResponseSchema = z.object({
  publicKey: z.string(),
  algorithm: z.literal('RSA-OAEP-256+A256GCM'),
});
