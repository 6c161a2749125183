import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ESIGN_SIGNATURE_HEADER, type Role } from '@aif/contracts';
import { esignDocuments, esignInvitations, messages } from '../../db/schema';
import {
  TestClock,
  STAFF_PHONE,
  bearer,
  createTestApp,
  removeTempDirs,
  seal,
  tokenFor,
} from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { ONB, expectOk, individualPan, nextMobile, verifyPan } from '../../testing/onboarding';
import { ScriptedProvider } from '../../testing/providers';
import { signCallbackBody, type EsignCreateInput, type EsignProvider } from '../../providers/esign';
import { createApplication, invitationsOf, pathOf } from '../esign/test-helpers';
import type { MessageKind } from './types';

/**
 * Every message the product sends goes through the queue, and every link in it comes from the
 * configuration (PUBLIC_URL; in sandbox mode http://localhost:<PORT>), never from the request's Host.
 * Each request below carries a forged Host; the SMS and e-mail provider fails while they run.
 */
let db: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock();
const provider = new ScriptedProvider();
const tokens = {} as Record<Role, string>;
const FORGED = 'evil.example';
const forged = { host: FORGED, 'x-forwarded-host': FORGED, 'x-forwarded-proto': 'https' };

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db, { clock: clock.now, providers: { sms: provider, email: provider } });
  for (const r of ['rm', 'amcadmin', 'amcapprover'] as const) tokens[r] = await tokenFor(app, r);
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const as = (role: Role) => ({ ...forged, ...bearer(tokens[role]) });

/** Each action that sends something, with a forged Host; each must answer 200 while the provider fails. */
async function everyAction(target: FastifyInstance): Promise<{ investorLink: string }> {
  const role = as;
  const ok = (res: { statusCode: number; body: string }) => expectOk(res as never);

  // Sign-in OTP (SMS).
  ok(
    await target.inject({
      method: 'POST',
      url: '/api/users/login/send-otp',
      headers: forged,
      payload: { payload: await seal(target, { phone: STAFF_PHONE.rm, countryCode: '+91' }) },
    }),
  );

  // Onboarding contact OTP (SMS and e-mail), then the consent e-mail and its re-send.
  const panToken = async () => {
    const res = await verifyPan(target, tokens.rm, {
      pan: individualPan(Math.floor(Math.random() * 9000) + 1),
    });
    expectOk(res);
    return res.json().panVerificationToken as string;
  };
  const contact = { countryCode: '+91', countryNameAndCode: 'India: +91' };
  ok(
    await target.inject({
      method: 'POST',
      url: ONB.sendOtp,
      headers: role('rm'),
      payload: {
        payload: await seal(target, {
          ...contact,
          panVerificationToken: await panToken(),
          phoneNumber: nextMobile(),
          emailId: 'contact.otp@investor.example',
        }),
      },
    }),
  );
  const consent = await target.inject({
    method: 'POST',
    url: ONB.sendConsent,
    headers: role('rm'),
    payload: {
      ...contact,
      panVerificationToken: await panToken(),
      phoneNumber: nextMobile(),
      emailId: 'consent@investor.example',
    },
  });
  ok(consent);
  ok(
    await target.inject({
      method: 'POST',
      url: ONB.resendConsent(consent.json().consentId),
      headers: role('rm'),
    }),
  );

  // Send to Investor: the details link by e-mail and SMS.
  const draft = await createApplication(target.db, { preparedBy: 'amcadmin' });
  const sent = await target.inject({
    method: 'POST',
    url: `/api/onboarding/applications/${draft.id}/send`,
    headers: role('amcadmin'),
  });
  ok(sent);

  // Approval that leads to signing: the first signer's invitation; the investor's e-sign OTP.
  const signing = await createApplication(target.db, { status: 'sent_to_amc_approver' });
  ok(
    await target.inject({
      method: 'POST',
      url: `/api/onboarding/applications/${signing.id}/approve`,
      headers: role('amcapprover'),
    }),
  );
  ok(
    await target.inject({
      method: 'GET',
      url: `/api/onboarding/esign/get-otp/${signing.applicants[0]!.referenceId}`,
      headers: forged,
    }),
  );

  // The sandbox signing page's OTP for the first signer.
  const [first] = await invitationsOf(target.db, signing.id);
  if (target.esignProvider.sandbox)
    ok(
      await target.inject({
        method: 'POST',
        url: `${pathOf(first!.invitationUrl)}/send-otp`,
        headers: forged,
      }),
    );

  // The first signer signs (the provider's callback): the next signer's invitation.
  const [doc] = await target.db.select().from(esignDocuments).where(eq(esignDocuments.id, first!.documentId));
  const event = JSON.stringify({
    eventId: `evt-${first!.id}`,
    event: 'signed',
    documentId: doc!.providerDocumentId,
    invitationId: first!.providerInvitationId,
    signedAt: clock.now().toISOString(),
    method: 'OTP',
  });
  ok(
    await target.inject({
      method: 'POST',
      url: '/api/onboarding/esign/callback',
      headers: {
        ...forged,
        'content-type': 'application/json',
        [ESIGN_SIGNATURE_HEADER]: signCallbackBody(await target.esign.webhookSecret(), event),
      },
      payload: event,
    }),
  );
  return { investorLink: sent.json().investorLink as string };
}

describe('messages of every kind', () => {
  it('are queued, not sent in the request; later sent with links from the configuration only', async () => {
    const publicUrl = app.config.publicUrl;
    expect(publicUrl).toBe('http://localhost:4000');
    provider.behaviour = 'fail';
    const { investorLink } = await everyAction(app);
    expect(provider.calls).toHaveLength(0);
    expect(investorLink.startsWith(`${publicUrl}/investment-details/`)).toBe(true);

    // The worker's first attempt fails (logged), the retry goes out.
    expect((await app.messages.deliverDue()).failed).toBeGreaterThan(0);
    provider.behaviour = 'ok';
    clock.advance(15_000);
    const run = await app.messages.deliverDue();
    expect(run.failed + run.gaveUp + run.expired).toBe(0);

    const rows = await app.db.select().from(messages);
    const kinds = new Set(rows.map((r) => r.kind));
    const all: MessageKind[] = [
      'sign_in_otp',
      'onboarding_otp',
      'consent_link',
      'investor_link',
      'esign_invitation',
      'esign_sign_in_otp',
      'esign_sandbox_otp',
    ];
    expect([...kinds].sort()).toEqual([...all].sort());
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    expect(provider.delivered).toHaveLength(rows.length);

    const texts = provider.delivered.map((m) => `${'subject' in m ? m.subject : ''}\n${m.body}`);
    for (const text of texts) expect(text).not.toContain(FORGED);
    const links = texts.flatMap((t) => t.match(/https?:\/\/[^\s]+/g) ?? []);
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const link of links) expect(link.startsWith(`${publicUrl}/`)).toBe(true);
    const invitations = await app.db.select().from(esignInvitations);
    for (const inv of invitations)
      expect(inv.invitationUrl.startsWith(`${publicUrl}/esign/sandbox/`)).toBe(true);
  });

  it("gives a live e-sign provider the configured callback URL, whatever the request's Host", async () => {
    const created: EsignCreateInput[] = [];
    const esign: EsignProvider = {
      name: 'recording',
      sandbox: false,
      createDocument: async (input) => {
        created.push(input);
        return {
          providerDocumentId: `DOC-${created.length}`,
          invitations: input.signers.map((s) => ({
            order: s.order,
            providerInvitationId: `INV-${created.length}-${s.order}`,
            url: `https://esign.example/sign/${created.length}-${s.order}`,
          })),
        };
      },
      cancelDocument: async () => undefined,
    };
    const other = await createTestApp(db, {
      clock: clock.now,
      providers: { sms: provider, email: provider, esign },
      config: { publicUrl: 'https://portal.fund.example' },
    });
    try {
      const signing = await createApplication(other.db, { status: 'sent_to_amc_approver' });
      const res = await other.inject({
        method: 'POST',
        url: `/api/onboarding/applications/${signing.id}/approve`,
        headers: { ...forged, ...bearer(await tokenFor(other, 'amcapprover')) },
      });
      expectOk(res);
      expect(created).toHaveLength(1);
      expect(created[0]!.callbackUrl).toBe('https://portal.fund.example/api/onboarding/esign/callback');
      const draft = await createApplication(other.db, { preparedBy: 'amcadmin' });
      const sent = await other.inject({
        method: 'POST',
        url: `/api/onboarding/applications/${draft.id}/send`,
        headers: { ...forged, ...bearer(await tokenFor(other, 'amcadmin')) },
      });
      expect(sent.json().investorLink).toBe(
        `https://portal.fund.example/investment-details/${draft.applicants[0]!.referenceId}/details`,
      );
    } finally {
      await other.close();
    }
  });
});
