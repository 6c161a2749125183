/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit the form's values freely, as a user would. */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { MODIFY_INVESTMENT_MESSAGES, WIZARD_API_MESSAGES, type Role } from '@aif/contracts';
import { applicants, applications, auditTrail, plans, schemes, users } from '../../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../testing/db';
import { STAFF_PHONE, bearer, createTestApp, removeTempDirs, tokenFor } from '../../../testing/app';

// Modify Investment (doc 3 §2.5, §4, §5; contracts api/modify-investment.ts).
const NOW = new Date('2026-06-15T06:00:00Z');
let db: TestDatabase;
let app: FastifyInstance;
const t: Partial<Record<Role, string>> = {};
const uid: Record<string, string> = {};
let seq = 0;
let seriesB: { id: string; schemeId: string };

async function addApplication(values: Partial<typeof applications.$inferInsert> = {}): Promise<string> {
  const [row] = await db.db
    .insert(applications)
    .values({
      applicant1ReferenceId: crypto.randomUUID(),
      applicationType: 'individual',
      createdBy: uid.rm,
      rmId: uid.rm,
      modeOfHolding: 'single',
      status: 'sent_to_amc_approver',
      currentStep: 9,
      // Created on the clock's day, so the drawdown date below lies within its year.
      createdAt: NOW,
      ...values,
    })
    .returning();
  await db.db.insert(applicants).values({
    applicationId: row!.id,
    applicantType: 1,
    referenceId: crypto.randomUUID(),
    name: 'Applicant M',
    panNo: `ABCPM${String(1000 + ++seq).slice(-4)}K`,
    dateOfBirth: '1985-05-05',
    email: 'm@example.com',
    mobile: `95${String(seq).padStart(8, '0')}`,
    residentialStatus: 'Individual',
    dataFetchedFromKra: true,
    amlCheck: true,
    details: { gender: 'Male' },
  });
  return row!.id;
}

/** Series B of the demo domestic fund: face 100, premium 5 %, 100,000 units, setup fee 1.5 %. */
const investment = (over: Record<string, unknown> = {}) => ({
  schemeId: seriesB.schemeId,
  planId: seriesB.id,
  setupFeeType: 'yes',
  setupFeePercentage: 1.5,
  setupFeeTDS: 0,
  faceValue: 100,
  premiumPercentage: 5,
  noOfUnits: 100000,
  drawDownDate: '2026-07-06',
  groupInvestment: false,
  lowerTheUnits: false,
  groupName: '',
  modeOfPayment: 'cheque',
  paymentRefNo: '123456',
  neftCode: '',
  ddNo: '',
  ...over,
});

async function versionOf(id: string): Promise<number> {
  const [row] = await db.db.select().from(applications).where(eq(applications.id, id));
  return row!.version;
}

async function modify(
  id: string,
  data: Record<string, unknown>,
  token = t.rm!,
  extra: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/onboarding/applications/${id}/modify-investment`,
    headers: bearer(token),
    payload: { saveType: 'saveForLater', version: await versionOf(id), data, ...extra },
  });
}

const rowOf = async (id: string) =>
  (await db.db.select().from(applications).where(eq(applications.id, id)))[0]!;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db, { clock: () => NOW });
  for (const role of ['rm', 'subdistributor', 'amcadmin', 'amcapprover', 'poaapprover'] as const) {
    t[role] = await tokenFor(app, role);
    const [u] = await db.db
      .select()
      .from(users)
      .where(and(eq(users.role, role), eq(users.phone, STAFF_PHONE[role])));
    uid[role] = u!.id;
  }
  const rows = await db.db
    .select({ id: plans.id, schemeId: plans.schemeId, code: plans.planCode })
    .from(plans)
    .innerJoin(schemes, eq(schemes.id, plans.schemeId));
  seriesB = rows.find((r) => r.code === 'DGF1-B')!;
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  removeTempDirs();
});

describe('POST /api/onboarding/applications/:id/modify-investment', () => {
  it('saves the investment with the server’s amounts, keeps the AIF approver’s status and audits it', async () => {
    const id = await addApplication();
    const res = await modify(id, investment({ noOfUnits: 200000, commitmentAmount: 21000000 }));
    expect(res.json().message).toBeUndefined();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'sent_to_amc_approver',
      currentStep: 9,
      noOfUnits: 200000,
      commitmentAmount: 21000000,
      totalSetupFee: 371700,
      planId: seriesB.id,
    });
    const row = await rowOf(id);
    expect(row.commitmentAmount).toBe('21000000.00');
    const [entry] = await db.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.entityId, id), eq(auditTrail.action, 'modify_investment')));
    expect(entry).toMatchObject({ actorRole: 'rm', reason: 'saveForLater' });
    expect(JSON.parse(entry!.toValue!)).toMatchObject({ commitmentAmount: '21000000.00' });
  });

  it('refuses a derived amount that disagrees, and a rule of the step, with the step’s messages', async () => {
    const id = await addApplication();
    const mismatch = await modify(id, investment({ commitmentAmount: 10000000 }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(
      WIZARD_API_MESSAGES.amountMismatch('Commitment Amount', '10500000.00'),
    );
    const units = await modify(id, investment({ noOfUnits: 10 }));
    expect(units.statusCode).toBe(400);
    expect(units.json().errors.map((e: any) => e.path)).toContain('noOfUnits');
    const group = await modify(id, investment({ groupInvestment: true, groupName: '' }));
    expect(group.statusCode).toBe(400);
    expect(group.json().errors.map((e: any) => e.path)).toContain('groupName');
    expect((await rowOf(id)).commitmentAmount).toBeNull();
  });

  it('sends a subdistributor’s POA application at the AIF approver back to draft', async () => {
    const id = await addApplication({
      hasPoa: true,
      createdBy: uid.subdistributor,
      subdistributorId: uid.subdistributor,
    });
    const res = await modify(id, investment(), t.subdistributor!);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('draft');
    const [change] = await db.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.entityId, id), eq(auditTrail.action, 'status_change')))
      .orderBy(desc(auditTrail.at));
    expect(change).toMatchObject({
      fromValue: 'sent_to_amc_approver',
      toValue: 'draft',
      reason: 'modify investment',
    });
  });

  it('keeps a POA application at the POA approver with it', async () => {
    const id = await addApplication({ hasPoa: true, status: 'sent_to_poa_approver' });
    const res = await modify(id, investment(), t.amcadmin!);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('sent_to_poa_approver');
  });

  it('advances the step counter by one up to 8; a full save sets it to 8; never lowers it', async () => {
    // The investment step must be reachable (counter 7 or more): see step-order.test.ts.
    const early = await addApplication({ currentStep: 5 });
    expect((await modify(early, investment())).statusCode).toBe(409);
    const seven = await addApplication({ currentStep: 7 });
    expect((await modify(seven, investment())).json().currentStep).toBe(8);
    const full = await addApplication({ currentStep: 7 });
    const res = await modify(full, investment(), t.rm!, { saveType: 'saveAndProceed' });
    expect(res.json().currentStep).toBe(8);
    const eight = await addApplication({ currentStep: 8 });
    expect((await modify(eight, investment())).json().currentStep).toBe(8);
    const nine = await addApplication({ currentStep: 9 });
    expect((await modify(nine, investment(), t.rm!, { saveType: 'saveAndProceed' })).json().currentStep).toBe(
      9,
    );
  });

  it('refuses other roles (403), other statuses and stale copies (409), unknown applications (404)', async () => {
    const id = await addApplication();
    for (const role of ['amcapprover', 'poaapprover'] as const) {
      const res = await modify(id, investment(), t[role]!);
      expect(res.statusCode).toBe(403);
    }
    const draft = await addApplication({ status: 'draft' });
    const atDraft = await modify(draft, investment());
    expect(atDraft.statusCode).toBe(409);
    expect(atDraft.json().message).toBe(MODIFY_INVESTMENT_MESSAGES.notAtThisStatus);
    const signing = await addApplication({ status: 'sent_to_applicant1' });
    expect((await modify(signing, investment())).statusCode).toBe(409);
    const stale = await modify(id, investment(), t.rm!, { version: (await versionOf(id)) + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(WIZARD_API_MESSAGES.stale);
    const invisible = await addApplication({ createdBy: uid.amcadmin, rmId: null });
    expect((await modify(invisible, investment())).statusCode).toBe(404);
    // Nothing of the refused saves was stored.
    expect((await rowOf(id)).commitmentAmount).toBeNull();
  });
});
