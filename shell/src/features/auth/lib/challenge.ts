/** What /login hands to /verify-otp in the navigation state (nothing of it is stored). */
export interface OtpChallenge {
  phone: string;
  countryCode: string;
  countryNameAndCode: string;
  verificationToken: string;
  /** Seconds before Resend may be used (the server's answer, else OTP_RESEND_WAIT_SECONDS). */
  resendAfterSeconds: number;
  /** The server's message about the OTP it sent. */
  message: string;
  /** The page the user asked for before signing in. */
  from?: string;
}

export function readChallenge(state: unknown): OtpChallenge | null {
  const s = state as Partial<OtpChallenge> | null;
  if (
    !s ||
    typeof s.phone !== 'string' ||
    typeof s.countryCode !== 'string' ||
    typeof s.verificationToken !== 'string'
  ) {
    return null;
  }
  return {
    phone: s.phone,
    countryCode: s.countryCode,
    countryNameAndCode: typeof s.countryNameAndCode === 'string' ? s.countryNameAndCode : s.countryCode,
    verificationToken: s.verificationToken,
    resendAfterSeconds: typeof s.resendAfterSeconds === 'number' ? s.resendAfterSeconds : 0,
    message: typeof s.message === 'string' ? s.message : '',
    from: typeof s.from === 'string' ? s.from : undefined,
  };
}
