import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ESIGN_MESSAGES, ESIGN_SIGNATURE_HEADER, type EsignCallback } from '@aif/contracts';
import { applications, auditTrail, esignDocuments, signatories } from '../../db/schema';
import { TestClock, bearer, createTestApp, removeTempDirs, signIn, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { toMobileNumber } from '../../lib/phone';
import { signCallbackBody } from '../../providers/esign';
import {
  addSignatoryGroup,
  createApplication,
  invitationsOf,
  pathOf,
  pdfText,
  signViaSandbox,
  statusOf,
} from './test-helpers';

let db: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock();

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db, { clock: clock.now });
  // These fixtures carry only what signing reads (applicant, plan, signatory groups); the completeness the
  // approval rechecks is tested with whole applications in entity-send.test.ts and completeness.test.ts.
  jest.spyOn(app.applicationWizard, 'checkComplete').mockResolvedValue(undefined);
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const investorToken = async (mobile: string) =>
  (await app.sessions.issue({ kind: 'investor', number: toMobileNumber('+91', mobile) })).token;

async function approve(id: string) {
  return app.inject({
    method: 'POST',
    url: `/api/onboarding/applications/${id}/approve`,
    headers: bearer(await tokenFor(app, 'amcapprover')),
  });
}

async function postCallback(event: EsignCallback, signature?: string) {
  const raw = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/onboarding/esign/callback',
    headers: {
      'content-type': 'application/json',
      [ESIGN_SIGNATURE_HEADER]: signature ?? signCallbackBody(await app.esign.webhookSecret(), raw),
    },
    payload: raw,
  });
}

/**
 * A company with two groups: A (threshold 2) with three e-sign signatories and one who does not e-sign,
 * B (threshold 1) with two; approved, so every e-sign signatory is invited at once.
 */
async function entityWithTwoGroups() {
  const a = await createApplication(app.db, {
    status: 'sent_to_amc_approver',
    applicationType: 'non_individual',
    applicantNames: ['Acme Industries Pvt Ltd'],
  });
  const groupA = await addSignatoryGroup(app.db, a.id, {
    name: 'Board',
    threshold: 2,
    sno: 1,
    members: ['Anil Kapoor', 'Bina Shah', 'Chetan Rao', 'Dev Iyer'],
    noEsign: ['Dev Iyer'],
  });
  const groupB = await addSignatoryGroup(app.db, a.id, {
    name: 'Finance',
    threshold: 1,
    sno: 2,
    members: ['Esha Nair', 'Farah Khan'],
  });
  return { a, groupA, groupB };
}

describe('signing by authorised signatories in parallel, to each group threshold', () => {
  it('invites every e-sign signatory at once, completes at the thresholds, cancels the rest, then IM, trustee, signed PDF', async () => {
    const { a, groupA, groupB } = await entityWithTwoGroups();
    const res = await approve(a.id);
    expect(res.json().status).toBe('sent_to_authorised_signatories');

    const invs = await invitationsOf(app.db, a.id);
    expect(invs.map((i) => [i.signer, i.name, i.invitedAt !== null])).toEqual([
      ['authorised_signatories', 'Anil Kapoor', true],
      ['authorised_signatories', 'Bina Shah', true],
      ['authorised_signatories', 'Chetan Rao', true],
      ['authorised_signatories', 'Esha Nair', true],
      ['authorised_signatories', 'Farah Khan', true],
      ['fundmanager', 'Farhan Qureshi', false],
      ['trustee', 'Tara Menon', false],
    ]);
    expect(invs.slice(0, 3).every((i) => i.signatoryGroupId === groupA.id)).toBe(true);
    expect(invs[0]!.signatoryId).toBe(groupA.members[0]!.id);
    const [anil, bina, chetan, esha, farah, fm, tr] = invs;

    // Each signatory got its own link by SMS and e-mail.
    await app.messages.deliverDue();
    for (const [inv, who] of [
      [anil, groupA.members[0]],
      [esha, groupB.members[0]],
    ] as const) {
      const sms = await app.outbox.list({ to: `+91${who!.mobile}` });
      expect(sms.some((m) => m.channel === 'sms' && m.body.includes(inv!.invitationUrl))).toBe(true);
      const mail = await app.outbox.list({ to: who!.email });
      expect(mail.some((m) => m.body.includes(inv!.invitationUrl))).toBe(true);
    }

    // Forged, and out of turn (the investment manager before the groups are done): refused.
    const [doc] = await app.db.select().from(esignDocuments).where(eq(esignDocuments.applicationId, a.id));
    const event = (inv: typeof anil, eventId: string): EsignCallback => ({
      eventId,
      event: 'signed',
      documentId: doc!.providerDocumentId,
      invitationId: inv!.providerInvitationId,
      signedAt: new Date().toISOString(),
      method: 'Aadhaar OTP',
    });
    expect((await postCallback(event(anil, 'forged-1'), 'f'.repeat(64))).statusCode).toBe(401);
    const early = await postCallback(event(fm, 'fm-early'));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(ESIGN_MESSAGES.notYourTurn('Authorised Signatories'));
    // The sandbox page of the investment manager waits too.
    expect((await app.inject({ method: 'GET', url: pathOf(fm!.invitationUrl) })).body).toContain(
      'Waiting for',
    );

    // Anil signs on the sandbox page; the status waits for the thresholds. A replay is a duplicate.
    expect((await signViaSandbox(app, anil!.invitationUrl, groupA.members[0]!.mobile)).statusCode).toBe(200);
    expect(await statusOf(app.db, a.id)).toBe('sent_to_authorised_signatories');
    expect((await postCallback(event(anil, `sbx-${anil!.providerInvitationId}-signed`))).json()).toEqual({
      outcome: 'duplicate',
    });

    // Esha completes group B; Farah signs group B beyond its threshold while A still signs: recorded.
    expect((await signViaSandbox(app, esha!.invitationUrl, groupB.members[0]!.mobile)).statusCode).toBe(200);
    expect((await signViaSandbox(app, farah!.invitationUrl, groupB.members[1]!.mobile)).statusCode).toBe(200);
    expect(await statusOf(app.db, a.id)).toBe('sent_to_authorised_signatories');

    // The signing rows: one per signatory with its group, then the plan's signers.
    const [row] = await app.db.select().from(applications).where(eq(applications.id, a.id));
    const state = await app.esign.signDetails(row!);
    expect(state.signers.map((s) => [s.name, s.group ?? null, s.status])).toEqual([
      ['Anil Kapoor', 'Board', 'signed'],
      ['Bina Shah', 'Board', 'pendingsignature'],
      ['Chetan Rao', 'Board', 'pendingsignature'],
      ['Esha Nair', 'Finance', 'signed'],
      ['Farah Khan', 'Finance', 'signed'],
      ['Farhan Qureshi', null, 'pendingsignature'],
      ['Tara Menon', null, 'pendingsignature'],
    ]);

    // Bina completes group A: every group is done.
    expect((await signViaSandbox(app, bina!.invitationUrl, groupA.members[1]!.mobile)).statusCode).toBe(200);
    expect(await statusOf(app.db, a.id)).toBe('approved_by_authorised_signatories');
    const after = await invitationsOf(app.db, a.id);
    expect(after.map((i) => i.status)).toEqual([
      'signed',
      'signed',
      'cancelled',
      'signed',
      'signed',
      'pendingsignature',
      'pendingsignature',
    ]);
    expect(after[5]!.invitedAt).not.toBeNull();
    expect(after[6]!.invitedAt).toBeNull();
    const audit = await app.db
      .select()
      .from(auditTrail)
      .where(
        and(eq(auditTrail.entityId, a.id), eq(auditTrail.toValue, 'approved_by_authorised_signatories')),
      );
    expect(audit).toHaveLength(1);

    // Chetan's invitation is no longer needed: its page says so and a late callback is refused.
    const page = await app.inject({ method: 'GET', url: pathOf(chetan!.invitationUrl) });
    expect(page.body).toContain('no longer needed');
    expect(page.body).not.toContain('Send OTP');
    const late = await postCallback(event(chetan, 'chetan-late'));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ESIGN_MESSAGES.signatureNotNeeded);

    // The trustee cannot sign before the investment manager.
    expect((await postCallback(event(tr, 'tr-early'))).statusCode).toBe(409);
    expect((await signViaSandbox(app, fm!.invitationUrl, '+919000000005')).statusCode).toBe(200);
    expect(await statusOf(app.db, a.id)).toBe('approved_by_fundmanager');
    expect((await signViaSandbox(app, tr!.invitationUrl, '+919000000006')).statusCode).toBe(200);
    expect(await statusOf(app.db, a.id)).toBe('signed');

    // One signature page per actual signer: four signatories, the investment manager, the trustee.
    const signed = await app.inject({
      url: `/api/pdf/onboarding-application/signed-pdf/${a.id}`,
      headers: bearer(await tokenFor(app, 'amcapprover')),
    });
    expect(signed.statusCode).toBe(200);
    const text = pdfText(signed.rawPayload);
    expect(text).toContain('Signature Page 6 of 6');
    expect(text).not.toContain('Signature Page 7');
    // The application's own pages list every signatory; the signature pages only those who signed.
    const pages = text.slice(text.indexOf('Signature Page 1 of 6'));
    for (const who of ['Anil Kapoor', 'Bina Shah', 'Esha Nair', 'Farah Khan', 'Authorised Signatory (Board)'])
      expect(pages).toContain(who);
    expect(pages).not.toContain('Chetan Rao');
  });

  it('refuses generation with a clear 400 below a threshold, without contact, or with no group', async () => {
    const none = await createApplication(app.db, {
      status: 'sent_to_authorised_signatories',
      applicationType: 'non_individual',
    });
    await expect(app.esign.generate(none.id, { id: null, role: null })).rejects.toMatchObject({
      statusCode: 400,
      message: ESIGN_MESSAGES.noSignatories,
    });
    const below = await createApplication(app.db, {
      status: 'sent_to_authorised_signatories',
      applicationType: 'non_individual',
    });
    await addSignatoryGroup(app.db, below.id, {
      name: 'Board',
      threshold: 2,
      sno: 1,
      members: ['Anil Kapoor', 'Bina Shah'],
      noEsign: ['Bina Shah'],
    });
    await expect(app.esign.generate(below.id, { id: null, role: null })).rejects.toMatchObject({
      statusCode: 400,
      message: ESIGN_MESSAGES.groupBelowThreshold('Board', 1, 2),
    });
    expect(await invitationsOf(app.db, below.id)).toEqual([]);
    const mute = await createApplication(app.db, {
      status: 'sent_to_authorised_signatories',
      applicationType: 'non_individual',
    });
    const g = await addSignatoryGroup(app.db, mute.id, {
      name: 'Board',
      threshold: 1,
      sno: 1,
      members: ['Anil Kapoor'],
    });
    await app.db
      .update(signatories)
      .set({ mobile: null, email: null })
      .where(eq(signatories.id, g.members[0]!.id));
    await expect(app.esign.generate(mute.id, { id: null, role: null })).rejects.toMatchObject({
      statusCode: 400,
      message: ESIGN_MESSAGES.signerContactMissing('Anil Kapoor (Board)'),
    });
  });
});

describe('an msar entity application', () => {
  it('is signed on paper: approval awaits the signed documents, no signatory is invited', async () => {
    const a = await createApplication(app.db, {
      status: 'sent_to_amc_approver',
      applicationType: 'non_individual',
      applicantNames: ['Paper Mills Pvt Ltd'],
      fund: 'msar',
    });
    await addSignatoryGroup(app.db, a.id, { name: 'Board', threshold: 1, sno: 1, members: ['Gita Rao'] });
    const res = await approve(a.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('approved_by_amc_approver');
    expect(await invitationsOf(app.db, a.id)).toEqual([]);
  });
});

describe('POA holder signing (individual POA application)', () => {
  it('is refused until a POA holder exists, then the POA holder signs as the one group, threshold 1', async () => {
    const a = await createApplication(app.db, {
      status: 'sent_to_amc_approver',
      hasPoa: true,
      poaHolder: false,
    });
    expect((await approve(a.id)).json().status).toBe('sent_to_authorised_signatories');
    // No POA holder: approval stands, generation is refused with the reason.
    expect(await invitationsOf(app.db, a.id)).toEqual([]);
    await expect(app.esign.generate(a.id, { id: null, role: null })).rejects.toMatchObject({
      statusCode: 400,
      message: ESIGN_MESSAGES.noPoaHolder,
    });
    const poa = await addSignatoryGroup(app.db, a.id, {
      kind: 'poa_holder',
      threshold: 1,
      sno: 1,
      members: ['Meera Pillai', 'Nikhil Das'],
    });
    // The POA holder signs in with its own mobile, opens the application and presses e-Sign.
    const token = await investorToken(poa.members[0]!.mobile);
    const ref = a.applicants[0]!.referenceId;
    const details = await app.inject({
      url: `/api/onboarding/esign/application-details/${ref}`,
      headers: bearer(token),
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().signDetails).toMatchObject({ mySigner: 'authorised_signatories', myTurn: true });
    const sign = await app.inject({
      method: 'POST',
      url: `/api/onboarding/esign/sign/${ref}`,
      headers: bearer(token),
    });
    expect(sign.statusCode).toBe(200);
    const invs = await invitationsOf(app.db, a.id);
    expect(sign.json().url).toBe(invs[0]!.invitationUrl);
    expect(invs[0]!.signatoryId).toBe(poa.members[0]!.id);
    expect(sign.json().signDetails.signers[0]).toMatchObject({ name: 'Meera Pillai', group: 'POA Holder' });

    expect((await signViaSandbox(app, invs[0]!.invitationUrl, poa.members[0]!.mobile)).statusCode).toBe(200);
    expect(await statusOf(app.db, a.id)).toBe('approved_by_authorised_signatories');
    expect((await invitationsOf(app.db, a.id)).map((i) => i.status)).toEqual([
      'signed',
      'cancelled',
      'pendingsignature',
      'pendingsignature',
    ]);
    // The other POA holder's e-Sign now says its signature is not needed.
    const other = await app.inject({
      method: 'POST',
      url: `/api/onboarding/esign/sign/${ref}`,
      headers: bearer(await investorToken(poa.members[1]!.mobile)),
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(ESIGN_MESSAGES.signatureNotNeeded);
  });
});

describe('sign-in of an authorised signatory', () => {
  it('reaches only its application, read-only, with its own invitation; a save is 403', async () => {
    const { a, groupA } = await entityWithTwoGroups();
    const otherCompany = await entityWithTwoGroups();
    await approve(a.id);
    const anil = groupA.members[0]!;
    const ref = a.applicants[0]!.referenceId;

    // It signs in by OTP with its own mobile and lands on the company's application (its first applicant's link).
    const { token, user } = await signIn(app, anil.mobile);
    expect(user).toMatchObject({ role: 'investor', name: 'Anil Kapoor', referenceIds: [ref] });
    const own = await app.inject({ url: `/api/onboarding/applications/${a.id}`, headers: bearer(token) });
    expect(own.statusCode).toBe(200);
    const [mine] = (await invitationsOf(app.db, a.id)).filter((i) => i.signatoryId === anil.id);
    expect(own.json().signDetails).toEqual({ status: 'pendingsignature', url: mine!.invitationUrl });
    const foreign = await app.inject({
      url: `/api/onboarding/applications/${otherCompany.a.id}`,
      headers: bearer(token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (
        await app.inject({
          url: `/api/onboarding/esign/application-details/${otherCompany.a.applicants[0]!.referenceId}`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(404);

    // The landing: the application with its own e-Sign opening its own invitation.
    const details = await app.inject({
      url: `/api/onboarding/esign/application-details/${ref}`,
      headers: bearer(token),
    });
    expect(details.json().signDetails).toMatchObject({
      url: mine!.invitationUrl,
      mySigner: 'authorised_signatories',
      myTurn: true,
    });
    const sign = await app.inject({
      method: 'POST',
      url: `/api/onboarding/esign/sign/${ref}`,
      headers: bearer(token),
    });
    expect(sign.json().url).toBe(mine!.invitationUrl);

    // It never edits.
    const save = await app.inject({
      method: 'POST',
      url: `/api/onboarding/applications/${a.id}/update`,
      headers: bearer(token),
      payload: { step: 'contact-details', saveType: 'saveForLater', version: own.json().version, data: {} },
    });
    expect(save.statusCode).toBe(403);
    expect(save.json().message).toBe(ESIGN_MESSAGES.signatoryReadOnly);

    // Get Link: one row per signatory with its own invitation and group.
    const links = await app.inject({
      url: `/api/onboarding/applications/${a.id}/link-targets`,
      headers: bearer(await tokenFor(app, 'amcapprover')),
    });
    const rows = (links.json().targets as { name: string; group?: string; signatureBy: string }[]).filter(
      (t) => t.signatureBy === 'authorised_signatories',
    );
    expect(rows.map((r) => [r.name, r.group])).toEqual([
      ['Anil Kapoor', 'Board'],
      ['Bina Shah', 'Board'],
      ['Chetan Rao', 'Board'],
      ['Esha Nair', 'Finance'],
      ['Farah Khan', 'Finance'],
    ]);
  });
});
