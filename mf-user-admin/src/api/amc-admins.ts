import { api } from '@aif/api-client';
import {
  AMC_ADMINS_PATHS,
  type AddAmcAdminWithFlagsBody,
  type AmcAdminContact,
  type AmcAdminWithFlags,
  type SetFlagsBody,
} from '@aif/contracts';

/** /amc-admins' calls (0-product-decisions §9); shapes from contracts `api/user-admin.ts`. */

/** GET (superadmin): every AIF admin with its flags. */
export async function getAmcAdmins(signal?: AbortSignal): Promise<AmcAdminWithFlags[]> {
  const response = await api.get<{ amcAdmins: AmcAdminWithFlags[] }>(AMC_ADMINS_PATHS.admins, { signal });
  return response.data.amcAdmins;
}

/** POST (superadmin): a new AIF admin with the flags granted. */
export async function addAmcAdmin(body: AddAmcAdminWithFlagsBody): Promise<AmcAdminWithFlags> {
  return (await api.post<AmcAdminWithFlags>(AMC_ADMINS_PATHS.admins, body)).data;
}

/** POST (superadmin): replaces an AIF admin's flags. */
export async function setAmcAdminFlags(id: string, body: SetFlagsBody): Promise<unknown> {
  return (await api.post<unknown>(AMC_ADMINS_PATHS.flags(id), body)).data;
}

/** GET (distributor, superadmin): the AIF admins to contact. */
export async function getAmcAdminContacts(signal?: AbortSignal): Promise<AmcAdminContact[]> {
  const response = await api.get<{ contacts: AmcAdminContact[] }>(AMC_ADMINS_PATHS.contacts, { signal });
  return response.data.contacts;
}
