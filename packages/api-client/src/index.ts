export { api, createApiClient, DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS } from './client';
export { plainGet } from './plain-get';
export { earlyGet, EARLY_ANSWER_TTL_MS } from './early-get';
export type { EarlyGet } from './early-get';
export type { ApiClientOptions } from './client';
export {
  tokenStore,
  getStaffToken,
  setStaffToken,
  getInvestorToken,
  setInvestorToken,
  getActiveToken,
  clearTokens,
  STAFF_TOKEN_KEY,
  INVESTOR_TOKEN_KEY,
} from './tokenStore';
export type { TokenStore } from './tokenStore';
export { SESSION_EXPIRED_EVENT, onSessionExpired } from './session';
export type { SessionExpiredDetail } from './session';
export { ApiError, API_MESSAGES, isApiError, toApiError, toUserMessage } from './errors';
export type { ApiErrorCode, ApiErrorInit } from './errors';
export { getBinary, downloadFile, saveBlob } from './binary';
export type { BinaryRequestOptions } from './binary';
export { sealPayload, sealWithKey, pemToDer, resetPublicKeyCache, PUBLIC_KEY_PATH } from './seal';
export { sendLoginOtp, verifyLoginOtp, logout, getMe, getRemoteManifest } from './auth';
