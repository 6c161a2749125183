import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_SUPPORT_MESSAGES,
  APPLICATION_STATUS_CHANGE_PATHS,
  API_MESSAGES,
  type Role,
} from '@aif/contracts';
import { applications, auditTrail, esignDocuments, esignInvitations, users } from '../../db/schema';
import { TestClock, bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { createApplication, invitationsOf, pathOf, signViaSandbox, statusOf } from '../esign/test-helpers';
import { expiredAtOf } from './application-status';

// Admin Support's "change expired status" and "change status to draft" (doc 3 §7; 0-product-decisions §3).
let db: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock();
const DAY = 86_400_000;
const ALL_FLAGS = { adminSupport: true, applicationStatusChangeAccess: true };

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db, { clock: clock.now });
});
beforeEach(() => setFlags(ALL_FLAGS));
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const setFlags = (flags: Record<string, boolean>) =>
  app.db.update(users).set({ flags }).where(eq(users.role, 'amcadmin'));
// A fresh token each call: the tests move the clock past the session lifetime.
const call = async (url: string, payload?: object, role: Role = 'amcadmin') =>
  app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api${url}`,
    headers: bearer(await tokenFor(app, role)),
    payload,
  });
const fromExpired = (applicationNumber: string, applicationStatus: string) =>
  call(APPLICATION_STATUS_CHANGE_PATHS.fromExpired, { applicationNumber, applicationStatus });
const moveToDraft = (applicationNumber: string) =>
  call(APPLICATION_STATUS_CHANGE_PATHS.moveToDraft, { applicationNumber });

const documentsOf = (applicationId: string) =>
  app.db
    .select()
    .from(esignDocuments)
    .where(eq(esignDocuments.applicationId, applicationId))
    .orderBy(esignDocuments.createdAt);
const rowOf = async (id: string) =>
  (await app.db.select().from(applications).where(eq(applications.id, id)))[0]!;
const adminSupportMoves = (id: string) =>
  app.db
    .select()
    .from(auditTrail)
    .where(and(eq(auditTrail.entityId, id), eq(auditTrail.reason, 'admin_support')));

/** Approved by the AIF approver: the sign document generated, the 1st applicant invited. */
async function approvedForSigning(names = ['Asha Verma']) {
  const a = await createApplication(app.db, { status: 'sent_to_amc_approver', applicantNames: names });
  const res = await call(`/onboarding/applications/${a.id}/approve`, {}, 'amcapprover');
  expect(res.json().status).toBe('sent_to_applicant1');
  return a;
}

/** Expired by the expiry job; with two applicants the 1st signs first, so it expires awaiting the 2nd. */
async function expired(names = ['Asha Verma']) {
  const a = await approvedForSigning(names);
  if (names.length > 1) {
    const [first] = await invitationsOf(app.db, a.id);
    expect((await signViaSandbox(app, first!.invitationUrl, a.applicants[0]!.mobile)).statusCode).toBe(200);
  }
  clock.advance(31 * DAY);
  await app.esign.runExpiryJob();
  expect(await statusOf(app.db, a.id)).toBe('invitationexpired');
  return a;
}

describe('access', () => {
  it('answers the flag to an AIF admin with Admin Support, 403 without it or to another role', async () => {
    expect((await call(APPLICATION_STATUS_CHANGE_PATHS.access)).json()).toEqual({
      applicationStatusChangeAccess: true,
    });
    await setFlags({ adminSupport: true });
    expect((await call(APPLICATION_STATUS_CHANGE_PATHS.access)).json()).toEqual({
      applicationStatusChangeAccess: false,
    });
    await setFlags({ applicationStatusChangeAccess: true });
    expect((await call(APPLICATION_STATUS_CHANGE_PATHS.access)).statusCode).toBe(403);
    expect((await call(APPLICATION_STATUS_CHANGE_PATHS.access, undefined, 'rm')).statusCode).toBe(403);
  });

  it.each([
    ['adminSupport', { applicationStatusChangeAccess: true }],
    ['applicationStatusChangeAccess', { adminSupport: true, unlockingAccess: true }],
  ])('refuses both moves without %s (read fresh), before reading the body', async (_flag, flags) => {
    const a = await createApplication(app.db, { status: 'sent_to_amc_approver' });
    await setFlags(flags);
    for (const res of [
      await moveToDraft(a.applicationNumber),
      await fromExpired(a.applicationNumber, 'draft'),
      await call(APPLICATION_STATUS_CHANGE_PATHS.moveToDraft, {}),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: API_MESSAGES.notAuthorized });
    }
    expect(await statusOf(app.db, a.id)).toBe('sent_to_amc_approver');
    // Granted again: the same call goes through at once, no new sign-in.
    await setFlags(ALL_FLAGS);
    expect((await moveToDraft(a.applicationNumber)).statusCode).toBe(200);
  });

  it('is refused to other roles by the route table', async () => {
    const a = await createApplication(app.db, { status: 'sent_to_amc_approver' });
    for (const role of ['rm', 'amcapprover', 'superadmin'] as const)
      expect(
        (
          await call(
            APPLICATION_STATUS_CHANGE_PATHS.moveToDraft,
            { applicationNumber: a.applicationNumber },
            role,
          )
        ).statusCode,
      ).toBe(403);
  });
});

describe('change expired status', () => {
  it('re-invites the signer the application expired at: a fresh invitation sent, the old link dead', async () => {
    const a = await expired(['Asha Verma', 'Ravi Verma']);
    const [oldDoc] = await documentsOf(a.id);
    const oldSecond = (await invitationsOf(app.db, a.id)).find((i) => i.signer === 'applicant2')!;
    const before = await rowOf(a.id);

    const res = await fromExpired(a.applicationNumber.toLowerCase(), 'approved_by_applicant1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: ADMIN_SUPPORT_MESSAGES.movedFromExpired('Approved by 1st applicant'),
    });
    const after = await rowOf(a.id);
    expect(after.status).toBe('approved_by_applicant1');
    expect(after.version).toBe(before.version + 1);

    // The expired document is cancelled; a fresh one starts at the 2nd applicant, invited now.
    const docs = await documentsOf(a.id);
    expect(docs.map((d) => [d.id === oldDoc!.id, d.status])).toEqual([
      [true, 'cancelled'],
      [false, 'pending'],
    ]);
    const all = await invitationsOf(app.db, a.id);
    expect(all.filter((i) => i.documentId === oldDoc!.id).map((i) => [i.signer, i.status])).toEqual([
      ['applicant1', 'signed'],
      ['applicant2', 'cancelled'],
      ['fundmanager', 'cancelled'],
      ['trustee', 'cancelled'],
    ]);
    const fresh = all.filter((i) => i.documentId === docs[1]!.id);
    expect(fresh.map((i) => i.signer)).toEqual(['applicant2', 'fundmanager', 'trustee']);
    expect(fresh[0]!.invitedAt).not.toBeNull();
    expect(fresh[0]!.invitationUrl).not.toBe(oldSecond.invitationUrl);
    await app.messages.deliverDue();
    const mail = await app.outbox.list({ to: a.applicants[1]!.email });
    const sms = await app.outbox.list({ to: `+91${a.applicants[1]!.mobile}` });
    expect(mail.some((m) => m.body.includes(fresh[0]!.invitationUrl))).toBe(true);
    expect(sms.some((m) => m.body.includes(fresh[0]!.invitationUrl))).toBe(true);

    // Audited in the move's transaction: who, role, from, to, why.
    const [admin] = await app.db.select().from(users).where(eq(users.role, 'amcadmin'));
    expect(await adminSupportMoves(a.id)).toEqual([
      expect.objectContaining({
        actorId: admin!.id,
        actorRole: 'amcadmin',
        action: 'status_change',
        entity: 'application',
        fromValue: 'invitationexpired',
        toValue: 'approved_by_applicant1',
      }),
    ]);

    // The old link's signing page refuses; the fresh one signs and the application moves on.
    const page = await app.inject({ method: 'GET', url: pathOf(oldSecond.invitationUrl) });
    expect(page.body).toContain('This signing invitation has expired.');
    expect((await signViaSandbox(app, oldSecond.invitationUrl, a.applicants[1]!.mobile)).statusCode).toBe(
      409,
    );
    expect((await signViaSandbox(app, fresh[0]!.invitationUrl, a.applicants[1]!.mobile)).statusCode).toBe(
      200,
    );
    expect(await statusOf(app.db, a.id)).toBe('approved_by_applicant2');
  });

  it('refuses a signing stage other than the one it expired at, naming that one', async () => {
    const a = await expired();
    for (const target of [
      'approved_by_applicant1',
      'approved_by_fundmanager',
      'approved_by_trustee',
      'approved_by_amc_approver',
      'signed',
      'rejected',
      'invitationexpired',
    ]) {
      const res = await fromExpired(a.applicationNumber, target);
      expect([target, res.statusCode, res.json().message]).toEqual([
        target,
        409,
        ADMIN_SUPPORT_MESSAGES.wrongTarget('Sent to 1st applicant'),
      ]);
    }
    // No POA: not the POA approver's either.
    expect((await fromExpired(a.applicationNumber, 'sent_to_poa_approver')).statusCode).toBe(409);
    expect(await statusOf(app.db, a.id)).toBe('invitationexpired');
    expect(await adminSupportMoves(a.id)).toEqual([]);
  });

  it('goes back before signing (AIF approver, draft) without inviting anyone', async () => {
    const a = await expired();
    const res = await fromExpired(a.applicationNumber, 'sent_to_amc_approver');
    expect(res.json()).toEqual({ message: ADMIN_SUPPORT_MESSAGES.movedFromExpired('Sent to AIF approver') });
    expect(await statusOf(app.db, a.id)).toBe('sent_to_amc_approver');
    expect((await documentsOf(a.id)).map((d) => d.status)).toEqual(['expired']);
    // The AIF approver approves again: a fresh document, the investor invited.
    expect((await call(`/onboarding/applications/${a.id}/approve`, {}, 'amcapprover')).statusCode).toBe(200);
    expect((await documentsOf(a.id)).map((d) => d.status)).toEqual(['expired', 'pending']);

    const b = await expired();
    await app.db.update(applications).set({ sentToInvestorAt: clock.now() }).where(eq(applications.id, b.id));
    expect((await fromExpired(b.applicationNumber, 'draft')).statusCode).toBe(200);
    expect(await rowOf(b.id)).toMatchObject({ status: 'draft', sentToInvestorAt: null });
  });

  it('answers 404 for an unknown number and 409 for an application that has not expired', async () => {
    const missing = await fromExpired('ZZ999999', 'draft');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ADMIN_SUPPORT_MESSAGES.applicationNotFound);
    const a = await createApplication(app.db, { status: 'sent_to_amc_approver' });
    const res = await fromExpired(a.applicationNumber, 'draft');
    expect([res.statusCode, res.json().message]).toEqual([409, ADMIN_SUPPORT_MESSAGES.notExpired]);
    const deleted = await createApplication(app.db, { status: 'invitationexpired' });
    await app.db.update(applications).set({ deletedAt: clock.now() }).where(eq(applications.id, deleted.id));
    expect((await fromExpired(deleted.applicationNumber, 'draft')).statusCode).toBe(404);
  });

  it('invites again on the next expiry run when the provider is down at the move', async () => {
    const a = await expired();
    const create = jest.spyOn(app.esignProvider, 'createDocument').mockRejectedValueOnce(new Error('down'));
    try {
      expect((await fromExpired(a.applicationNumber, 'sent_to_applicant1')).statusCode).toBe(200);
    } finally {
      create.mockRestore();
    }
    expect((await documentsOf(a.id)).map((d) => d.status)).toEqual(['cancelled']);
    await app.esign.runExpiryJob();
    expect((await documentsOf(a.id)).map((d) => d.status)).toEqual(['cancelled', 'pending']);
    expect(await statusOf(app.db, a.id)).toBe('sent_to_applicant1');
  });
});

describe('the stage an application expired at', () => {
  it('is read from the expired document when the audit trail has no expiry', async () => {
    const a = await approvedForSigning(['Asha Verma', 'Ravi Verma']);
    const [first] = await invitationsOf(app.db, a.id);
    expect((await signViaSandbox(app, first!.invitationUrl, a.applicants[0]!.mobile)).statusCode).toBe(200);
    // Expired by hand, as data from before the audit trail would be.
    await app.db.update(applications).set({ status: 'invitationexpired' }).where(eq(applications.id, a.id));
    await app.db
      .update(esignDocuments)
      .set({ status: 'expired' })
      .where(eq(esignDocuments.applicationId, a.id));
    await app.db
      .update(esignInvitations)
      .set({ status: 'expired' })
      .where(and(eq(esignInvitations.applicationId, a.id), eq(esignInvitations.status, 'pendingsignature')));
    const row = await rowOf(a.id);
    expect(await app.db.transaction((tx) => expiredAtOf(tx, row))).toBe('approved_by_applicant1');
  });

  it('is unknown without either: only a status before signing is offered', async () => {
    const a = await createApplication(app.db, { status: 'invitationexpired' });
    const res = await fromExpired(a.applicationNumber, 'sent_to_applicant1');
    expect([res.statusCode, res.json().message]).toEqual([409, ADMIN_SUPPORT_MESSAGES.stageUnknown]);
    expect((await fromExpired(a.applicationNumber, 'draft')).statusCode).toBe(200);
  });
});

describe('move to draft', () => {
  it('cancels the pending invitations: the investor link stops working', async () => {
    const a = await approvedForSigning();
    const [inv] = await invitationsOf(app.db, a.id);
    const before = await rowOf(a.id);
    const res = await moveToDraft(a.applicationNumber);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ADMIN_SUPPORT_MESSAGES.movedToDraft });
    expect(await rowOf(a.id)).toMatchObject({ status: 'draft', version: before.version + 1 });
    expect((await documentsOf(a.id)).map((d) => d.status)).toEqual(['cancelled']);
    expect((await invitationsOf(app.db, a.id)).map((i) => i.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect((await app.inject({ method: 'GET', url: pathOf(inv!.invitationUrl) })).body).toContain(
      'This signing invitation has expired.',
    );
    expect((await signViaSandbox(app, inv!.invitationUrl, a.applicants[0]!.mobile)).statusCode).toBe(409);
    expect(await adminSupportMoves(a.id)).toEqual([
      expect.objectContaining({ actorRole: 'amcadmin', fromValue: 'sent_to_applicant1', toValue: 'draft' }),
    ]);
    // Nothing re-issues a document for a draft.
    await app.esign.runExpiryJob();
    expect((await documentsOf(a.id)).map((d) => d.status)).toEqual(['cancelled']);
  });

  it.each(['rejected', 'sent_to_amc_approver', 'sent_to_poa_approver', 'invitationexpired'] as const)(
    'moves %s to draft',
    async (status) => {
      const a = await createApplication(app.db, { status, hasPoa: status === 'sent_to_poa_approver' });
      expect((await moveToDraft(a.applicationNumber)).statusCode).toBe(200);
      expect(await statusOf(app.db, a.id)).toBe('draft');
    },
  );

  it.each([
    ['signed', ADMIN_SUPPORT_MESSAGES.cannotMoveToDraft],
    ['completed', ADMIN_SUPPORT_MESSAGES.cannotMoveToDraft],
    ['draft', ADMIN_SUPPORT_MESSAGES.alreadyDraft],
  ] as const)('refuses %s', async (status, message) => {
    const a = await createApplication(app.db, { status });
    const res = await moveToDraft(a.applicationNumber);
    expect([res.statusCode, res.json().message]).toEqual([409, message]);
    expect(await statusOf(app.db, a.id)).toBe(status);
    expect(await adminSupportMoves(a.id)).toEqual([]);
  });

  it('answers 404 for an unknown number and 400 without one', async () => {
    const res = await moveToDraft('NOPE0001');
    expect([res.statusCode, res.json().message]).toEqual([404, ADMIN_SUPPORT_MESSAGES.applicationNotFound]);
    expect((await moveToDraft('')).statusCode).toBe(400);
  });
});
