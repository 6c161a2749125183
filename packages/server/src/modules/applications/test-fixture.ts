/** The hierarchy and applications the list and dashboard tests share, and their request helpers. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ApplicationListPage, StaffRole } from '@aif/contracts';
import { applicants, applications, plans, schemes, users } from '../../db/schema';
import { addStaffUser, bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';

/**
 * A small hierarchy on a database without the demo applications:
 *   rm R ── individual distributor D1
 *        └─ company distributor D2 ── sub-distributor S
 *   rm R2 ── distributor D3
 *   plan P1 -> fund manager FM, trustee T; plan P2 unmapped.
 * Applications (created_at; the clock stands at 2025-06-15 12:00 UTC):
 *   a1 filled by R  (P1, draft, minor, 2025-06-10)
 *   a2 filled by D1 (P2, sent_to_amc_approver, joint, 2025-05-31 18:45 UTC = June in Kolkata)
 *   a3 filled by D2 (P1, completed, non-individual, 2025-05-31 18:15 UTC = May in Kolkata)
 *   a4 filled by S  (P2, sent_to_poa_approver, POA, first applicant NRI, 2025-04-05)
 *   a5 filled by D3 (P1, rejected, 2025-02-10: outside the last 4 months)
 *   a6 filled by the demo amcadmin (P2, draft, 2025-03-20)
 */
export const NOW = new Date('2025-06-15T12:00:00Z');

let db: TestDatabase;
let app: FastifyInstance;
export const ids: Record<string, string> = {};
export const numbers: Record<string, string> = {};
export const tokens: Record<string, string> = {};

async function addUser(key: string, role: StaffRole, extra: Partial<typeof users.$inferInsert> = {}) {
  const phone = `98${String(Object.keys(ids).length).padStart(8, '0')}`;
  const u = await addStaffUser(app, { role, name: `User ${key}`, phone, ...extra });
  ids[key] = u.id;
  tokens[key] = u.token;
  return u.id;
}

export async function addApplication(
  key: string,
  values: Partial<typeof applications.$inferInsert> & { createdAt: Date },
  applicant: { name: string; pan: string; residentialStatus?: string },
) {
  const [row] = await db.db
    .insert(applications)
    .values({ applicant1ReferenceId: crypto.randomUUID(), applicationType: 'individual', ...values })
    .returning({ id: applications.id, n: applications.applicationNumber });
  await db.db.insert(applicants).values({
    applicationId: row!.id,
    applicantType: 1,
    referenceId: crypto.randomUUID(),
    name: applicant.name,
    panNo: applicant.pan,
    residentialStatus: applicant.residentialStatus,
  });
  ids[key] = row!.id;
  numbers[key] = row!.n;
}

/** Opens the database and the app on the clock at NOW, with the hierarchy and applications above. */
export async function openListFixture(): Promise<{ db: TestDatabase; app: FastifyInstance }> {
  db = await createTestDatabase();
  app = await createTestApp(db, { clock: () => NOW });
  await db.db.execute(sql`delete from applications`);

  await addUser('R', 'rm');
  await addUser('D1', 'distributor', { rmId: ids.R, distributorType: 'individual', arnCode: 'ARN-1' });
  await addUser('D2', 'distributor', { rmId: ids.R, distributorType: 'company', arnCode: 'ARN-2' });
  await addUser('S', 'subdistributor', { distributorId: ids.D2 });
  await addUser('R2', 'rm');
  await addUser('D3', 'distributor', { rmId: ids.R2, distributorType: 'individual' });
  await addUser('FM', 'fundmanager');
  await addUser('T', 'trustee');
  for (const role of ['amcadmin', 'amcapprover', 'poaapprover', 'superadmin', 'investor'] as const) {
    tokens[role] = await tokenFor(app, role);
  }
  const [admin] = await db.db
    .select({ id: users.id })
    .from(users)
    .where(sql`role = 'amcadmin'`);

  const [scheme] = await db.db
    .insert(schemes)
    .values({ schemeCode: 'LST1', schemeName: 'List Test Fund', fundType: 'domestic' })
    .returning({ id: schemes.id });
  const [p1, p2] = await db.db
    .insert(plans)
    .values([
      {
        schemeId: scheme!.id,
        planCode: 'P1',
        planDescription: 'Plan One',
        fundManagerId: ids.FM,
        trusteeId: ids.T,
      },
      { schemeId: scheme!.id, planCode: 'P2', planDescription: 'Plan Two' },
    ])
    .returning({ id: plans.id });
  const on = (plan: { id: string } | undefined) => ({ schemeId: scheme!.id, planId: plan!.id });

  await addApplication(
    'a1',
    {
      ...on(p1),
      createdBy: ids.R,
      rmId: ids.R,
      onboardingType: 'minor',
      createdAt: new Date('2025-06-10T06:00:00Z'),
    },
    { name: 'Vikram Malhotra', pan: 'ABKPM1234C' },
  );
  await addApplication(
    'a2',
    {
      ...on(p2),
      createdBy: ids.D1,
      distributorId: ids.D1,
      status: 'sent_to_amc_approver',
      modeOfHolding: 'joint',
      commitmentAmount: '15000000',
      createdAt: new Date('2025-05-31T18:45:00Z'),
    },
    { name: 'Neha Kapoor', pan: 'BCDPK2345D' },
  );
  await addApplication(
    'a3',
    {
      ...on(p1),
      createdBy: ids.D2,
      distributorId: ids.D2,
      applicationType: 'non_individual',
      status: 'completed',
      createdAt: new Date('2025-05-31T18:15:00Z'),
    },
    { name: 'Sunrise Textiles Private Limited', pan: 'KLMCS2346N' },
  );
  await addApplication(
    'a4',
    {
      ...on(p2),
      createdBy: ids.S,
      subdistributorId: ids.S,
      distributorId: ids.D2,
      hasPoa: true,
      status: 'sent_to_poa_approver',
      createdAt: new Date('2025-04-05T06:00:00Z'),
    },
    { name: 'Rahul Verma', pan: 'CDEPV4567F', residentialStatus: 'nri' },
  );
  await addApplication(
    'a5',
    {
      ...on(p1),
      createdBy: ids.D3,
      distributorId: ids.D3,
      status: 'rejected',
      rejectedAt: new Date('2025-02-12T06:00:00Z'),
      rejectedByRole: 'amcapprover',
      rejectedReason: 'Address proof is not legible',
      createdAt: new Date('2025-02-10T06:00:00Z'),
    },
    { name: 'Meera Joshi', pan: 'FGHPJ7891J' },
  );
  await addApplication(
    'a6',
    { ...on(p2), createdBy: admin!.id, createdAt: new Date('2025-03-20T06:00:00Z') },
    { name: 'Rajesh Khanna', pan: 'JKLPK1235M' },
  );
  return { db, app };
}

export async function closeListFixture(): Promise<void> {
  await app?.close();
  await db?.close();
  removeTempDirs();
}

export const byKey = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0];

export async function list(who: string, query = '') {
  return app.inject({
    method: 'GET',
    url: `/api/onboarding/applications${query}`,
    headers: bearer(tokens[who]!),
  });
}

export async function listKeys(who: string, query = ''): Promise<string[]> {
  const res = await list(who, query);
  expect(res.statusCode).toBe(200);
  return (res.json() as ApplicationListPage).applications.map((a) => byKey(a.id)!);
}

export const VISIBLE: Record<string, string[]> = {
  amcadmin: ['a1', 'a2', 'a3', 'a4', 'a6', 'a5'],
  amcapprover: ['a1', 'a2', 'a3', 'a4', 'a6', 'a5'],
  R: ['a1', 'a2', 'a3', 'a4'],
  D1: ['a2'],
  D2: ['a3', 'a4'],
  S: ['a4'],
  R2: ['a5'],
  poaapprover: ['a4'],
  FM: ['a1', 'a3', 'a5'],
  T: ['a1', 'a3', 'a5'],
};
