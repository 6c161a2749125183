/** The app and the helpers the onboarding entry's tests share. */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { applicants } from '../../db/schema';
import { TestClock, bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { multipartBody, pdfBytes } from '../../testing/files';
import { expectOk, individualPan, nextMobile, verifyPan } from '../../testing/onboarding';

let db: TestDatabase;
let app: FastifyInstance;
export const clock = new TestClock();
export const t: Record<string, string> = {};

/** Session tokens per role; issued again after the clock jumps past their 8 hours. */
export async function signInAll() {
  for (const role of [
    'amcadmin',
    'rm',
    'distributor',
    'subdistributor',
    'amcapprover',
    'poaapprover',
    'trustee',
    'fundmanager',
  ] as const)
    t[role] = await tokenFor(app, role);
}

/** The database and the app on the test clock, with a token per staff role. */
export async function startOnboardingApp(): Promise<{ db: TestDatabase; app: FastifyInstance }> {
  db = await createTestDatabase();
  app = await createTestApp(db, { clock: clock.now });
  await signInAll();
  return { db, app };
}

export async function stopOnboardingApp(): Promise<void> {
  await app.close();
  await db.close();
  removeTempDirs();
}

export let panSeq = 100;
/** A fresh individual PAN for each use (the sandbox builds the registry record from it). */
export const pan = (prefix = 'ABC', initial = 'K') => individualPan(panSeq++, prefix, initial);
export const entityPan = () => `AAAC${'BCDEFGH'[panSeq % 7]}${String(panSeq++).padStart(4, '0')}C`;
export const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

export async function panToken(role: string, body: Parameters<typeof verifyPan>[2]) {
  const res = await verifyPan(app, t[role]!, body);
  expectOk(res);
  return res.json().panVerificationToken as string;
}

export function contact(panVerificationToken: string, extra: Record<string, unknown> = {}) {
  return {
    panVerificationToken,
    phoneNumber: nextMobile(),
    emailId: 'investor@investor.example',
    countryCode: '+91',
    countryNameAndCode: 'India: +91',
    ...extra,
  };
}

export async function uploadPdf(token: string, documentType: string): Promise<string> {
  const body = multipartBody({ documentType }, { name: `${documentType}.pdf`, data: await pdfBytes() });
  const res = await app.inject({
    method: 'POST',
    url: '/api/files/files',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expectOk(res);
  return res.json().id;
}

export async function applicantRows(applicationId: string) {
  return db.db
    .select()
    .from(applicants)
    .where(eq(applicants.applicationId, applicationId))
    .orderBy(applicants.applicantType);
}
