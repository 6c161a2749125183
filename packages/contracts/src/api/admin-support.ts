import { z } from 'zod';
import { MESSAGES } from '../validation/messages';

/** Admin support actions on a mobile number (doc 3 §2.12, §7). Bodies are plain JSON. */
export const supportNumberSchema = z.object({
  phone: z.string({ error: MESSAGES.mobileRequired }).trim().min(1, MESSAGES.mobileRequired),
  countryCode: z.string({ error: MESSAGES.countryCodeRequired }).trim().min(1, MESSAGES.countryCodeRequired),
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
