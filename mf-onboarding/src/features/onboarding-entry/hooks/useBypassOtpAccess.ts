import type { SessionUser } from '@aif/contracts';

/** Whether "Skip OTP verification" may be offered: the user's `bypassOtp` access flag (missing means no). */
export function useBypassOtpAccess(user: SessionUser | null): boolean {
  return user?.flags.bypassOtp === true;
}
