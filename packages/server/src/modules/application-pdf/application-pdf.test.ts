import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applications, banks, nominees } from '../../db/schema';
import { bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { toMobileNumber } from '../../lib/phone';
import { createApplication, pdfText } from '../esign/test-helpers';

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

const url = (id: string) => `/api/pdf/onboarding-application/pdf/${id}`;

describe('application PDF', () => {
  it('is a real PDF named by the application number with every section, the applicants and the totals', async () => {
    const a = await createApplication(app.db, {
      applicantNames: ['Asha Verma', 'Ravi Verma', 'Kavya Verma'],
      bank: false,
    });
    const res = await app.inject({
      method: 'GET',
      url: url(a.id),
      headers: bearer(await tokenFor(app, 'rm')),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${a.applicationNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(a.applicationNumber);
    for (const name of ['Asha Verma', 'Ravi Verma', 'Kavya Verma']) expect(text).toContain(name);
    for (const section of [
      'Distributor Details',
      'Contributor Details',
      'Contact Details',
      'Additional KYC Details',
      'FATCA Details',
      'Nominee Details',
      'Bank Details',
      'Investment and Payment Details',
      'Document Details',
    ])
      expect(text).toContain(section);
    // Commitment 1 crore at 2 % setup fee: fee 2,00,000, GST 36,000, total 2,36,000 (Indian grouping).
    expect(text).toContain('INR 1,00,00,000.00');
    expect(text).toContain('One Crore Rupees Only');
    expect(text).toContain('INR 2,00,000.00');
    expect(text).toContain('INR 36,000.00');
    expect(text).toContain('INR 2,36,000.00');
    expect(text).toContain('Two Lakh Thirty Six Thousand Rupees Only');
    expect(text).toContain('No Bank Details');
    expect(text).toContain('N/A');
    expect(text).toContain('12 MG Road');
  });

  it('prints the stored nominees, banks (default and verified) and investment fields', async () => {
    const a = await createApplication(app.db, { commitmentAmount: '25000000', bank: false });
    await app.db.insert(nominees).values({
      applicationId: a.id,
      sno: 1,
      nomineeName: 'Meera Verma',
      nomineeRelationship: 'Daughter',
      dateOfBirth: '2001-05-04',
      nomineePercentage: '100',
    });
    await app.db.insert(banks).values([
      {
        applicationId: a.id,
        sno: 1,
        ifscCode: 'HDFC0000060',
        bankAccountNumber: '50100012345678',
        bankAccountType: 'Savings',
        bankName: 'HDFC Bank',
        bankBranch: 'Fort',
        defaultBankAccount: true,
        pennydropVerified: true,
      },
      {
        applicationId: a.id,
        sno: 2,
        ifscCode: 'SBIN0000300',
        bankAccountNumber: '00000031234567',
        bankAccountType: 'Current',
        bankName: 'State Bank of India',
        defaultBankAccount: false,
        pennydropVerified: false,
      },
    ]);
    await app.db
      .update(applications)
      .set({
        doNotWishToNominate: false,
        investment: {
          faceValue: 100,
          premiumPercentage: 5,
          premiumValue: 5,
          perUnitValue: 105,
          noOfUnits: 238095,
          setupFeeType: 'yes',
          setupFeePercentage: 1.5,
          setupFeeAmount: 375000,
          setupFeeGST: 67500,
          totalSetupFee: 442500,
          setupFeeTDS: 2500,
          netSetupFeeLessTDS: 440000,
          modeOfPayment: 'neft',
          neftCode: 'NEFT1234567',
        },
      })
      .where(eq(applications.id, a.id));
    const res = await app.inject({
      method: 'GET',
      url: url(a.id),
      headers: bearer(await tokenFor(app, 'amcadmin')),
    });
    const text = pdfText(res.rawPayload);
    for (const s of [
      'Meera Verma',
      'Daughter',
      '100%',
      'HDFC Bank, Fort',
      '50100012345678',
      'State Bank of India',
      'INR 2,50,00,000.00',
      'Two Crore Fifty Lakh Rupees Only',
      '238095',
      'INR 105.00',
      'INR 3,75,000.00',
      'INR 67,500.00',
      'INR 4,42,500.00',
      'INR 4,40,000.00',
      'NEFT1234567',
    ])
      expect(text).toContain(s);
    expect(text).not.toContain('No Bank Details');
  });

  it('is refused to callers who do not see the application', async () => {
    const a = await createApplication(app.db);
    const sub = await app.inject({
      method: 'GET',
      url: url(a.id),
      headers: bearer(await tokenFor(app, 'subdistributor')),
    });
    expect(sub.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: url(a.id) })).statusCode).toBe(401);
    const own = (
      await app.sessions.issue({ kind: 'investor', number: toMobileNumber('+91', a.applicants[0]!.mobile) })
    ).token;
    expect((await app.inject({ method: 'GET', url: url(a.id), headers: bearer(own) })).statusCode).toBe(200);
    const stranger = (
      await app.sessions.issue({ kind: 'investor', number: toMobileNumber('+91', '6999999998') })
    ).token;
    expect((await app.inject({ method: 'GET', url: url(a.id), headers: bearer(stranger) })).statusCode).toBe(
      404,
    );
  });
});
