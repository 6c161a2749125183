import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  completeFlags,
  USER_ADMIN_MESSAGES,
  type AmcAdminWithFlags,
  type DistributorDetails,
  type DistributorType,
  type MappedSrmsResponse,
  type StaffUser,
  type UserKind,
  type UserListQuery,
} from '@aif/contracts';
import type { Db, Tx } from '../../db/client';
import { distributorPlans, plans, schemes, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { schemeRows, staffUser, type UserRow } from './rows';

/** User management's reads: one page per kind, by name (doc 3 §9), details and the mapped SRMs page. */

const rmUser = alias(users, 'rm_user');
const companyUser = alias(users, 'company_user');

/** A user's own RM shows for an individual distributor and a distributor's RM only (doc 3 §3). */
function hasOwnRm(row: UserRow): boolean {
  return row.role === 'subdistributor' || (row.role === 'distributor' && row.distributorType !== 'company');
}

/** Users matching `where` as stored, each with its answer (RM's and company's names), by name. */
async function rowsWhere(db: Db | Tx, where: SQL | undefined): Promise<{ row: UserRow; user: StaffUser }[]> {
  const rows = await db
    .select({
      user: users,
      rm: { id: rmUser.id, name: rmUser.name },
      company: {
        id: companyUser.id,
        name: companyUser.name,
        type: companyUser.distributorType,
        arnCode: companyUser.arnCode,
      },
    })
    .from(users)
    .leftJoin(rmUser, eq(rmUser.id, users.rmId))
    .leftJoin(companyUser, eq(companyUser.id, users.distributorId))
    .where(where)
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((r) => ({
    row: r.user,
    user: staffUser(r.user, {
      rm: r.rm && hasOwnRm(r.user) ? r.rm : null,
      distributor:
        r.company && r.user.role === 'subdistributor'
          ? { ...r.company, type: (r.company.type as DistributorType | null) ?? null }
          : null,
    }),
  }));
}

/** Users matching `where`, with their RM's and company's names, by name. */
export async function usersWhere(db: Db | Tx, where: SQL | undefined): Promise<StaffUser[]> {
  return (await rowsWhere(db, where)).map((r) => r.user);
}

/** A kind's list's condition with the list's filters; null when an id filter is not an id (nobody). */
function listWhere(kind: UserKind, query: UserListQuery): SQL | null {
  const where: SQL[] = [eq(users.role, kind)];
  if (query.isActive) where.push(eq(users.isActive, query.isActive === 'true'));
  if (kind === 'distributor' && query.type) where.push(eq(users.distributorType, query.type));
  for (const [value, column] of [
    [query.rmId, users.rmId],
    [query.distributorId, users.distributorId],
  ] as const) {
    if (!value) continue;
    if (!isUuid(value)) return null;
    where.push(eq(column, value));
  }
  return and(...where)!;
}

/** A kind's list; AIF admins with their flags (read-only on the AMC Admin tab). */
export async function listUsers(db: Db, kind: UserKind, query: UserListQuery): Promise<StaffUser[]> {
  const where = listWhere(kind, query);
  if (!where) return [];
  return kind === 'amcadmin' ? amcAdminsWithFlags(db, where) : usersWhere(db, where);
}

export async function userById(db: Db | Tx, kind: UserKind, id: string): Promise<StaffUser> {
  const [user] = isUuid(id) ? await usersWhere(db, and(eq(users.id, id), eq(users.role, kind))) : [];
  if (!user) throw notFound(USER_ADMIN_MESSAGES.notFound);
  return user;
}

/** A distributor's mapped plans with their schemes, in the schemes' and plans' order. */
export async function mappedPlans(db: Db | Tx, distributorId: string) {
  return db
    .select({
      schemeId: plans.schemeId,
      schemeName: schemes.schemeName,
      planId: plans.id,
      planCode: plans.planCode,
      planDescription: plans.planDescription,
      isActive: plans.isActive,
    })
    .from(distributorPlans)
    .innerJoin(plans, eq(plans.id, distributorPlans.planId))
    .innerJoin(schemes, eq(schemes.id, plans.schemeId))
    .where(eq(distributorPlans.distributorId, distributorId))
    .orderBy(asc(schemes.schemeName), asc(schemes.id), asc(plans.planCode));
}

/** A distributor with its scheme-and-plan rows, their names and its distributor's RMs (doc 3 §3). */
export async function distributorDetails(db: Db, id: string): Promise<DistributorDetails> {
  const user = await userById(db, 'distributor', id);
  const mapped = await mappedPlans(db, id);
  const schemesOf = new Map<string, DistributorDetails['planDetails']['schemes'][number]>();
  for (const m of mapped) {
    const scheme = schemesOf.get(m.schemeId) ?? { id: m.schemeId, schemeName: m.schemeName, plans: [] };
    scheme.plans.push({
      id: m.planId,
      planCode: m.planCode,
      planDescription: m.planDescription,
      isActive: m.isActive,
    });
    schemesOf.set(m.schemeId, scheme);
  }
  const subdistributors =
    user.distributorType === 'company'
      ? await usersWhere(db, and(eq(users.role, 'subdistributor'), eq(users.distributorId, id)))
      : [];
  return {
    ...user,
    schemeAndPlan: schemeRows(mapped),
    planDetails: { schemes: [...schemesOf.values()] },
    subdistributors,
  };
}

/**
 * The mapped SRMs of an RM (doc 3 §2.8): its individual distributors, each listing itself, and the
 * company distributors with a distributor's RM under it, each listing those distributor's RMs only, so
 * that Update RM on a row takes that row off the page. A company's own RM is not a form field and does
 * not decide the page.
 */
export async function mappedSrms(db: Db, rmId: string): Promise<MappedSrmsResponse> {
  const [rm] = isUuid(rmId)
    ? await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.id, rmId), eq(users.role, 'rm')))
    : [];
  if (!rm) throw notFound(USER_ADMIN_MESSAGES.notFound);
  const members = await usersWhere(
    db,
    and(
      eq(users.rmId, rmId),
      or(
        and(eq(users.role, 'distributor'), eq(users.distributorType, 'individual')),
        eq(users.role, 'subdistributor'),
      ),
    ),
  );
  // A distributor's RM carries its company (id, name, type, ARN code): the groups need no other read.
  const companies = new Map<string, MappedSrmsResponse['groups'][number]>();
  for (const m of members)
    if (m.role === 'subdistributor' && m.distributor) {
      const group = companies.get(m.distributor.id) ?? { distributor: m.distributor, members: [] };
      group.members.push(m);
      companies.set(m.distributor.id, group);
    }
  const groups: MappedSrmsResponse['groups'] = [
    ...companies.values(),
    ...members.filter((m) => m.role === 'distributor').map((d) => ({ distributor: ref(d), members: [d] })),
  ].sort(
    (a, b) =>
      a.distributor.name.localeCompare(b.distributor.name) ||
      a.distributor.id.localeCompare(b.distributor.id),
  );
  return { rm, groups };
}

function ref(u: StaffUser) {
  return { id: u.id, name: u.name, type: u.distributorType, arnCode: u.arnCode };
}

/** The AIF admins with their flags (the superadmin's /amc-admins; read-only on the AMC Admin tab). */
export async function amcAdminsWithFlags(
  db: Db | Tx,
  where: SQL = eq(users.role, 'amcadmin'),
): Promise<AmcAdminWithFlags[]> {
  return (await rowsWhere(db, where)).map(({ row, user }) => ({ ...user, flags: completeFlags(row.flags) }));
}
