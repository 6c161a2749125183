/** A small, hand-counted set of applications the report tests share, and their request helpers. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { StaffRole } from '@aif/contracts';
import type { users } from '../../db/schema';
import { applicants, applications, banks, esignDocuments, nominees, plans, schemes } from '../../db/schema';
import { addStaffUser, bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';

/**
 * The clock stands at 2025-06-15 12:00 UTC (17:30 in Kolkata): the default range is 1-15 June (IST).
 * Users: rm R with distributors D1 "Alpha Distributors" and D2 "Beta Capital"; rm R2 with D3 "Gamma
 * Wealth". Schemes: "Growth Fund" (plans P1, P2), "Value Fund" (P3).
 *
 * | key    | investor type  | status (group)                                 | scheme/plan | distributor | created (UTC)    |
 * | i1     | individual     | draft                                          | Growth/P1   | D1 (rm R)   | 06-02            |
 * | i2     | individual     | sent_to_amc_approver (in_progress)             | Growth/P1   | D1 (rm R)   | 06-03            |
 * | i3     | individual     | approved_by_applicant1, 2 active (pend. inv.)  | Growth/P2   | D2 (rm R)   | 06-04            |
 * | i4     | individual     | approved_by_applicant1, 1 active (pend. IM)    | Growth/P2   | Direct      | 06-05            |
 * | i5     | individual     | approved_by_fundmanager (pend. trustee)        | Value/P3    | D1          | 06-06            |
 * | i6     | individual     | invitationexpired                              | Value/P3    | Direct      | 06-07            |
 * | i7     | individual     | rejected                                       | none        | Direct      | 06-08            |
 * | i8     | individual     | completed (06-10), 1,00,00,000 / 25,00,000     | Growth/P1   | D1 (rm R)   | 06-09            |
 * | i9     | individual     | signed (06-12), 50,00,000.50 / 10,00,000       | Growth/P1   | D1          | 06-10            |
 * | i10    | individual     | approved_by_applicant2, 3 active (pend. inv.)  | Value/P3    | D3 (rm R2)  | 06-12            |
 * | n1     | non_individual | sent_to_authorised_signatories (pend. inv.)    | Growth/P1   | D2          | 06-05            |
 * | n2     | non_individual | completed (06-14), 2,00,00,000 / none          | Value/P3    | D2          | 06-06            |
 * | n3     | non_individual | draft                                          | none        | Direct      | 06-11            |
 * | m1     | minor          | draft                                          | Growth/P1   | D1          | 06-03            |
 * | p1     | poa            | sent_to_poa_approver (in_progress)             | Growth/P2   | D2          | 06-04            |
 * | r1     | nri            | completed (06-13), 30,00,000 / 5,00,000        | Value/P3    | D1          | 06-05            |
 * | rp1    | nri_poa        | approved_by_applicant2, 2 active (pend. IM)    | Value/P3    | D1          | 06-06            |
 * | e1     | individual     | draft                                          | Growth/P1   | D1          | 05-31 18:29:59   |
 * | e2     | individual     | draft                                          | Growth/P1   | D1          | 05-31 18:30:00   |
 * | x1     | individual     | draft, deleted                                 | Growth/P1   | D1          | 06-05            |
 * | cOld   | individual     | completed at 05-31 18:30:00 (1 June IST)       | Growth/P1   | D1          | 04-10            |
 * | cEarly | individual     | completed at 05-31 18:29:59 (31 May IST)       | Growth/P1   | D1          | 04-10            |
 */
export const NOW = new Date('2025-06-15T12:00:00Z');

let db: TestDatabase;
let app: FastifyInstance;
export const ids: Record<string, string> = {};
export const numbers: Record<string, string> = {};
export const tokens: Record<string, string> = {};

async function addUser(key: string, role: StaffRole, extra: Partial<typeof users.$inferInsert> = {}) {
  const phone = `97${String(Object.keys(ids).length).padStart(8, '0')}`;
  const u = await addStaffUser(app, { role, name: `User ${key}`, phone, ...extra });
  ids[key] = u.id;
  tokens[key] = u.token;
}

interface Holder {
  name: string;
  pan: string;
  nri?: boolean;
  active?: boolean;
}

async function addApplication(
  key: string,
  values: Partial<typeof applications.$inferInsert> & { createdAt: Date },
  holders: Holder[],
) {
  const [row] = await db.db
    .insert(applications)
    .values({ applicant1ReferenceId: crypto.randomUUID(), applicationType: 'individual', ...values })
    .returning({ id: applications.id, n: applications.applicationNumber });
  await db.db.insert(applicants).values(
    holders.map((h, i) => ({
      applicationId: row!.id,
      applicantType: i + 1,
      referenceId: crypto.randomUUID(),
      name: h.name,
      panNo: h.pan,
      residentialStatus: h.nri ? 'nri' : 'individual',
      isActive: h.active ?? true,
    })),
  );
  ids[key] = row!.id;
  numbers[key] = row!.n;
}

const june = (day: number, time = '06:00:00') => new Date(`2025-06-${String(day).padStart(2, '0')}T${time}Z`);
const one = (name: string, pan: string, nri = false): Holder[] => [{ name, pan, nri }];

/** Opens the database and the app on the clock at NOW, with the users and applications above. */
export async function openReportFixture(): Promise<{ db: TestDatabase; app: FastifyInstance }> {
  db = await createTestDatabase();
  app = await createTestApp(db, { clock: () => NOW });
  await db.db.execute(sql`delete from applications`);

  await addUser('R', 'rm');
  await addUser('D1', 'distributor', { name: 'Alpha Distributors', rmId: ids.R, arnCode: 'ARN-1' });
  await addUser('D2', 'distributor', { name: 'Beta Capital', rmId: ids.R, arnCode: 'ARN-2' });
  await addUser('R2', 'rm');
  await addUser('D3', 'distributor', { name: 'Gamma Wealth', rmId: ids.R2, arnCode: 'ARN-3' });
  tokens.amcadmin = await tokenFor(app, 'amcadmin');
  tokens.rm = await tokenFor(app, 'rm');
  tokens.amcapprover = await tokenFor(app, 'amcapprover');

  const [growth, value] = await db.db
    .insert(schemes)
    .values([
      { schemeCode: 'RPT1', schemeName: 'Growth Fund' },
      { schemeCode: 'RPT2', schemeName: 'Value Fund' },
    ])
    .returning({ id: schemes.id });
  ids.Growth = growth!.id;
  ids.Value = value!.id;
  const [p1, p2, p3] = await db.db
    .insert(plans)
    .values([
      { schemeId: growth!.id, planCode: 'P1', planDescription: 'Plan One' },
      { schemeId: growth!.id, planCode: 'P2', planDescription: 'Plan Two' },
      { schemeId: value!.id, planCode: 'P3', planDescription: 'Plan Three' },
    ])
    .returning({ id: plans.id });
  ids.P1 = p1!.id;
  ids.P2 = p2!.id;
  ids.P3 = p3!.id;
  const G1 = { schemeId: growth!.id, planId: p1!.id };
  const G2 = { schemeId: growth!.id, planId: p2!.id };
  const V3 = { schemeId: value!.id, planId: p3!.id };
  const D1 = { distributorId: ids.D1, createdBy: ids.D1 };
  const D2 = { distributorId: ids.D2, createdBy: ids.D2 };

  await addApplication(
    'i1',
    { ...G1, ...D1, rmId: ids.R, createdAt: june(2) },
    one('Asha Rao', 'AAAPR0001A'),
  );
  await addApplication(
    'i2',
    { ...G1, ...D1, rmId: ids.R, status: 'sent_to_amc_approver', createdAt: june(3) },
    one('Bala Iyer', 'AAAPI0002B'),
  );
  await addApplication(
    'i3',
    {
      ...G2,
      ...D2,
      rmId: ids.R,
      status: 'approved_by_applicant1',
      modeOfHolding: 'joint',
      createdAt: june(4),
    },
    [
      { name: 'Chetan Shah', pan: 'AAAPS0003C' },
      { name: 'Chitra Shah', pan: 'AAAPS0013C' },
    ],
  );
  await addApplication('i4', { ...G2, status: 'approved_by_applicant1', createdAt: june(5) }, [
    { name: 'Dev Nair', pan: 'AAAPN0004D' },
    { name: 'Divya Nair', pan: 'AAAPN0014D', active: false },
  ]);
  await addApplication(
    'i5',
    { ...V3, ...D1, status: 'approved_by_fundmanager', createdAt: june(6) },
    one('Esha Gupta', 'AAAPG0005E'),
  );
  await addApplication(
    'i6',
    { ...V3, status: 'invitationexpired', createdAt: june(7) },
    one('Farhan Ali', 'AAAPA0006F'),
  );
  await addApplication('i7', { status: 'rejected', createdAt: june(8) }, one('Gita Das', 'AAAPD0007G'));
  await addApplication(
    'i8',
    {
      ...G1,
      ...D1,
      rmId: ids.R,
      status: 'completed',
      commitmentAmount: '10000000',
      contributionChequeAmount: '2500000',
      investment: { setupFeeAmount: 200000, drawDownDate: '2025-07-01', modeOfPayment: 'cheque' },
      completedAt: june(10, '10:00:00'),
      createdAt: june(9),
    },
    one('Hari Menon', 'AAAPM0008H'),
  );
  await addApplication(
    'i9',
    {
      ...G1,
      ...D1,
      status: 'signed',
      commitmentAmount: '5000000.50',
      contributionChequeAmount: '1000000',
      completedAt: june(12),
      createdAt: june(10),
    },
    one('Indira Bose', 'AAAPB0009I'),
  );
  await addApplication(
    'i10',
    {
      ...V3,
      distributorId: ids.D3,
      createdBy: ids.D3,
      rmId: ids.R2,
      status: 'approved_by_applicant2',
      modeOfHolding: 'joint',
      createdAt: june(12),
    },
    [
      { name: 'Jai Kapoor', pan: 'AAAPK0010J' },
      { name: 'Jaya Kapoor', pan: 'AAAPK0020J' },
      { name: 'Jeet Kapoor', pan: 'AAAPK0030J' },
    ],
  );
  const entity = { applicationType: 'non_individual' };
  await addApplication(
    'n1',
    { ...G1, ...D2, ...entity, status: 'sent_to_authorised_signatories', createdAt: june(5) },
    one('Kiran Textiles Private Limited', 'AAACK0011K'),
  );
  await addApplication(
    'n2',
    {
      ...V3,
      ...D2,
      ...entity,
      status: 'completed',
      commitmentAmount: '20000000',
      completedAt: june(14),
      createdAt: june(6),
    },
    one('Lotus Holdings LLP', 'AAAFL0012L'),
  );
  await addApplication('n3', { ...entity, createdAt: june(11) }, one('Mehta Trust', 'AAATM0013M'));
  await addApplication(
    'm1',
    { ...G1, ...D1, onboardingType: 'minor', createdAt: june(3) },
    one('Nila Pillai', 'AAAPP0014N'),
  );
  await addApplication(
    'p1',
    { ...G2, ...D2, hasPoa: true, status: 'sent_to_poa_approver', createdAt: june(4) },
    one('Om Prakash', 'AAAPP0015O'),
  );
  await addApplication(
    'r1',
    {
      ...V3,
      ...D1,
      status: 'completed',
      commitmentAmount: '3000000',
      contributionChequeAmount: '500000',
      completedAt: june(13),
      createdAt: june(5),
    },
    one('Priya Sen', 'AAAPS0016P', true),
  );
  await addApplication(
    'rp1',
    { ...V3, ...D1, hasPoa: true, status: 'approved_by_applicant2', createdAt: june(6) },
    [
      { name: 'Qasim Khan', pan: 'AAAPK0017Q', nri: true },
      { name: 'Qamar Khan', pan: 'AAAPK0027Q' },
    ],
  );
  await addApplication(
    'e1',
    { ...G1, ...D1, createdAt: new Date('2025-05-31T18:29:59Z') },
    one('Ravi Edge', 'AAAPE0018R'),
  );
  await addApplication(
    'e2',
    { ...G1, ...D1, createdAt: new Date('2025-05-31T18:30:00Z') },
    one('Sara Edge', 'AAAPE0019S'),
  );
  await addApplication(
    'x1',
    { ...G1, ...D1, deletedAt: june(6), createdAt: june(5) },
    one('Tara Deleted', 'AAAPD0020T'),
  );
  const completedBefore = { ...G1, ...D1, status: 'completed', createdAt: new Date('2025-04-10T06:00:00Z') };
  await addApplication(
    'cOld',
    { ...completedBefore, completedAt: new Date('2025-05-31T18:30:00Z') },
    one('Uma Old', 'AAAPO0021U'),
  );
  await addApplication(
    'cEarly',
    { ...completedBefore, completedAt: new Date('2025-05-31T18:29:59Z') },
    one('Varun Early', 'AAAPE0022V'),
  );

  // i8: two e-sign documents (the report shows the latest), a default bank and two nominees.
  await db.db.insert(esignDocuments).values([
    {
      applicationId: ids.i8!,
      provider: 'sandbox',
      providerDocumentId: 'DOC-I8-1',
      status: 'expired',
      createdAt: june(9),
    },
    {
      applicationId: ids.i8!,
      provider: 'sandbox',
      providerDocumentId: 'DOC-I8-2',
      status: 'signed',
      createdAt: june(10),
    },
  ]);
  await db.db.insert(banks).values([
    { applicationId: ids.i8!, sno: 1, bankName: 'Other Bank', ifscCode: 'OTHR0000001' },
    {
      applicationId: ids.i8!,
      sno: 2,
      bankName: 'HDFC Bank',
      ifscCode: 'HDFC0000001',
      defaultBankAccount: true,
    },
  ]);
  await db.db.insert(nominees).values([
    { applicationId: ids.i8!, sno: 1, nomineeName: 'Hema Menon', nomineePercentage: '60' },
    { applicationId: ids.i8!, sno: 2, nomineeName: 'Hina Menon', nomineePercentage: '40' },
  ]);
  return { db, app };
}

export async function closeReportFixture(): Promise<void> {
  await app?.close();
  await db?.close();
  removeTempDirs();
}

export const byId = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0];

/** A report call as a user (the demo AIF admin by default). */
export function report(path: string, query: Record<string, string> = {}, who = 'amcadmin') {
  const qs = new URLSearchParams(query).toString();
  return app.inject({
    method: 'GET',
    url: `/api/onboarding/reports/${path}${qs ? `?${qs}` : ''}`,
    headers: bearer(tokens[who]!),
  });
}

/** From and To of whole Asia/Kolkata days, as the browser sends them. */
export const days = (from: string, to: string) => ({
  from: new Date(`${from}T00:00:00.000+05:30`).toISOString(),
  to: new Date(`${to}T23:59:59.999+05:30`).toISOString(),
});
