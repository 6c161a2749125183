import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toMobileNumber } from '../lib/phone';
import { bearer, createTestApp, removeTempDirs, tokenFor } from '../testing/app';
import { createTestDatabase, type TestDatabase } from '../testing/db';
import {
  applicants,
  applications,
  auditTrail,
  banks,
  controllingPersons,
  entityFatca,
  esignInvitations,
  signatories,
  ubos,
} from './schema';
import { ENTITY_DEMOS, type EntityDemo } from './seed-entities';

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

/** Steps saved through the wizard, one version each. */
const SAVED_STEPS = { 'contact-details': 3, 'bank-details': 5, fatca: 9 } as const;

async function rowOf(demo: EntityDemo) {
  const [row] = await db.db
    .select({ app: applications, applicant: applicants })
    .from(applications)
    .innerJoin(applicants, eq(applicants.applicationId, applications.id))
    .where(eq(applicants.panNo, demo.pan));
  return row!;
}

const demoAt = (leftAt: EntityDemo['leftAt']) => ENTITY_DEMOS.find((d) => d.leftAt === leftAt)!;

describe('entity demo data', () => {
  it('fills every demo through the wizard’s saves, up to its last step, and leaves it where it says', async () => {
    expect(ENTITY_DEMOS.map((d) => d.leftAt ?? 'draft').sort()).toEqual([
      'draft',
      'sent_to_amc_approver',
      'sent_to_authorised_signatories',
    ]);
    for (const demo of ENTITY_DEMOS) {
      const row = await rowOf(demo);
      expect(row.app).toMatchObject({
        status: demo.leftAt ?? 'draft',
        currentStep: SAVED_STEPS[demo.through],
        // One version per saved step: every step went through the wizard's save.
        version: SAVED_STEPS[demo.through],
      });
      expect(row.applicant).toMatchObject({
        name: demo.name,
        investorType: demo.investorType,
        netWorth: '487500000.50',
        contactPerson: expect.objectContaining({ name: demo.contact.name, countryCode: '+91' }),
      });
      expect(row.applicant.details).toMatchObject({ cityOfIncorporation: demo.city, dlclId: 'nsdl' });
      const bankRows = await db.db.select().from(banks).where(eq(banks.applicationId, row.app.id));
      if (demo.through === 'contact-details') expect(bankRows).toEqual([]);
      else {
        expect(row.app.investment?.noOfUnits).toBe(demo.units);
        expect(bankRows).toEqual([
          expect.objectContaining({
            bankAccountType: 'Current',
            pennydropCheck: true,
            pennydropVerified: true,
          }),
        ]);
      }
    }
  });

  it('gives a completed corporate two signatory groups, its UBOs with the AML block, FATCA and a controlling person', async () => {
    const demo = demoAt('sent_to_amc_approver');
    const { app: row } = await rowOf(demo);
    const detail = (
      await app.inject({
        url: `/api/onboarding/applications/${row.id}`,
        headers: bearer(await tokenFor(app, 'amcapprover')),
      })
    ).json();
    expect(
      detail.groups.map((g: { name: string; threshold: number; groupsignatories: unknown[] }) => [
        g.name,
        g.threshold,
        g.groupsignatories.length,
      ]),
    ).toEqual([
      ['Board', 2, 3],
      ['Finance', 1, 2],
    ]);
    expect(detail.ubo_declaration_type).toBe('none');
    const uboRows = await db.db.select().from(ubos).where(eq(ubos.applicationId, row.id));
    expect(uboRows).toHaveLength(demo.completed!.ubos.length);
    // Fetched by the server (registry and AML); the AML match is acknowledged with its note.
    expect(uboRows.every((u) => u.isFetchData && u.dataFetchedFromKra && u.fileId)).toBe(true);
    expect(uboRows.filter((u) => u.amlCheck === false)).toEqual([
      expect.objectContaining({ amlAcknowledgement: true, amlComments: expect.stringMatching(/cleared/) }),
    ]);
    const [fatca] = await db.db.select().from(entityFatca).where(eq(entityFatca.applicationId, row.id));
    expect(fatca!.answers).toMatchObject({ fatcaClassification: 'Passive Non-Financial Entity' });
    const persons = await db.db
      .select()
      .from(controllingPersons)
      .where(eq(controllingPersons.applicationId, row.id));
    // The principal UBO, by the registry's name.
    const principal = uboRows.find((u) => u.panNumber === demo.completed!.ubos[0]!.pan)!;
    expect(persons.map((p) => [p.name, p.tin])).toEqual([[principal.name, principal.panNumber]]);
    // Sent from the preview by its preparer, the rm.
    const moves = await db.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.entityId, row.id), eq(auditTrail.action, 'status_change')));
    expect(moves.map((m) => [m.actorRole, m.fromValue, m.toValue])).toContainEqual([
      'rm',
      'draft',
      'sent_to_amc_approver',
    ]);
  });

  it('the demo AIF approver approves the completed corporate (its completeness rechecked) and its signatories are invited', async () => {
    const { app: row } = await rowOf(demoAt('sent_to_amc_approver'));
    const res = await app.inject({
      method: 'POST',
      url: `/api/onboarding/applications/${row.id}/approve`,
      headers: bearer(await tokenFor(app, 'amcapprover')),
    });
    expect([res.statusCode, res.json().status]).toEqual([200, 'sent_to_authorised_signatories']);
    const invs = await db.db
      .select()
      .from(esignInvitations)
      .where(eq(esignInvitations.applicationId, row.id));
    const first = invs.filter((i) => i.signerOrder <= 5);
    expect(first.map((i) => i.signer)).toEqual(Array(5).fill('authorised_signatories'));
    expect(first.every((i) => i.status === 'pendingsignature' && i.invitationUrl)).toBe(true);
  });

  it('lets a signatory of the entity awaiting its signatories sign in and e-sign: the document is generated', async () => {
    const { app: row } = await rowOf(demoAt('sent_to_authorised_signatories'));
    const [signatory] = await db.db
      .select()
      .from(signatories)
      .where(and(eq(signatories.applicationId, row.id), eq(signatories.isActive, true)))
      .orderBy(signatories.createdAt)
      .limit(1);
    const { token } = await app.sessions.issue({
      kind: 'investor',
      number: toMobileNumber(signatory!.countryCode!, signatory!.mobile!),
    });
    const sign = await app.inject({
      method: 'POST',
      url: `/api/onboarding/esign/sign/${row.applicant1ReferenceId}`,
      headers: bearer(token),
    });
    expect(sign.statusCode).toBe(200);
    const invs = await db.db
      .select()
      .from(esignInvitations)
      .where(eq(esignInvitations.applicationId, row.id));
    expect(sign.json().url).toBe(invs.find((i) => i.signatoryId === signatory!.id)!.invitationUrl);
    // Every e-sign signatory of both groups, then the investment manager and the trustee.
    expect(invs.map((i) => i.signer).sort()).toEqual(
      [...Array(5).fill('authorised_signatories'), 'fundmanager', 'trustee'].sort(),
    );
  });
});
