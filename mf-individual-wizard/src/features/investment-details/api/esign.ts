import { api, sealPayload } from '@aif/api-client';
import {
  ESIGN_PATHS,
  type EsignApplicationDetails,
  type EsignSignResponse,
  type EsignSummary,
  type SendOtpResponse,
  type VerifyOtpResponse,
} from '@aif/contracts';

const enc = encodeURIComponent;

/** GET /onboarding/esign/details/:ref: the public summary (no session). */
export async function getEsignSummary(referenceId: string): Promise<EsignSummary> {
  return (await api.get<EsignSummary>(ESIGN_PATHS.details(enc(referenceId)))).data;
}

/** GET /onboarding/esign/get-otp/:ref: an OTP to the applicant's mobile (call again to resend). */
export async function getEsignOtp(referenceId: string): Promise<SendOtpResponse> {
  return (await api.get<SendOtpResponse>(ESIGN_PATHS.getOtp(enc(referenceId)))).data;
}

/** POST /onboarding/esign/verify-otp/:ref with the sealed `{ otp, verificationToken }`: the investor token. */
export async function verifyEsignOtp(
  referenceId: string,
  body: { otp: string; verificationToken: string },
): Promise<VerifyOtpResponse> {
  const payload = await sealPayload(body);
  return (await api.post<VerifyOtpResponse>(ESIGN_PATHS.verifyOtp(enc(referenceId)), { payload })).data;
}

/** GET /onboarding/esign/application-details/:ref (investor): the application and where its signing stands. */
export async function getEsignApplication(referenceId: string): Promise<EsignApplicationDetails> {
  return (await api.get<EsignApplicationDetails>(ESIGN_PATHS.applicationDetails(enc(referenceId)))).data;
}

/** POST /onboarding/esign/sign/:ref (investor): the signer's signing URL (generates the document if needed). */
export async function signApplication(referenceId: string): Promise<EsignSignResponse> {
  return (await api.post<EsignSignResponse>(ESIGN_PATHS.sign(enc(referenceId)))).data;
}
