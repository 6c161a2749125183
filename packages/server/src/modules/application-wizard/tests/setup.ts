/**
 * Shared setup of the wizard's API tests (not a test file): each test file calls `setupWizardApp` once and
 * gets its own seeded database, the app at a fixed time, and the demo staff's tokens and user ids.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { ApplicationDetail, Role } from '@aif/contracts';
import { applications, users } from '../../../db/schema';
import { toMobileNumber } from '../../../lib/phone';
import { STAFF_PHONE, bearer, createTestApp, removeTempDirs, tokenFor } from '../../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../../testing/db';

export const NOW = new Date('2026-06-15T06:00:00Z');

/** Set by `setupWizardApp` before the file's tests run (live bindings). */
export let db: TestDatabase;
export let app: FastifyInstance;
/** Tokens and user ids by role (and by the names a fixture gives the users it adds). */
export const t: Partial<Record<Role | 'otherRm' | 'companyDistributor', string>> = {};
export const uid: Record<string, string> = {};

type StaffRole = Exclude<Role, 'investor'>;

/** beforeAll / afterAll of a test file: database, app, the roles' tokens and ids, then `more`. */
export function setupWizardApp(roles: readonly StaffRole[], more?: () => Promise<void>): void {
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(db, { clock: () => NOW });
    for (const role of roles) {
      t[role] = await tokenFor(app, role);
      const [u] = await db.db
        .select()
        .from(users)
        .where(and(eq(users.role, role), eq(users.phone, STAFF_PHONE[role])));
      uid[role] = u!.id;
    }
    await more?.();
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    removeTempDirs();
  });
}

/** The AIF admin's "Send to Investor" as stored: the investor may now complete the draft (0-product-decisions §12). */
export async function handToInvestor(id: string) {
  await db.db.update(applications).set({ sentToInvestorAt: NOW }).where(eq(applications.id, id));
}

export async function investorToken(mobile: string) {
  return (await app.sessions.issue({ kind: 'investor', number: toMobileNumber('+91', mobile) })).token;
}

export const get = (id: string, token: string) =>
  app.inject({ method: 'GET', url: `/api/onboarding/applications/${id}`, headers: bearer(token) });

export async function load(id: string, token = t.rm!): Promise<ApplicationDetail> {
  const res = await get(id, token);
  expect(res.statusCode).toBe(200);
  return res.json();
}

export const save = (id: string, token: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/onboarding/applications/${id}/update`,
    headers: bearer(token),
    payload: { saveType: 'saveAndProceed', ...payload },
  });
