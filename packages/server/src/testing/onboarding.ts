import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { OnboardedApplication } from '@aif/contracts';
import { bearer, latestOtp, seal } from './app';

/** Paths of the onboarding entry (contracts api/onboarding.ts). */
export const ONB = {
  verifyPan: '/api/onboarding/onboarding/verify-pan',
  ackAml: '/api/onboarding/onboarding/acknowledge-aml-check',
  enablePoa: '/api/onboarding/onboarding/enable-poa',
  sendOtp: '/api/onboarding/onboarding/send-otp',
  verifyOtp: '/api/onboarding/onboarding/verify-otp',
  bypassAccess: '/api/onboarding/onboarding/bypass-otp-access',
  entityToken: '/api/onboarding/onboarding/get-non-individual-application-token',
  sendConsent: '/api/onboarding/onboarding/send-consent-email',
  consentStatus: (id: string) => `/api/onboarding/onboarding/consent-status/${id}`,
  consents: '/api/onboarding/onboarding/consents',
  resendConsent: (id: string) => `/api/onboarding/onboarding/resend-consent-email/${id}`,
  revokeConsent: (id: string) => `/api/onboarding/onboarding/revoke-consent-email/${id}`,
  withdrawConsent: (id: string) => `/api/onboarding/onboarding/withdraw-consent-email/${id}`,
  consentPage: (token: string) => `/api/onboarding/onboarding-consent/${token}`,
  approve: '/api/onboarding/onboarding-consent/approve',
  reject: '/api/onboarding/onboarding-consent/reject',
  applications: '/api/onboarding/applications',
  addApplicant: (id: string) => `/api/onboarding/applications/${id}/addApplicant`,
  kraDetails: '/api/onboarding/kradetails',
} as const;

/** An individual-format PAN: `ABCP` + a surname initial + 4 digits + `F`; `n` must not be 0. */
export function individualPan(n: number, prefix = 'ABC', initial = 'K'): string {
  return `${prefix}P${initial}${String(n).padStart(4, '0')}F`;
}

/** Unique Indian mobiles for a test file: 7 + 9 digits from a counter. */
let mobileCounter = 0;
export function nextMobile(): string {
  mobileCounter += 1;
  return `7${String(Date.now() % 1_000_000).padStart(6, '0')}${String(mobileCounter).padStart(3, '0')}`;
}

export function postJson(app: FastifyInstance, url: string, token: string | null, payload?: unknown) {
  return app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: payload as object });
}

export async function postSealed(app: FastifyInstance, url: string, token: string, body: unknown) {
  return postJson(app, url, token, { payload: await seal(app, body) });
}

export function expectOk(res: LightMyRequestResponse): void {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
}

export async function verifyPan(
  app: FastifyInstance,
  token: string,
  body: { pan?: string; dob?: string; onboardingType?: string; applicationId?: string; hasPOA?: boolean },
) {
  return postSealed(app, ONB.verifyPan, token, { ...body, dob: body.dob ?? '01/01/1985' });
}

export interface OnboardOptions {
  pan: string;
  dob?: string;
  phone?: string;
  email?: string;
  onboardingType?: 'normal' | 'minor';
  applicationId?: string;
}

/** PAN -> send-otp -> OTP from the outbox -> verify-otp: the applicant token. */
export async function applicantTokenByOtp(app: FastifyInstance, token: string, opts: OnboardOptions) {
  const pan = await verifyPan(app, token, {
    pan: opts.pan,
    dob: opts.dob,
    onboardingType: opts.onboardingType,
    applicationId: opts.applicationId,
  });
  expectOk(pan);
  const phone = opts.phone ?? nextMobile();
  const sent = await postSealed(app, ONB.sendOtp, token, {
    panVerificationToken: pan.json().panVerificationToken,
    phoneNumber: phone,
    emailId: opts.email ?? `${opts.pan.toLowerCase()}@investor.example`,
    countryCode: '+91',
    countryNameAndCode: 'India: +91',
  });
  expectOk(sent);
  const otp = await latestOtp(app, phone);
  const verified = await postSealed(app, ONB.verifyOtp, token, {
    otpVerificationToken: sent.json().otpVerificationToken,
    otp,
  });
  expectOk(verified);
  return { applicantVerificationToken: verified.json().applicantVerificationToken as string, phone };
}

/** A new individual application through the OTP path. */
export async function createByOtp(
  app: FastifyInstance,
  token: string,
  opts: OnboardOptions,
): Promise<OnboardedApplication & { phone: string }> {
  const { applicantVerificationToken, phone } = await applicantTokenByOtp(app, token, opts);
  const res = await postJson(app, ONB.applications, token, {
    applicantVerificationToken,
    onboardingType: opts.onboardingType ?? 'normal',
    hasPOA: false,
  });
  expectOk(res);
  return { ...res.json(), phone };
}

/** The newest e-mail to an address, from the sandbox outbox (after sending what is due). */
export async function latestEmail(app: FastifyInstance, to: string) {
  await app.messages.deliverDue();
  const res = await app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return (res.json() as { channel: string; subject: string; body: string }[]).find(
    (m) => m.channel === 'email',
  );
}
