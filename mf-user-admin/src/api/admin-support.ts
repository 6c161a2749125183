import { api } from '@aif/api-client';
import {
  APPLICATION_STATUS_CHANGE_PATHS,
  type CheckWhitelistedResponse,
  type FromExpiredBody,
  type MoveToDraftBody,
  type SupportNumber,
  type WhitelistUser,
} from '@aif/contracts';

/** Admin Support's calls (doc 3 §7 "Admin support"); shapes from contracts `api/admin-support.ts`. */
const USERS = '/users/users';

/** The answer of every action but Check Whitelisted: the server's message, shown as it is. */
export interface MessageResponse {
  message: string;
}

/** GET /users/users/unlocking-access. */
export async function getUnlockingAccess(signal?: AbortSignal): Promise<boolean> {
  const response = await api.get<{ unlockingAccess: boolean }>(`${USERS}/unlocking-access`, { signal });
  return response.data.unlockingAccess === true;
}

/** GET /users/users/whitelisting-access. */
export async function getWhitelistingAccess(signal?: AbortSignal): Promise<boolean> {
  const response = await api.get<{ whitelistingAccess: boolean }>(`${USERS}/whitelisting-access`, {
    signal,
  });
  return response.data.whitelistingAccess === true;
}

/** GET /onboarding/applications/application-status-change/access. */
export async function getApplicationStatusChangeAccess(signal?: AbortSignal): Promise<boolean> {
  const response = await api.get<{ applicationStatusChangeAccess: boolean }>(
    APPLICATION_STATUS_CHANGE_PATHS.access,
    { signal },
  );
  return response.data.applicationStatusChangeAccess === true;
}

/** POST /users/users/unlock-user. */
export async function unlockUser(body: SupportNumber): Promise<MessageResponse> {
  return (await api.post<MessageResponse>(`${USERS}/unlock-user`, body)).data;
}

/** POST /users/users/whitelist-user: `whiteList` true adds the number, false removes it. */
export async function whitelistUser(body: WhitelistUser): Promise<MessageResponse> {
  return (await api.post<MessageResponse>(`${USERS}/whitelist-user`, body)).data;
}

/** POST /users/users/check-whitelisted. */
export async function checkWhitelisted(body: SupportNumber): Promise<CheckWhitelistedResponse> {
  return (await api.post<CheckWhitelistedResponse>(`${USERS}/check-whitelisted`, body)).data;
}

/** POST …/application-status-change/from-expired. */
export async function changeExpiredStatus(body: FromExpiredBody): Promise<MessageResponse> {
  return (await api.post<MessageResponse>(APPLICATION_STATUS_CHANGE_PATHS.fromExpired, body)).data;
}

/** POST …/application-status-change/move-to-draft. */
export async function moveToDraft(body: MoveToDraftBody): Promise<MessageResponse> {
  return (await api.post<MessageResponse>(APPLICATION_STATUS_CHANGE_PATHS.moveToDraft, body)).data;
}
