import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ApplicationWizardService } from '../modules/application-wizard/service';
import { AuditService } from '../modules/audit/service';
import { bearer, createTestApp, removeTempDirs, tokenFor } from '../testing/app';
import { createTestDatabase, type TestDatabase } from '../testing/db';
import type { Tx } from './client';
import {
  applicantDocuments,
  applicants,
  applications,
  auditTrail,
  banks,
  esignInvitations,
  signatories,
} from './schema';
import { DEMO_APPLICATIONS, type DemoApplication } from './seed-individuals';
import { demoPoaHolder } from './seed-signatories';

let db: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  db = await createTestDatabase(); // seeded
  app = await createTestApp(db);
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

async function rowOf(demo: DemoApplication) {
  const [row] = await db.db
    .select({ app: applications })
    .from(applications)
    .innerJoin(applicants, eq(applicants.applicationId, applications.id))
    .where(eq(applicants.panNo, demo.applicants[0]!.pan));
  return row!.app;
}

const demoAt = (status: string) => DEMO_APPLICATIONS.find((d) => d.status === status)!;
const filled = DEMO_APPLICATIONS.filter((d) => d.status !== 'draft');

const approve = async (id: string, role: 'amcapprover' | 'poaapprover') =>
  app.inject({
    method: 'POST',
    url: `/api/onboarding/applications/${id}/approve`,
    headers: bearer(await tokenFor(app, role)),
  });

describe('individual demo data', () => {
  it('leaves each demo at its status with its applicants, numbered in the list’s order', async () => {
    for (const [i, demo] of DEMO_APPLICATIONS.entries()) {
      const row = await rowOf(demo);
      expect([row.applicationNumber, row.status, row.hasPoa]).toEqual([
        `AIF${String(i + 1).padStart(7, '0')}`,
        demo.status,
        demo.hasPoa ?? false,
      ]);
      const people = await db.db
        .select()
        .from(applicants)
        .where(eq(applicants.applicationId, row.id))
        .orderBy(asc(applicants.applicantType));
      expect(people.map((p) => [p.name, p.panNo])).toEqual(demo.applicants.map((a) => [a.name, a.pan]));
    }
  });

  it('fills every demo past draft through the wizard’s nine saves, complete by the send’s check', async () => {
    expect(filled.length).toBe(DEMO_APPLICATIONS.length - 1);
    const wizard = new ApplicationWizardService({
      db: db.db,
      clock: () => new Date(),
      audit: new AuditService(db.db, () => new Date()),
    });
    for (const demo of filled) {
      const row = await rowOf(demo);
      // Nine saves at least (each one a version); moves after the wizard add none.
      expect({ status: demo.status, step: row.currentStep, saves: row.version >= 9 }).toEqual({
        status: demo.status,
        step: 9,
        saves: true,
      });
      // The completeness check of the preview's send and of the AIF approver's approval.
      await expect(wizard.checkComplete(db.db as unknown as Tx, row)).resolves.toBeUndefined();
      const people = await db.db.select().from(applicants).where(eq(applicants.applicationId, row.id));
      for (const p of people) {
        const docs = await db.db
          .select()
          .from(applicantDocuments)
          .where(and(eq(applicantDocuments.applicantId, p.id), eq(applicantDocuments.isActive, true)));
        expect(docs.map((d) => d.documentType)).toEqual(
          expect.arrayContaining(['pan', 'investorSignature', 'investorPhotograph']),
        );
        expect(p.details).toMatchObject({ gender: demo.applicants.find((a) => a.pan === p.panNo)!.gender });
      }
      const bankRows = await db.db.select().from(banks).where(eq(banks.applicationId, row.id));
      expect(bankRows).toEqual([
        expect.objectContaining({ pennydropVerified: true, defaultBankAccount: true }),
      ]);
    }
  });

  it('records the preparer’s send from the preview for the demos sent to an approver', async () => {
    for (const status of ['sent_to_amc_approver', 'sent_to_poa_approver']) {
      const demo = demoAt(status);
      const moves = await db.db
        .select()
        .from(auditTrail)
        .where(and(eq(auditTrail.entityId, (await rowOf(demo)).id), eq(auditTrail.action, 'status_change')));
      expect(moves.map((m) => [m.actorRole, m.fromValue, m.toValue])).toEqual([
        [demo.preparedBy, 'draft', status],
      ]);
    }
  });

  it('the demo AIF approver approves the demo sent to them: its applicants are invited to sign', async () => {
    const row = await rowOf(demoAt('sent_to_amc_approver'));
    const res = await approve(row.id, 'amcapprover');
    expect([res.statusCode, res.json().status]).toEqual([200, 'sent_to_applicant1']);
    const invs = await db.db
      .select()
      .from(esignInvitations)
      .where(eq(esignInvitations.applicationId, row.id));
    expect(invs.filter((i) => i.status === 'pendingsignature' && i.invitationUrl).length).toBeGreaterThan(0);
  });

  it('the POA approver passes the POA demo on, the AIF approver approves it and its POA holder is invited', async () => {
    const row = await rowOf(demoAt('sent_to_poa_approver'));
    const passed = await approve(row.id, 'poaapprover');
    expect([passed.statusCode, passed.json().status]).toEqual([200, 'sent_to_amc_approver']);
    const approved = await approve(row.id, 'amcapprover');
    expect([approved.statusCode, approved.json().message, approved.json().status]).toEqual([
      200,
      expect.any(String),
      'sent_to_authorised_signatories',
    ]);
    const [holder] = await db.db
      .select()
      .from(signatories)
      .where(and(eq(signatories.applicationId, row.id), eq(signatories.isActive, true)));
    expect(holder).toMatchObject({ name: demoPoaHolder(0).name, mobile: demoPoaHolder(0).mobile });
    const invs = await db.db
      .select()
      .from(esignInvitations)
      .where(eq(esignInvitations.applicationId, row.id));
    expect(invs.find((i) => i.signatoryId === holder!.id)).toMatchObject({ status: 'pendingsignature' });
  });
});
