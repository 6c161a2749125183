import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { APPLICATION_STATUSES, REVIEW_MESSAGES, type ApplicationStatus, type Role } from '@aif/contracts';
import { applications, auditTrail, esignDocuments, plans, users } from '../../db/schema';
import { bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { createApplication, invitationsOf, statusOf } from '../esign/test-helpers';

let db: TestDatabase;
let app: FastifyInstance;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db);
  for (const r of ['amcadmin', 'rm', 'distributor', 'subdistributor', 'poaapprover', 'amcapprover'] as const)
    tokens[r] = await tokenFor(app, r);
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const post = (url: string, role: Role, payload?: object) =>
  app.inject({ method: 'POST', url, headers: bearer(tokens[role]), payload: payload ?? {} });

describe('send from preview', () => {
  it('sends a distributor-prepared individual application to the AIF approver and audits it', async () => {
    const a = await createApplication(app.db);
    const res = await post(`/api/onboarding/applications/${a.id}/send`, 'distributor');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'sent_to_amc_approver',
      applicationNumber: a.applicationNumber,
    });
    expect(await statusOf(app.db, a.id)).toBe('sent_to_amc_approver');
    const [audit] = await app.db
      .select()
      .from(auditTrail)
      .where(eq(auditTrail.entityId, a.id))
      .orderBy(desc(auditTrail.id));
    expect(audit).toMatchObject({
      action: 'status_change',
      actorRole: 'distributor',
      fromValue: 'draft',
      toValue: 'sent_to_amc_approver',
      reason: 'Send to AIF Approver',
    });
  });

  it('follows who prepared it, not who presses Send (0-product-decisions §12)', async () => {
    // Prepared by a distributor, sent by the AIF admin: to the AIF approver.
    const byDistributor = await createApplication(app.db);
    const res = await post(`/api/onboarding/applications/${byDistributor.id}/send`, 'amcadmin');
    expect(res.json()).toMatchObject({ status: 'sent_to_amc_approver' });
    // Prepared by the AIF admin, sent by the rm: to the investor, still a draft.
    const byAdmin = await createApplication(app.db, { preparedBy: 'amcadmin' });
    const sent = await post(`/api/onboarding/applications/${byAdmin.id}/send`, 'rm');
    expect(sent.json()).toMatchObject({ status: 'draft' });
    expect(sent.json().investorLink).toContain('/investment-details/');
  });

  it('sends a POA application to the POA approver', async () => {
    const a = await createApplication(app.db, { hasPoa: true });
    const res = await post(`/api/onboarding/applications/${a.id}/send`, 'rm');
    expect(res.json()).toMatchObject({ status: 'sent_to_poa_approver' });
  });

  it("amcadmin's Send to Investor keeps it draft and mails and texts the investor the details link", async () => {
    const a = await createApplication(app.db, { preparedBy: 'amcadmin' });
    const res = await post(`/api/onboarding/applications/${a.id}/send`, 'amcadmin');
    expect(res.statusCode).toBe(200);
    const link = `/investment-details/${a.applicants[0]!.referenceId}/details`;
    expect(res.json().status).toBe('draft');
    expect(res.json().investorLink).toBe(`http://localhost:4000${link}`);
    await app.messages.deliverDue();
    const mail = await app.outbox.list({ to: a.applicants[0]!.email });
    const sms = await app.outbox.list({ to: a.applicants[0]!.mobile });
    expect(mail[0]?.body).toContain(link);
    expect(sms[0]?.body).toContain(link);
    expect(await statusOf(app.db, a.id)).toBe('draft');
    // Now the investor's to complete (0-product-decisions §12).
    const [row] = await app.db.select().from(applications).where(eq(applications.id, a.id));
    expect(row!.sentToInvestorAt).toBeInstanceOf(Date);
  });

  it('refuses an application with steps left, naming them', async () => {
    const a = await createApplication(app.db, { currentStep: 6 });
    const res = await post(`/api/onboarding/applications/${a.id}/send`, 'rm');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      REVIEW_MESSAGES.incompleteSteps(['Bank Details', 'Investment and Payment Details', 'Document Details']),
    );
    expect(await statusOf(app.db, a.id)).toBe('draft');
  });

  it('refuses a status that does not allow it (409) and roles that may not send (403)', async () => {
    const sent = await createApplication(app.db, { status: 'sent_to_amc_approver' });
    expect((await post(`/api/onboarding/applications/${sent.id}/send`, 'rm')).statusCode).toBe(409);
    const draft = await createApplication(app.db);
    expect((await post(`/api/onboarding/applications/${draft.id}/send`, 'amcapprover')).statusCode).toBe(403);
    expect((await post(`/api/onboarding/applications/${draft.id}/send`, 'poaapprover')).statusCode).toBe(403);
  });

  it('answers 404 for an application the caller does not see', async () => {
    const a = await createApplication(app.db);
    expect((await post(`/api/onboarding/applications/${a.id}/send`, 'subdistributor')).statusCode).toBe(404);
  });
});

describe('approve and reject', () => {
  /** For every status and both approvers: what approve answers (POA applications, so both see them). */
  const approveOutcome = (
    status: ApplicationStatus,
    role: 'poaapprover' | 'amcapprover',
  ): number | ApplicationStatus => {
    if (status === 'sent_to_poa_approver') return role === 'poaapprover' ? 'sent_to_amc_approver' : 403;
    if (status === 'sent_to_amc_approver')
      return role === 'amcapprover' ? 'sent_to_authorised_signatories' : 403;
    return 409;
  };

  it.each(
    APPLICATION_STATUSES.flatMap((s) =>
      (['poaapprover', 'amcapprover'] as const).map((r) => [s, r] as const),
    ),
  )('approve at %s by %s', async (status, role) => {
    const a = await createApplication(app.db, { status, hasPoa: true });
    const res = await post(`/api/onboarding/applications/${a.id}/approve`, role);
    const expected = approveOutcome(status, role);
    if (typeof expected === 'number') {
      expect(res.statusCode).toBe(expected);
      expect(await statusOf(app.db, a.id)).toBe(status);
    } else {
      expect(res.statusCode).toBe(200);
      expect(await statusOf(app.db, a.id)).toBe(expected);
    }
  });

  it.each(
    APPLICATION_STATUSES.flatMap((s) =>
      (['poaapprover', 'amcapprover'] as const).map((r) => [s, r] as const),
    ),
  )('reject at %s by %s', async (status, role) => {
    const a = await createApplication(app.db, { status, hasPoa: true });
    const res = await post(`/api/onboarding/applications/${a.id}/reject`, role, {
      reason: 'Signature mismatch',
    });
    const mine =
      (status === 'sent_to_poa_approver' && role === 'poaapprover') ||
      (status === 'sent_to_amc_approver' && role === 'amcapprover');
    const theirs = status === 'sent_to_poa_approver' || status === 'sent_to_amc_approver';
    expect(res.statusCode).toBe(mine ? 200 : theirs ? 403 : 409);
    expect(await statusOf(app.db, a.id)).toBe(mine ? 'rejected' : status);
  });

  it('other roles may not approve or reject', async () => {
    const a = await createApplication(app.db, { status: 'sent_to_amc_approver' });
    for (const role of ['amcadmin', 'rm', 'distributor'] as const) {
      expect((await post(`/api/onboarding/applications/${a.id}/approve`, role)).statusCode).toBe(403);
      expect(
        (await post(`/api/onboarding/applications/${a.id}/reject`, role, { reason: 'x' })).statusCode,
      ).toBe(403);
    }
    expect(await statusOf(app.db, a.id)).toBe('sent_to_amc_approver');
  });

  it('needs a reason, and records the reason, the role and the time', async () => {
    const a = await createApplication(app.db, { status: 'sent_to_amc_approver' });
    const url = `/api/onboarding/applications/${a.id}/reject`;
    for (const body of [{}, { reason: '   ' }]) {
      const res = await post(url, 'amcapprover', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Reason is required',
        errors: [{ path: 'reason', message: 'Reason is required' }],
      });
    }
    const res = await post(url, 'amcapprover', { reason: 'PAN copy unreadable' });
    expect(res.statusCode).toBe(200);
    const [row] = await app.db.select().from(applications).where(eq(applications.id, a.id));
    expect(row).toMatchObject({
      status: 'rejected',
      rejectedReason: 'PAN copy unreadable',
      rejectedByRole: 'amcapprover',
    });
    expect(row!.rejectedAt).toBeInstanceOf(Date);
    const [audit] = await app.db
      .select()
      .from(auditTrail)
      .where(eq(auditTrail.entityId, a.id))
      .orderBy(desc(auditTrail.id));
    expect(audit).toMatchObject({
      toValue: 'rejected',
      reason: 'PAN copy unreadable',
      actorRole: 'amcapprover',
    });
  });

  describe("needs the plan's investment manager and trustee, who e-sign after the investor", () => {
    /** A copy of the application's series with the signers `values` says, the application moved onto it. */
    async function onPlanWith(
      a: { id: string },
      values: Partial<typeof plans.$inferInsert>,
    ): Promise<string> {
      const [row] = await app.db.select().from(applications).where(eq(applications.id, a.id));
      const [plan] = await app.db.select().from(plans).where(eq(plans.id, row!.planId!));
      const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = plan!;
      const [copy] = await app.db
        .insert(plans)
        .values({ ...rest, planCode: `T-${a.id.slice(0, 8)}`, ...values })
        .returning();
      await app.db.update(applications).set({ planId: copy!.id }).where(eq(applications.id, a.id));
      return copy!.id;
    }

    it.each<[string, Partial<typeof plans.$inferInsert>, string[]]>([
      ['no investment manager', { fundManagerId: null }, ['Investment Manager']],
      ['no trustee', { trusteeId: null }, ['Trustee']],
      ['neither', { fundManagerId: null, trusteeId: null }, ['Investment Manager', 'Trustee']],
    ])(
      'refuses an approval leading to e-sign on a plan with %s (409), changing nothing',
      async (_, values, who) => {
        const a = await createApplication(app.db, { status: 'sent_to_amc_approver' });
        await onPlanWith(a, values);
        const res = await post(`/api/onboarding/applications/${a.id}/approve`, 'amcapprover');
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(REVIEW_MESSAGES.planSignersMissing(who));
        expect(await statusOf(app.db, a.id)).toBe('sent_to_amc_approver');
        expect(await invitationsOf(app.db, a.id)).toHaveLength(0);
        const audits = await app.db.select().from(auditTrail).where(eq(auditTrail.entityId, a.id));
        expect(audits).toHaveLength(0);
      },
    );

    it('refuses an application without a series, and a signer switched off', async () => {
      const none = await createApplication(app.db, { status: 'sent_to_amc_approver' });
      await app.db.update(applications).set({ planId: null }).where(eq(applications.id, none.id));
      const res = await post(`/api/onboarding/applications/${none.id}/approve`, 'amcapprover');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(REVIEW_MESSAGES.planSignersMissing(['Investment Manager', 'Trustee']));

      const [off] = await app.db
        .insert(users)
        .values({ role: 'trustee', name: 'Former Trustee', phone: '9333333301', isActive: false })
        .returning();
      const inactive = await createApplication(app.db, { status: 'sent_to_amc_approver' });
      await onPlanWith(inactive, { trusteeId: off!.id });
      const refused = await post(`/api/onboarding/applications/${inactive.id}/approve`, 'amcapprover');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(REVIEW_MESSAGES.planSignersMissing(['Trustee']));
    });

    it("applies to the POA approver's approval too, and not to an msar (paper-signed) fund", async () => {
      const poa = await createApplication(app.db, { status: 'sent_to_poa_approver', hasPoa: true });
      await onPlanWith(poa, { trusteeId: null });
      const res = await post(`/api/onboarding/applications/${poa.id}/approve`, 'poaapprover');
      expect(res.statusCode).toBe(409);
      expect(await statusOf(app.db, poa.id)).toBe('sent_to_poa_approver');

      const msar = await createApplication(app.db, { status: 'sent_to_amc_approver', fund: 'msar' });
      await onPlanWith(msar, { fundManagerId: null, trusteeId: null });
      const ok = await post(`/api/onboarding/applications/${msar.id}/approve`, 'amcapprover');
      expect(ok.statusCode).toBe(200);
      expect(ok.json().status).toBe('approved_by_amc_approver');
    });
  });

  it('AIF approval of an msar application stops at approved_by_amc_approver without a sign document', async () => {
    const a = await createApplication(app.db, { status: 'sent_to_amc_approver', fund: 'msar' });
    const res = await post(`/api/onboarding/applications/${a.id}/approve`, 'amcapprover');
    expect(res.json().status).toBe('approved_by_amc_approver');
    expect(
      await app.db.select().from(esignDocuments).where(eq(esignDocuments.applicationId, a.id)),
    ).toHaveLength(0);
  });

  it('AIF approval of an individual application sends it to the 1st applicant and generates the sign document', async () => {
    const a = await createApplication(app.db, {
      status: 'sent_to_amc_approver',
      applicantNames: ['Asha Verma', 'Ravi Verma'],
    });
    const res = await post(`/api/onboarding/applications/${a.id}/approve`, 'amcapprover');
    expect(res.json().status).toBe('sent_to_applicant1');
    const invitations = await invitationsOf(app.db, a.id);
    expect(invitations.map((i) => [i.signer, i.signerOrder, i.status])).toEqual([
      ['applicant1', 1, 'pendingsignature'],
      ['applicant2', 2, 'pendingsignature'],
      ['fundmanager', 3, 'pendingsignature'],
      ['trustee', 4, 'pendingsignature'],
    ]);
    expect(invitations[0]!.invitedAt).toBeInstanceOf(Date);
    expect(invitations[1]!.invitedAt).toBeNull();
    await app.messages.deliverDue();
    const mail = await app.outbox.list({ to: a.applicants[0]!.email });
    expect(mail[0]?.body).toContain(new URL(invitations[0]!.invitationUrl).pathname);
    expect(await app.outbox.list({ to: a.applicants[1]!.email })).toHaveLength(0);
  });
});
