import { z } from 'zod';
import { MESSAGES } from '../validation/messages';
import { text, TEXT_LIMITS } from '../validation/text';

/** Admin support actions on a mobile number (doc 3 §2.12, §7). Bodies are plain JSON. */
export const supportNumberSchema = z.object({
  phone: text(TEXT_LIMITS.code, { missing: MESSAGES.mobileRequired }).min(1, MESSAGES.mobileRequired),
  countryCode: text(TEXT_LIMITS.code, { missing: MESSAGES.countryCodeRequired }).min(
    1,
    MESSAGES.countryCodeRequired,
  ),
});
export type SupportNumber = z.infer<typeof supportNumberSchema>;

export const whitelistUserSchema = supportNumberSchema.extend({
  /** true adds the number to the whitelist, false removes it. */
  whiteList: z.boolean(),
});
export type WhitelistUser = z.infer<typeof whitelistUserSchema>;

export const checkWhitelistedResponseSchema = z.object({ isMobileNumberWhiteListed: z.boolean() });
export type CheckWhitelistedResponse = z.infer<typeof checkWhitelistedResponseSchema>;

export const unlockingAccessResponseSchema = z.object({ unlockingAccess: z.boolean() });
export const whitelistingAccessResponseSchema = z.object({ whitelistingAccess: z.boolean() });
