import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApplicationStatus } from '@aif/contracts';
import { applications } from '../../db/schema';
import { bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { signDetailsOf, signStatusOf } from './sign-state';
import { createApplication, invitationsOf } from './test-helpers';

// GET of an application answers `signDetails`' status and URL from `signStatusOf`, which skips the
// signing order's reads before the first invitation: it must answer what `signDetailsOf` answers.
let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db);
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const rowOf = async (id: string) =>
  (await app.db.select().from(applications).where(eq(applications.id, id)))[0]!;

async function expectSame(id: string, viewer: { applicantId?: string }) {
  const row = await rowOf(id);
  const full = await signDetailsOf(app.db, row, viewer);
  expect(await signStatusOf(app.db, row, viewer)).toEqual({ status: full.status, url: full.url });
  return full;
}

describe('signStatusOf', () => {
  it.each<ApplicationStatus>(['draft', 'sent_to_amc_approver', 'signed', 'invitationexpired'])(
    'answers what signDetailsOf answers with no invitation (%s)',
    async (status) => {
      const a = await createApplication(app.db, { status, applicantNames: ['Asha Verma', 'Ravi Verma'] });
      expect(await invitationsOf(app.db, a.id)).toHaveLength(0);
      const full = await expectSame(a.id, { applicantId: a.applicants[0]!.id });
      expect(full.url).toBeNull();
    },
  );

  it('answers what signDetailsOf answers once invitations exist, for the signer and for others', async () => {
    const a = await createApplication(app.db, {
      status: 'sent_to_amc_approver',
      applicantNames: ['Asha Verma', 'Ravi Verma'],
    });
    const approved = await app.inject({
      method: 'POST',
      url: `/api/onboarding/applications/${a.id}/approve`,
      headers: bearer(await tokenFor(app, 'amcapprover')),
    });
    expect(approved.json().status).toBe('sent_to_applicant1');
    expect((await invitationsOf(app.db, a.id)).length).toBeGreaterThan(0);
    const first = await expectSame(a.id, { applicantId: a.applicants[0]!.id });
    expect(first.status).toBe('pendingsignature');
    expect(first.url).not.toBeNull();
    const second = await expectSame(a.id, { applicantId: a.applicants[1]!.id });
    expect(second.url).toBeNull();
  });
});
