import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  applicantAddresses,
  applicantDocuments,
  applicants,
  applications,
  banks,
  files,
  nominees,
  plans,
  schemes,
  users,
} from '../../db/schema';
import { bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { EVENT_LOOP_LIMIT_MS, longestBlockDuring, longestBlockOf } from '../../testing/event-loop';
import { toMobileNumber } from '../../lib/phone';
import { createApplication, invitationsOf, pdfText, signViaSandbox, statusOf } from '../esign/test-helpers';
import { loadApplicationPdfModel } from './model';

/**
 * Text of any length in any field (written straight into the tables, past any form's limit): the
 * application PDF prints every character of it, and neither rendering it nor e-sign's stamping of the
 * signed PDF holds the event loop (testing/event-loop.ts for the limit).
 */
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

const LONG = 50_000;
let n = 0;
/** A word of LONG characters with no break: a marker to find it by, then '~' (which no label has). */
const word = () => {
  const head = `B${++n}B`;
  return head + '~'.repeat(LONG - head.length);
};
const tildes = (s: string) => s.split('~').length - 1;

const DETAIL_KEYS = [
  'namePrefix',
  'gender',
  'fatherOrSpouseName',
  'motherName',
  'nationality',
  'relationShipWithFirstApplicant',
  'minorName',
  'minorDOB',
  'minorPan',
  'guardianRelationship',
  'phoneNumberoffice',
  'phoneNumberResidence',
  'kraMobileNumber',
  'occupationDetails',
  'grossAnnualIncome',
  'politicallyExposedPersonStatus',
  'ckycNo',
  'dlclId',
  'dpId',
  'clId',
  'nameOfBroker',
  'sourceOfFunds',
  'otherSourceOfFund',
  'typeOfAddressProvidedAtKRA',
  'taxResidentOfAnyCountryOtherThanIndia',
  'placeOfBirth',
  'countryOfBirth',
  'countryOfNationality',
  'taxCountryName',
  'taxID',
  'idType',
];

/** Every text field the PDF prints, of the application, its people, plan, banks and documents: one word each. */
async function fillEveryTextField(applicationId: string): Promise<string[]> {
  const words: string[] = [];
  const w = () => {
    const x = word();
    words.push(x);
    return x;
  };
  const [row] = await app.db.select().from(applications).where(eq(applications.id, applicationId));
  await app.db
    .update(applications)
    .set({
      loginType: w() as never, // typed as its usual values; the column is text
      onboardingType: 'minor',
      // The fixture's application has no nominee; this one prints the nominee below.
      doNotWishToNominate: false,
      investment: {
        groupInvestment: true,
        groupName: w(),
        drawDownDate: w(),
        modeOfPayment: 'neft',
        neftCode: w(),
        chequeDate: w(),
        paymentBankame: w(),
        paymentBankAccountNumber: w(),
        paymentBankAccontType: w(),
      } as never,
    })
    .where(eq(applications.id, applicationId));
  const people = await app.db.select().from(applicants).where(eq(applicants.applicationId, applicationId));
  for (const p of people) {
    await app.db
      .update(applicants)
      .set({
        name: w(),
        panNo: w(),
        email: w(),
        residentialStatus: w(),
        // The relationship with the first applicant is printed for the others only.
        details: Object.fromEntries(
          DETAIL_KEYS.filter((k) => p.applicantType > 1 || k !== 'relationShipWithFirstApplicant').map(
            (k) => [k, w()],
          ),
        ) as never,
      })
      .where(eq(applicants.id, p.id));
    await app.db
      .update(applicantAddresses)
      .set({
        address1: w(),
        address2: w(),
        address3: w(),
        city: w(),
        state: w(),
        country: w(),
        pincode: w(),
      })
      .where(eq(applicantAddresses.applicantId, p.id));
    for (const d of await app.db
      .select()
      .from(applicantDocuments)
      .where(eq(applicantDocuments.applicantId, p.id))) {
      await app.db
        .update(applicantDocuments)
        .set({ documentName: w() })
        .where(eq(applicantDocuments.id, d.id));
      await app.db.update(files).set({ name: w() }).where(eq(files.id, d.fileId));
    }
  }
  await app.db.insert(nominees).values({
    applicationId,
    sno: 1,
    nomineeName: w(),
    nomineeRelationship: w(),
    nomineePercentage: '100',
    guardianName: w(),
    nomineePan: w(),
  });
  await app.db.insert(banks).values({
    applicationId,
    sno: 1,
    bankName: w(),
    bankBranch: w(),
    bankAccountNumber: w(),
    bankAccountType: w(),
    ifscCode: w(),
    micrCode: w(),
    defaultBankAccount: true,
  });
  await app.db.update(users).set({ name: w(), arnCode: w() }).where(eq(users.id, row!.distributorId!));
  // The RM's ARN code is not printed.
  await app.db.update(users).set({ name: w() }).where(eq(users.id, row!.rmId!));
  const [plan] = await app.db.select().from(plans).where(eq(plans.id, row!.planId!));
  await app.db.update(plans).set({ planCode: w(), planDescription: w() }).where(eq(plans.id, plan!.id));
  await app.db.update(schemes).set({ schemeName: w() }).where(eq(schemes.id, plan!.schemeId));
  return words;
}

/** The '~' the PDF should print: every one of the model the renderer is given (names print more than once). */
async function expectedTildes(applicationId: string): Promise<number> {
  const [row] = await app.db.select().from(applications).where(eq(applications.id, applicationId));
  return tildes(JSON.stringify(await loadApplicationPdfModel(app.db, row!, new Date())));
}

describe('an application with a 50,000-character word in every text field', () => {
  it('prints all of it in the application PDF, without holding the event loop', async () => {
    const a = await createApplication(app.db, { applicantNames: ['Asha Verma', 'Ravi Verma'], bank: false });
    const words = await fillEveryTextField(a.id);
    const rm = await tokenFor(app, 'rm');
    const { result: res, heldMs } = await longestBlockOf(() =>
      app.inject({ url: `/api/pdf/onboarding-application/pdf/${a.id}`, headers: bearer(rm) }),
    );
    expect(res.statusCode).toBe(200);
    expect(heldMs).toBeLessThan(EVENT_LOOP_LIMIT_MS);

    const text = pdfText(res.rawPayload);
    const expected = await expectedTildes(a.id);
    expect(expected).toBeGreaterThanOrEqual(words.reduce((s, x) => s + tildes(x), 0));
    expect(tildes(text)).toBe(expected);
    for (const x of words) expect(text).toContain(x.slice(0, x.indexOf('~')));
  }, 240_000);

  it('signs it: generating the sign document and stamping the signature pages hold the loop no longer', async () => {
    const a = await createApplication(app.db, {
      status: 'sent_to_amc_approver',
      bank: false,
      applicantNames: ['Asha Verma'],
    });
    await fillEveryTextField(a.id);
    // No rule allows such text: the approval's completeness check is set aside to time the signing alone.
    jest.spyOn(app.applicationWizard, 'checkComplete').mockResolvedValueOnce(undefined);
    const approver = await tokenFor(app, 'amcapprover');
    const approve = await longestBlockDuring(() =>
      app.inject({
        method: 'POST',
        url: `/api/onboarding/applications/${a.id}/approve`,
        headers: bearer(approver),
      }),
    );
    expect(approve.result.json().status).toBe('sent_to_applicant1');
    expect(approve.heldMs).toBeLessThan(EVENT_LOOP_LIMIT_MS);

    const [applicant] = await app.db.select().from(applicants).where(eq(applicants.applicationId, a.id));
    const signers = await invitationsOf(app.db, a.id);
    const recipients = [applicant!.mobile!, '+919000000005', '+919000000006'];
    for (const [i, inv] of signers.entries()) {
      const signed = await longestBlockDuring(() => signViaSandbox(app, inv.invitationUrl, recipients[i]!));
      expect(signed.result.statusCode).toBe(200);
      expect(signed.heldMs).toBeLessThan(EVENT_LOOP_LIMIT_MS);
    }
    expect(await statusOf(app.db, a.id)).toBe('signed');

    const investor = (
      await app.sessions.issue({ kind: 'investor', number: toMobileNumber('+91', applicant!.mobile!) })
    ).token;
    const res = await app.inject({
      url: `/api/pdf/onboarding-application/signed-pdf/${a.id}`,
      headers: bearer(investor),
    });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Signature Page 3 of 3');
    // The pages the signers saw, all of them, then one page per signer with the (long) name in full.
    expect(tildes(text)).toBe((await expectedTildes(a.id)) + tildes(applicant!.name));
  }, 240_000);
});
