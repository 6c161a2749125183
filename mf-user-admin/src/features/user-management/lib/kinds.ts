import { USER_ADMIN_PATHS, type UserAccessFlag, type UserKind } from '@aif/contracts';

/**
 * The screens of /user-management (doc 3 §2.8): each kind's list, add, edit and details routes as the
 * specification spells them, its tab and its names. Ids travel in the query (`?id=`), so a reload or
 * a shared link opens the same user.
 */
export const USER_MANAGEMENT = '/user-management';

export interface KindScreens {
  kind: UserKind;
  /** The tab's (and list's) title. */
  plural: string;
  /** One user of the kind ("Add Trustee", "Trustee Details"). */
  singular: string;
  list: string;
  add: string;
  edit: string;
  details: string;
  /** The flag that guards the kind's writes (doc 3 §6); none for RM, distributor, distributor's RM. */
  flag: UserAccessFlag | null;
}

const screens = (
  kind: UserKind,
  plural: string,
  singular: string,
  list: string,
  add: string,
  edit: string,
  details: string,
): KindScreens => ({
  kind,
  plural,
  singular,
  list,
  add,
  edit,
  details,
  flag: USER_ADMIN_PATHS[kind].access as UserAccessFlag | null,
});

export const KIND_SCREENS: Record<UserKind, KindScreens> = {
  rm: screens(
    'rm',
    'Relationship Managers',
    'Relationship Manager',
    'relationship-managers',
    'invite-rm-details',
    'edit-rm-details',
    'relationship-manager-details',
  ),
  distributor: screens(
    'distributor',
    'Distributors',
    'Distributor',
    'distributors',
    'add-distributor',
    'edit-distributor',
    'distributor-details',
  ),
  // The distributor's RM pages sit under the distributor's section (doc 3 §2.8).
  subdistributor: screens(
    'subdistributor',
    "Distributor's RMs",
    "Distributor's RM",
    'distributor/distributors-rm',
    'distributor/add-distributors-rm',
    'distributor/edit-distributors-rm',
    'distributor/distributors-rm-details',
  ),
  trustee: screens(
    'trustee',
    'Trustees',
    'Trustee',
    'trustee',
    'add-trustee',
    'edit-trustee',
    'trustee-details',
  ),
  fundmanager: screens(
    'fundmanager',
    'Investment Managers',
    'Investment Manager',
    'invest-managers',
    'add-Invest-manager',
    'edit-Invest-manager',
    'Invest-manager-details',
  ),
  amcapprover: screens(
    'amcapprover',
    'AIF Approver',
    'AIF Approver',
    'aif-approver',
    'add-aif-approver',
    'edit-aifapprover',
    'aif-approver-details',
  ),
  amcadmin: screens(
    'amcadmin',
    'AMC Admin',
    'AMC Admin',
    'amc-admin',
    'add-amc-admin',
    'edit-amc-admin',
    'amc-admin-details',
  ),
};

/** The six tabs, in the specification's order. */
export const TAB_KINDS = ['rm', 'distributor', 'trustee', 'fundmanager', 'amcapprover', 'amcadmin'] as const;
export type TabKind = (typeof TAB_KINDS)[number];

/** The mapped pages (doc 3 §2.8) and the tab each belongs to. */
export const MAPPED_PAGES = { srms: 'srms', trusteePlans: 'trustee-plans', imPlans: 'IM-plans' } as const;

/** `/user-management/<screen>` with its query (empty values left out). */
export function userPath(screen: string, query: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return `${USER_MANAGEMENT}/${screen}${search ? `?${search}` : ''}`;
}

/** The tab a sub-path belongs to ('distributor/...' and 'srms' included). */
export function tabOf(subPath: string): TabKind {
  const first = subPath.split('/')[0] ?? '';
  if (first === MAPPED_PAGES.srms) return 'rm';
  if (first === MAPPED_PAGES.trusteePlans) return 'trustee';
  if (first === MAPPED_PAGES.imPlans) return 'fundmanager';
  if (first === 'distributor') return 'distributor';
  for (const kind of TAB_KINDS) {
    const s = KIND_SCREENS[kind];
    if ([s.list, s.add, s.edit, s.details].includes(first)) return kind;
  }
  return 'rm';
}
