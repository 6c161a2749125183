import type { AxiosInstance } from 'axios';
import type {
  EncryptedBody,
  LoginSendOtp,
  LoginVerifyOtp,
  MessageResponse,
  RemotesManifest,
  SendOtpResponse,
  SessionUser,
  VerifyOtpResponse,
} from '@aif/contracts';
import { api } from './client';
import { sealPayload } from './seal';
import { tokenStore } from './tokenStore';

async function sealedBody(value: unknown, client: AxiosInstance): Promise<EncryptedBody> {
  return { payload: await sealPayload(value, client) };
}

/** Step 1 of sign-in: sends the OTP. The credentials travel sealed. */
export async function sendLoginOtp(
  body: LoginSendOtp,
  client: AxiosInstance = api,
): Promise<SendOtpResponse> {
  const response = await client.post<SendOtpResponse>(
    '/users/login/send-otp',
    await sealedBody(body, client),
  );
  return response.data;
}

/**
 * Step 2 of sign-in: checks the OTP. On success the token is stored as the staff token, or as the investor
 * token for an investor, replacing any earlier session.
 */
export async function verifyLoginOtp(
  body: LoginVerifyOtp,
  client: AxiosInstance = api,
): Promise<VerifyOtpResponse> {
  const response = await client.post<VerifyOtpResponse>(
    '/users/login/verify-otp',
    await sealedBody(body, client),
  );
  const { token, user } = response.data;
  tokenStore.clearTokens();
  if (user.role === 'investor') tokenStore.setInvestorToken(token);
  else tokenStore.setStaffToken(token);
  return response.data;
}

/** Revokes the token on the server; the local tokens are cleared whatever the answer. */
export async function logout(client: AxiosInstance = api): Promise<void> {
  try {
    await client.post<MessageResponse>('/users/users/logout');
  } finally {
    tokenStore.clearTokens();
  }
}

/** The signed-in user. */
export async function getMe(client: AxiosInstance = api): Promise<SessionUser> {
  const response = await client.get<SessionUser>('/users/users/me');
  return response.data;
}

/** Where each remote's entry lives, filtered by the caller's session (read by the shell at start-up). */
export async function getRemoteManifest(client: AxiosInstance = api): Promise<RemotesManifest> {
  const response = await client.get<RemotesManifest>('/config/remotes');
  return response.data;
}
