import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../testing/db';
import { applicants, applications, banks } from './schema';
import { ENTITY_DEMOS } from './seed-entities';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase(); // seeded
});
afterAll(() => db.close());

describe('entity demo data', () => {
  it('fills a corporate through the bank step and a trust through contact, by the wizard’s saves', async () => {
    const rows = await db.db
      .select({ app: applications, applicant: applicants })
      .from(applications)
      .innerJoin(applicants, eq(applicants.applicationId, applications.id))
      .where(eq(applications.applicationType, 'non_individual'));
    for (const demo of ENTITY_DEMOS) {
      const row = rows.find((r) => r.applicant.panNo === demo.pan)!;
      expect(row.app).toMatchObject({
        status: 'draft',
        currentStep: demo.through === 'bank-details' ? 5 : 3,
        // One version per saved step: every step went through the wizard's save.
        version: demo.through === 'bank-details' ? 5 : 3,
      });
      expect(row.applicant).toMatchObject({
        name: demo.name,
        investorType: demo.investorType,
        netWorth: '487500000.50',
        contactPerson: expect.objectContaining({ name: demo.contact.name, countryCode: '+91' }),
      });
      expect(row.applicant.details).toMatchObject({ cityOfIncorporation: demo.city, dlclId: 'nsdl' });
      const bankRows = await db.db.select().from(banks).where(eq(banks.applicationId, row.app.id));
      if (demo.through === 'bank-details') {
        expect(row.app.investment?.noOfUnits).toBe(demo.units);
        expect(bankRows).toEqual([
          expect.objectContaining({
            bankAccountType: 'Current',
            pennydropCheck: true,
            pennydropVerified: true,
          }),
        ]);
      } else expect(bankRows).toEqual([]);
    }
  });
});
