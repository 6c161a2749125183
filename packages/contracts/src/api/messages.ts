/**
 * Messages the API server answers with (the `message` of a 4xx body). The browser shows them as they
 * are; tests and screens may compare against these constants. Messages that the specification words
 * (session timeout, not authorised, upload limits) live in `MESSAGES` and are reused here.
 */
import { OTP_MAX_FAILED_ATTEMPTS, OTP_MAX_RESENDS_PER_HOUR } from '../constants';
import { MESSAGES } from '../validation/messages';

export const API_MESSAGES = {
  sessionTimeout: MESSAGES.sessionTimeout,
  notAuthorized: MESSAGES.notAuthorized,
  /** Any 5xx: never details. */
  unexpected: MESSAGES.genericError,
  notFound: 'Not Found',
  invalidPayload: 'Invalid request payload',
  // A request the server cannot read (docs/decisions.md "Input handling").
  invalidJson: 'The request body is not valid JSON',
  unsupportedMediaType: 'This request body type is not accepted here',
  bodyTooLarge: 'The request is too large',
  badUrl: 'The address of the request is not valid',
  urlTooLong: 'The address of the request is too long',

  otpSent: 'OTP sent successfully',
  otpIncorrect: (attemptsLeft: number) =>
    attemptsLeft > 0
      ? `Invalid OTP. ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`
      : 'Invalid OTP.',
  otpExpired: 'OTP has expired. Please request a new OTP.',
  otpNoLongerValid: 'This OTP is no longer valid. Please request a new OTP.',
  /** A whitelisted number is never locked, but its OTP is void after the attempts a lock would allow. */
  otpAttemptsUsed: `Invalid OTP. This OTP is no longer valid after ${OTP_MAX_FAILED_ATTEMPTS} unsuccessful attempts. Please request a new OTP.`,
  numberLocked: `Your account is locked after ${OTP_MAX_FAILED_ATTEMPTS} unsuccessful OTP attempts. Please contact the admin to unlock it.`,
  resendLimit: `OTP resend limit reached: an OTP can be resent ${OTP_MAX_RESENDS_PER_HOUR} times every hour. Please try again later.`,
  /** The per-address limit on OTP requests (sign-in, the investor's sign-in, the onboarding contact OTP). */
  tooManyOtpRequests: 'Too many OTP requests from your network. Please try again in a few minutes.',
  loggedOut: 'Logged out successfully',

  userUnlocked: 'User unlocked successfully',
  userNotLocked: 'This Number is not locked',
  whitelisted: 'Number whitelisted successfully',
  unwhitelisted: 'Number removed from the whitelist successfully',

  invalidFileType: MESSAGES.invalidFileType,
  passwordProtectedPdf: MESSAGES.passwordProtectedPdf,
  /** A file that starts like a PDF but has no PDF structure a reader can open. */
  unreadablePdf: 'Invalid PDF file',
  fileRequired: 'Please choose a file to upload',
  fileNotFound: 'File not found',
  /** The record of a file is there but its bytes are not in storage: nothing the caller did. */
  storedFileMissing:
    'This file is no longer available. Please upload it again, or contact the fund if it is a signed document.',
  /** A multipart body that is cut short, has no or the wrong boundary, or is not multipart at all. */
  uploadUnreadable: 'The upload could not be read. Please choose the file and upload it again.',
  uploadOneFile: 'Please upload one file at a time',
  uploadTooManyFields: 'The upload has more fields than a file upload needs',
} as const;
