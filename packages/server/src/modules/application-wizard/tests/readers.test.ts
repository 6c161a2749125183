import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@aif/contracts';
import { applications, plans } from '../../../db/schema';
import { bearer, createTestApp, removeTempDirs, tokenFor } from '../../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../../testing/db';
import { createApplication } from '../../esign/test-helpers';

/**
 * The investment manager and the trustee read the applications of the plans they are mapped to before
 * they sign (0-product-decisions §12), and change nothing.
 */
let db: TestDatabase;
let app: FastifyInstance;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db);
  for (const r of ['fundmanager', 'trustee'] as const) tokens[r] = await tokenFor(app, r);
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const detail = (id: string, role: Role) =>
  app.inject({ method: 'GET', url: `/api/onboarding/applications/${id}`, headers: bearer(tokens[role]) });

describe.each(['fundmanager', 'trustee'] as const)('%s', (role) => {
  it('reads an application of a plan it is mapped to, read-only', async () => {
    const a = await createApplication(app.db, { status: 'sent_to_applicant1' });
    const res = await detail(a.id, role);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.id, fieldLocks: { editable: false } });
  });

  it('does not see an application of a plan it is not mapped to', async () => {
    const a = await createApplication(app.db, { status: 'sent_to_applicant1' });
    const [row] = await app.db.select().from(applications).where(eq(applications.id, a.id));
    const [plan] = await app.db.select().from(plans).where(eq(plans.id, row!.planId!));
    const column = role === 'fundmanager' ? { fundManagerId: null } : { trusteeId: null };
    await app.db.update(plans).set(column).where(eq(plans.id, plan!.id));
    try {
      expect((await detail(a.id, role)).statusCode).toBe(404);
    } finally {
      await app.db
        .update(plans)
        .set({ fundManagerId: plan!.fundManagerId, trusteeId: plan!.trusteeId })
        .where(eq(plans.id, plan!.id));
    }
  });

  it('may not save a step', async () => {
    const a = await createApplication(app.db, { status: 'draft' });
    const res = await app.inject({
      method: 'POST',
      url: `/api/onboarding/applications/${a.id}/update`,
      headers: bearer(tokens[role]),
      payload: { step: 'distributor-details', saveType: 'saveForLater', version: 0, data: {} },
    });
    expect(res.statusCode).toBe(403);
  });
});
