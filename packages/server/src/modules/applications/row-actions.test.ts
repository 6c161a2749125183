import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  linkTargetUrl,
  type ApplicationListPage,
  type MonthwiseOnboardingSummaryResponse,
  type OnboardingSummaryResponse,
} from '@aif/contracts';
import { applicants, applications, auditTrail } from '../../db/schema';
import { toMobileNumber } from '../../lib/phone';
import { bearer } from '../../testing/app';
import type { TestDatabase } from '../../testing/db';
import {
  NOW,
  addApplication,
  closeListFixture,
  ids,
  list,
  listKeys,
  numbers,
  openListFixture,
  tokens,
} from './test-fixture';

/** The list's row actions: delete (soft) and the Get Link dialog's targets (hierarchy and applications: test-fixture.ts). */
let db: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  ({ db, app } = await openListFixture());
});
afterAll(closeListFixture);

describe('delete', () => {
  const del = (who: string, id: string) =>
    app.inject({
      method: 'DELETE',
      url: `/api/onboarding/applications/${id}`,
      headers: bearer(tokens[who]!),
    });

  beforeAll(async () => {
    await addApplication(
      'd1',
      { createdBy: ids.D1, distributorId: ids.D1, createdAt: new Date('2025-06-14T06:00:00Z') },
      { name: 'Kiran Rao', pan: 'KLMPR1111K' },
    );
  });

  it('is refused to roles that may not delete', async () => {
    for (const who of ['amcadmin', 'amcapprover', 'poaapprover', 'T', 'FM', 'investor']) {
      expect((await del(who, ids.d1!)).statusCode).toBe(403);
    }
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/onboarding/applications/${ids.d1}` })).statusCode,
    ).toBe(401);
  });

  it('does not reveal applications the caller cannot see', async () => {
    expect((await del('D2', ids.d1!)).statusCode).toBe(404);
    expect((await del('R2', ids.d1!)).statusCode).toBe(404);
    expect((await del('D1', 'not-an-id')).statusCode).toBe(404);
  });

  it('refuses applications past draft with the specification message', async () => {
    const res = await del('R', ids.a2!);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.cannotDelete });
    const res2 = await del('S', ids.a4!);
    expect(res2.json()).toEqual({ message: MESSAGES.cannotDelete });
  });

  it('soft-deletes a visible draft: the row and its applicants stay, marked, audited', async () => {
    const res = await del('D1', ids.d1!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.applicationDeleted });
    const [row] = await db.db.select().from(applications).where(eq(applications.id, ids.d1!));
    expect(row).toMatchObject({ status: 'draft', deletedAt: NOW, deletedBy: ids.D1, updatedAt: NOW });
    expect(await db.db.select().from(applicants).where(eq(applicants.applicationId, ids.d1!))).toHaveLength(
      1,
    );
    const [entry] = await db.db.select().from(auditTrail).where(eq(auditTrail.entityId, ids.d1!));
    expect(entry).toMatchObject({
      actorId: ids.D1,
      actorRole: 'distributor',
      action: 'application_deleted',
      entity: 'application',
      fromValue: 'draft',
      reason: numbers.d1,
    });
    expect((await del('D1', ids.d1!)).statusCode).toBe(404);
    expect(await db.db.select().from(auditTrail).where(eq(auditTrail.entityId, ids.d1!))).toHaveLength(1);
  });

  it('takes a deleted application out of every list, count and route', async () => {
    const mobile = '9123400001';
    await addApplication(
      'd3',
      { createdBy: ids.D1, distributorId: ids.D1, createdAt: new Date('2025-06-14T08:00:00Z') },
      { name: 'Farhan Ali', pan: 'MNOPA3333A' },
    );
    await db.db.update(applicants).set({ mobile }).where(eq(applicants.applicationId, ids.d3!));
    const [{ referenceId }] = (await db.db
      .select({ referenceId: applicants.referenceId })
      .from(applicants)
      .where(eq(applicants.applicationId, ids.d3!))) as [{ referenceId: string }];
    const investor = (await app.sessions.issue({ kind: 'investor', number: toMobileNumber('+91', mobile) }))
      .token;
    const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    const total = async (who: string, query = '') =>
      ((await list(who, query)).json() as ApplicationListPage).total;
    const drafts = async (who: string) =>
      (
        (
          await as(tokens[who]!, 'GET', '/api/onboarding/dashboard/onboardingSummary')
        ).json() as OnboardingSummaryResponse
      ).find((r) => r.status === 'draft')!.count;
    const june = async (who: string) =>
      (
        (
          await as(tokens[who]!, 'GET', '/api/onboarding/dashboard/monthwiseOnboardingSummary?months=1')
        ).json() as MonthwiseOnboardingSummaryResponse
      )[0]!.data.individual;
    const detail = `/api/onboarding/applications/${ids.d3}`;
    const update = {
      step: 'distributor-details',
      saveType: 'saveForLater',
      version: 0,
      data: {},
    };

    // Before: every path finds it.
    const before = {
      lists: { D1: await total('D1'), R: await total('R'), amcadmin: await total('amcadmin') },
      adminDrafts: await total('amcadmin', '?status=draft'),
      drafts: { amcadmin: await drafts('amcadmin'), R: await drafts('R'), D1: await drafts('D1') },
      june: { amcadmin: await june('amcadmin'), D1: await june('D1') },
    };
    expect(await listKeys('D1')).toContain('d3');
    expect((await as(tokens.D1!, 'GET', detail)).statusCode).toBe(200);
    expect((await as(investor, 'GET', detail)).statusCode).toBe(200);
    expect((await as(investor, 'GET', `/api/onboarding/esign/details/${referenceId}`)).statusCode).toBe(200);
    expect((await as(tokens.D1!, 'GET', `${detail}/link-targets`)).statusCode).toBe(200);

    expect((await del('D1', ids.d3!)).statusCode).toBe(200);

    // The lists and their totals (status counts for amcadmin, counted rows for the others).
    expect(await listKeys('D1')).not.toContain('d3');
    expect(await listKeys('amcadmin', '?status=draft')).not.toContain('d3');
    expect(await listKeys('D1', '?search=farhan')).toEqual([]);
    expect({
      D1: await total('D1'),
      R: await total('R'),
      amcadmin: await total('amcadmin'),
    }).toEqual({ D1: before.lists.D1 - 1, R: before.lists.R - 1, amcadmin: before.lists.amcadmin - 1 });
    expect(await total('amcadmin', '?status=draft')).toBe(before.adminDrafts - 1);
    expect(await total('amcadmin', '?status=draft&applicationType=individual')).toBe(
      (await listKeys('amcadmin', '?status=draft&applicationType=individual&limit=100')).length,
    );
    // The dashboard: the donut (trigger-backed for amcadmin, counted for rm and distributor), the bars.
    expect({ amcadmin: await drafts('amcadmin'), R: await drafts('R'), D1: await drafts('D1') }).toEqual({
      amcadmin: before.drafts.amcadmin - 1,
      R: before.drafts.R - 1,
      D1: before.drafts.D1 - 1,
    });
    expect({ amcadmin: await june('amcadmin'), D1: await june('D1') }).toEqual({
      amcadmin: before.june.amcadmin - 1,
      D1: before.june.D1 - 1,
    });
    // Every route by id: staff and investor.
    expect((await as(tokens.D1!, 'GET', detail)).statusCode).toBe(404);
    expect((await as(tokens.amcadmin!, 'GET', detail)).statusCode).toBe(404);
    expect((await as(tokens.D1!, 'GET', `${detail}/schemes`)).statusCode).toBe(404);
    expect((await as(tokens.D1!, 'POST', `${detail}/update`, update)).statusCode).toBe(404);
    expect((await as(tokens.D1!, 'GET', `${detail}/link-targets`)).statusCode).toBe(404);
    expect((await as(tokens.D1!, 'POST', `${detail}/send`)).statusCode).toBe(404);
    expect((await as(tokens.amcadmin!, 'POST', `${detail}/send`)).statusCode).toBe(404);
    expect((await as(tokens.amcapprover!, 'POST', `${detail}/approve`)).statusCode).toBe(404);
    expect(
      (await as(tokens.amcapprover!, 'POST', `${detail}/reject`, { reason: 'Not needed' })).statusCode,
    ).toBe(404);
    expect((await as(tokens.D1!, 'GET', `/api/pdf/onboarding-application/pdf/${ids.d3}`)).statusCode).toBe(
      404,
    );
    expect((await as(investor, 'GET', detail)).statusCode).toBe(404);
    expect((await as(investor, 'GET', `/api/pdf/onboarding-application/pdf/${ids.d3}`)).statusCode).toBe(404);
    for (const path of ['details', 'get-otp', 'application-details', 'get-referenceids'])
      expect((await as(investor, 'GET', `/api/onboarding/esign/${path}/${referenceId}`)).statusCode).toBe(
        404,
      );
    const me = (await as(investor, 'GET', '/api/users/users/me')).json() as { referenceIds?: string[] };
    expect(me.referenceIds ?? []).not.toContain(referenceId);
  });

  it('lets an rm delete a draft of its hierarchy', async () => {
    expect((await listKeys('R', '?status=draft')).includes('a1')).toBe(true);
    await addApplication(
      'd2',
      { createdBy: ids.S, subdistributorId: ids.S, createdAt: new Date('2025-06-14T07:00:00Z') },
      { name: 'Asha Pillai', pan: 'PQRPP2222P' },
    );
    expect((await del('R', ids.d2!)).statusCode).toBe(200);
  });
});

describe('link targets', () => {
  const targets = (who: string, id: string) =>
    app.inject({
      method: 'GET',
      url: `/api/onboarding/applications/${id}/link-targets`,
      headers: bearer(tokens[who]!),
    });

  it('lists the active applicants of a visible application', async () => {
    const res = await targets('amcapprover', ids.a2!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      hasPOA: false,
      targets: [
        {
          id: expect.any(String),
          name: 'Neha Kapoor',
          referenceId: expect.any(String),
          invitationUrl: null,
          signatureBy: null,
        },
      ],
    });
    expect((await targets('D2', ids.a4!)).json()).toMatchObject({ hasPOA: true });
  });

  it('follows visibility and the access table', async () => {
    expect((await targets('D1', ids.a3!)).statusCode).toBe(404);
    for (const who of ['T', 'FM', 'poaapprover', 'investor']) {
      expect((await targets(who, ids.a3!)).statusCode).toBe(403);
    }
  });

  it('copies the investor link unless an invitation is due', () => {
    const t = { invitationUrl: null, referenceId: 'ref 1', signatureBy: null };
    expect(linkTargetUrl(t, false, 'https://aif.example')).toBe(
      'https://aif.example/investment-details/ref%201/details',
    );
    const invited = { invitationUrl: 'https://sign.example/x', referenceId: 'r', signatureBy: 'trustee' };
    expect(linkTargetUrl(invited, false, 'https://aif.example')).toBe('https://sign.example/x');
    expect(linkTargetUrl({ ...invited, signatureBy: null }, true, 'o')).toBe('https://sign.example/x');
    expect(linkTargetUrl({ ...invited, signatureBy: 'applicant' }, false, 'o')).toBe(
      'o/investment-details/r/details',
    );
  });
});
