import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { AddSchemeBody, PlanFormValues } from '@aif/contracts';
import type { Db } from '../../db/client';
import { auditTrail, users } from '../../db/schema';
import { DEMO_COMPANY_DISTRIBUTOR, DEMO_READ_ONLY_ADMIN, DEMO_STAFF } from '../../db/seed';
import { toMobileNumber } from '../../lib/phone';
import { bearer } from '../../testing/app';

/**
 * A Monday, noon in Asia/Kolkata: the drawdown dates below are fixed against it (Sundays and the
 * five-year bound are rules of the plan form).
 */
export const NOW = new Date('2025-06-02T06:30:00Z');
export const MONDAY = '2025-06-30';
export const SUNDAY = '2025-06-29';

export interface People {
  fundManager: string;
  trustee: string;
  /** The individual demo distributor (mapped to every demo plan). */
  distributor: string;
  companyDistributor: string;
  rm: string;
}

const phoneOf = (role: string) => DEMO_STAFF.find((u) => u.role === role)!.phone;

export async function demoPeople(db: Db): Promise<People> {
  const all = await db.select().from(users);
  const byPhone = (phone: string | null) => all.find((u) => u.phone === phone)!.id;
  return {
    fundManager: byPhone(phoneOf('fundmanager')),
    trustee: byPhone(phoneOf('trustee')),
    distributor: byPhone(phoneOf('distributor')),
    companyDistributor: all.find((u) => u.name === DEMO_COMPANY_DISTRIBUTOR.name)!.id,
    rm: byPhone(phoneOf('rm')),
  };
}

/** Another staff user of a role (a second trustee, an inactive distributor...). */
export async function addUser(
  db: Db,
  role: 'fundmanager' | 'trustee' | 'distributor',
  name: string,
  phone: string,
  extra: Partial<typeof users.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ role, name, phone, countryCode: '+91', ...extra })
    .returning({ id: users.id });
  return row!.id;
}

/** A session of the AIF admin without fund-setup access (demo data). */
export async function readOnlyAdminToken(app: FastifyInstance): Promise<string> {
  const [user] = await app.db.select().from(users).where(eq(users.phone, DEMO_READ_ONLY_ADMIN.phone));
  return (
    await app.sessions.issue({
      kind: 'staff',
      userId: user!.id,
      number: toMobileNumber(user!.countryCode!, user!.phone!),
    })
  ).token;
}

/** The demo AIF admin's fundSetupAccess flag (the other flags kept). */
export async function setFundSetupAccess(db: Db, value: boolean): Promise<void> {
  const [admin] = await db
    .select()
    .from(users)
    .where(eq(users.phone, phoneOf('amcadmin')));
  await db
    .update(users)
    .set({ flags: { ...admin!.flags, fundSetupAccess: value } })
    .where(eq(users.id, admin!.id));
}

/** A valid plan of a domestic fund, as the form sends it. */
export function planBody(people: People, overrides: Partial<PlanFormValues> = {}): PlanFormValues {
  return {
    planCode: 'ts1-a',
    planDescription: 'Series A',
    schemeNature: 'Close ended',
    schemeCategory: 'Category II AIF',
    registrationNumber: 'in/aif2/25-26/0001',
    country: 'India',
    currency: 'inr',
    schemeStartDate: '2025-04-01',
    lockInPeriod: '3',
    lockInExtension: '1',
    faceValue: '100',
    premiumPercentage: '0',
    noOfUnits: '100000',
    groupNoOfUnits: '50000',
    loweredUnits: '25000',
    fundAddress1: 'Test Asset Managers',
    fundAddress2: 'Lower Parel',
    fundAddress3: 'Mumbai 400013',
    custodian: 'Test Custodian',
    setupFeeType: 'yes',
    setupFee: '2',
    setupFeeInWords: '',
    minCommitmentAmount: '10,000,000',
    maxCommitmentAmount: '0',
    minContributionPercentage: '25',
    isoperatingExpensesApplicable: 'yes',
    operatingExpensesType: 'percentage',
    operatingExpenses: '0.5',
    operatingExpensesInWords: '',
    isHurdleRateTextApplicable: 'yes',
    hurdleRateText: '8% p.a. <b>compounded</b>',
    isAdditionalReturnTextApplicable: 'no',
    additionalReturnText: '',
    tcLink: 'https://test-aif.example/terms',
    drawDownDate: MONDAY,
    fundManagerId: people.fundManager,
    trusteeId: people.trustee,
    isApplicableForDirect: true,
    isApplicableForDistributor: true,
    distributorIds: [people.distributor],
    ...overrides,
  };
}

export function schemeBody(
  people: People,
  overrides: Partial<AddSchemeBody> = {},
  plan: Partial<PlanFormValues> = {},
): AddSchemeBody {
  return {
    schemeCode: 'ts1',
    schemeName: 'Test Fund I',
    amcCode: 'testamc',
    fundCategory: 'category_ii',
    fundType: 'domestic',
    bankName: 'State Bank of India',
    bankBranch: 'Fort',
    ifscCode: 'sbin0000300',
    bankAccountNumber: '00000031234567890',
    grievanceEmail: 'Grievance@Test-AIF.example',
    plan: planBody(people, plan),
    ...overrides,
  };
}

/** The scheme fields of `body` (an edit sends these only). */
export function schemeFields(body: AddSchemeBody): Omit<AddSchemeBody, 'plan'> {
  const { plan: _plan, ...fields } = body;
  return fields;
}

export function caller(app: FastifyInstance, token: string | null) {
  return (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
}

export async function auditOf(db: Db, entity: string, entityId: string) {
  return db
    .select()
    .from(auditTrail)
    .where(and(eq(auditTrail.entity, entity), eq(auditTrail.entityId, entityId)))
    .orderBy(auditTrail.id);
}
