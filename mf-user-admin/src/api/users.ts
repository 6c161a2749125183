import { api } from '@aif/api-client';
import {
  MAPPED_SRMS_PATH,
  USER_ADMIN_BASE,
  USER_ADMIN_PATHS,
  type AddUserBody,
  type DistributorDetails,
  type MappedSrmsResponse,
  type StaffUser,
  type UpdateUserBody,
  type UserAccessFlag,
  type UserKind,
  type UserListQuery,
  type UserSavedResponse,
} from '@aif/contracts';

/** User management's calls (doc 3 §7 "Fund house"); shapes from contracts `api/user-admin.ts`. */
const id = (value: string) => encodeURIComponent(value);
const path = (tail: string) => `${USER_ADMIN_BASE}/${tail}`;

/**
 * A saved user (contracts `userSavedResponseSchema`): the server's message, the id and, under `user`,
 * the stored record (the row a toggle refreshes).
 */
export type SavedUser = UserSavedResponse;

/** GET the kind's list (one page, doc 3 §9): `{ [listKey]: StaffUser[] }`. */
export async function listUsers(
  kind: UserKind,
  query: UserListQuery = {},
  signal?: AbortSignal,
): Promise<StaffUser[]> {
  const { list, listKey } = USER_ADMIN_PATHS[kind];
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  const response = await api.get<Record<string, StaffUser[]>>(path(list), { params, signal });
  return response.data[listKey] ?? [];
}

/** GET a user of the kind by id. */
export async function getUser(kind: UserKind, userId: string, signal?: AbortSignal): Promise<StaffUser> {
  const response = await api.get<StaffUser>(path(`${USER_ADMIN_PATHS[kind].byId}/${id(userId)}`), {
    signal,
  });
  return response.data;
}

/** GET /onboarding/amc/distributors/:id: with its scheme-and-plan rows, plan names and its RMs. */
export async function getDistributor(userId: string, signal?: AbortSignal): Promise<DistributorDetails> {
  const response = await api.get<DistributorDetails>(
    path(`${USER_ADMIN_PATHS.distributor.byId}/${id(userId)}`),
    { signal },
  );
  return response.data;
}

/** POST add-*: the kind's form. */
export async function addUser(kind: UserKind, body: AddUserBody): Promise<SavedUser> {
  const response = await api.post<SavedUser>(path(USER_ADMIN_PATHS[kind].add), body);
  return response.data;
}

/** POST update-*\/:id: the fields given replace the stored ones. */
export async function updateUser(kind: UserKind, userId: string, body: UpdateUserBody): Promise<SavedUser> {
  const response = await api.post<SavedUser>(path(`${USER_ADMIN_PATHS[kind].update}/${id(userId)}`), body);
  return response.data;
}

/** The access toggle: update-*\/:id with `{ isActive }` (doc 3 §4). */
export function setUserAccess(kind: UserKind, userId: string, isActive: boolean): Promise<SavedUser> {
  return updateUser(kind, userId, { isActive });
}

/** GET /onboarding/amc/{flag}: whether the caller may change that tab's users (doc 3 §6). */
export async function getUserAccess(flag: UserAccessFlag, signal?: AbortSignal): Promise<boolean> {
  const response = await api.get<Record<string, boolean>>(path(flag), { signal });
  return response.data[flag] === true;
}

/** GET /onboarding/amc/distributors-of-rm-by-id/:id: the mapped SRMs page. */
export async function getMappedSrms(rmId: string, signal?: AbortSignal): Promise<MappedSrmsResponse> {
  const response = await api.get<MappedSrmsResponse>(`${MAPPED_SRMS_PATH}/${id(rmId)}`, {
    signal,
  });
  return response.data;
}
