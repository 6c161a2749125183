import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  REVIEW_MESSAGES,
  STEP_LABELS,
  WIZARD_MESSAGES,
  type Role,
  type WizardStep,
} from '@aif/contracts';
import {
  applicantDocuments,
  applicants,
  applications,
  auditTrail,
  banks,
  nominees,
  type ApplicantDetails,
} from '../../db/schema';
import { toMobileNumber } from '../../lib/phone';
import { bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { createApplication, type CreatedApplication, type CreateOptions } from '../esign/test-helpers';

// Sending runs every step's rules on the stored application (doc 1 §4-5; contracts api/review.ts).
let db: TestDatabase;
let app: FastifyInstance;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db);
  for (const r of ['amcadmin', 'rm', 'distributor', 'amcapprover'] as const)
    tokens[r] = await tokenFor(app, r);
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const send = (id: string, role: Role = 'distributor') =>
  app.inject({
    method: 'POST',
    url: `/api/onboarding/applications/${id}/send`,
    headers: bearer(tokens[role]),
    payload: {},
  });

/** What a refusal must leave untouched: the row (status, counter, version) and the audit trail. */
async function snapshot(id: string) {
  const [row] = await app.db.select().from(applications).where(eq(applications.id, id));
  const [audits] = await app.db.select({ n: count() }).from(auditTrail).where(eq(auditTrail.entityId, id));
  return {
    status: row!.status,
    currentStep: row!.currentStep,
    version: row!.version,
    updatedAt: row!.updatedAt.toISOString(),
    audits: audits!.n,
  };
}

async function editFirstApplicant(a: CreatedApplication, edit: (d: ApplicantDetails) => void) {
  const [row] = await app.db.select().from(applicants).where(eq(applicants.id, a.applicants[0]!.id));
  const details = { ...(row!.details ?? {}) };
  edit(details);
  await app.db.update(applicants).set({ details }).where(eq(applicants.id, row!.id));
}

const setApplication = (a: CreatedApplication, values: Partial<typeof applications.$inferInsert>) =>
  app.db.update(applications).set(values).where(eq(applications.id, a.id));

const setBank = (a: CreatedApplication, values: Partial<typeof banks.$inferInsert>) =>
  app.db.update(banks).set(values).where(eq(banks.applicationId, a.id));

async function dropDocument(a: CreatedApplication, documentType: string) {
  await app.db
    .delete(applicantDocuments)
    .where(
      and(
        eq(applicantDocuments.applicantId, a.applicants[0]!.id),
        eq(applicantDocuments.documentType, documentType),
      ),
    );
}

interface Breakage {
  what: string;
  options?: CreateOptions;
  breakIt: (a: CreatedApplication) => Promise<unknown>;
  step: WizardStep;
  /** Later steps the breakage makes incomplete too (a rule that spans steps). */
  also?: WizardStep[];
  /** The error's path after `<step slug>.`, and its message. */
  error: { path: string | RegExp; message: string };
}

/** One thing missing at a time; each names its step and the rule, by path. */
const BREAKAGES: Breakage[] = [
  {
    what: 'no scheme or series (investment step never filled)',
    breakIt: (a) => setApplication(a, { schemeId: null, planId: null, investment: null }),
    step: 'investment-payment-details',
    error: { path: 'schemeId', message: MESSAGES.fundSchemeRequired },
  },
  {
    what: 'no bank account',
    breakIt: (a) => app.db.delete(banks).where(eq(banks.applicationId, a.id)),
    step: 'bank-details',
    error: { path: 'banks', message: MESSAGES.checkDefaultBank },
  },
  {
    what: 'a default bank not checked by penny drop',
    breakIt: (a) => setBank(a, { pennydropCheck: false, pennydropVerified: false }),
    step: 'bank-details',
    // Not verified by penny drop: the bank account proof is required as well.
    also: ['document-details'],
    error: { path: 'banks', message: MESSAGES.verifyDefaultBank },
  },
  {
    what: 'a default bank that failed the penny drop, without the bank account proof',
    breakIt: (a) => setBank(a, { pennydropCheck: true, pennydropVerified: false }),
    step: 'document-details',
    error: {
      path: /^applicants\.0\.documents\.\d+\.file$/,
      message: MESSAGES.uploadDocument('Bank Account Proof'),
    },
  },
  {
    what: 'no KYC details (occupation)',
    breakIt: (a) =>
      editFirstApplicant(a, (d) => {
        delete d.occupationDetails;
      }),
    step: 'additional-KYC-details',
    error: { path: 'applicants.0.occupationDetails', message: WIZARD_MESSAGES.occupationRequired },
  },
  {
    what: 'no FATCA details (place of birth)',
    breakIt: (a) =>
      editFirstApplicant(a, (d) => {
        delete d.placeOfBirth;
      }),
    step: 'fatca',
    error: { path: 'applicants.0.placeOfBirth', message: WIZARD_MESSAGES.placeOfBirthRequired },
  },
  {
    what: 'a domestic fund without demat details (KYC saved before the scheme was chosen)',
    breakIt: (a) =>
      editFirstApplicant(a, (d) => {
        d.dlclId = 'none';
        delete d.dpId;
        delete d.clId;
      }),
    step: 'additional-KYC-details',
    error: { path: 'applicants.0.dlclId', message: MESSAGES.dematMandatoryForDomestic },
  },
  {
    what: 'a required document (PAN)',
    breakIt: (a) => dropDocument(a, 'pan'),
    step: 'document-details',
    error: { path: /^applicants\.0\.documents\.\d+\.file$/, message: MESSAGES.uploadDocument('PAN') },
  },
  {
    what: 'a contributor rule (gender)',
    breakIt: (a) =>
      editFirstApplicant(a, (d) => {
        delete d.gender;
      }),
    step: 'contributor-details',
    error: { path: 'applicants.0.gender', message: WIZARD_MESSAGES.genderRequired },
  },
  {
    what: 'a contact rule (e-mail)',
    breakIt: (a) =>
      app.db.update(applicants).set({ email: null }).where(eq(applicants.id, a.applicants[0]!.id)),
    step: 'contact-details',
    error: { path: 'applicants.0.email', message: MESSAGES.emailRequired },
  },
  {
    what: 'nominees that do not total 100 %',
    breakIt: async (a) => {
      await setApplication(a, { doNotWishToNominate: false });
      await app.db.insert(nominees).values({
        applicationId: a.id,
        sno: 1,
        nomineeName: 'Meera Verma',
        nomineeRelationship: 'Daughter',
        dateOfBirth: '2001-05-04',
        nomineePercentage: '60',
      });
    },
    step: 'nominee-details',
    error: { path: /^nominees/, message: MESSAGES.nomineeTotal100 },
  },
];

describe('send: completeness on what is stored', () => {
  it('sends the complete application of the fixture', async () => {
    const a = await createApplication(app.db, { applicantNames: ['Asha Verma', 'Ravi Verma'] });
    const res = await send(a.id);
    expect(res.json().message).toBe(REVIEW_MESSAGES.sent(a.applicationNumber, 'Send to AIF Approver'));
    expect(res.statusCode).toBe(200);
  });

  it.each(BREAKAGES.map((b) => [b.what, b] as const))(
    'refuses %s: 400 naming the step and the rule, and changes nothing',
    async (_, b) => {
      const a = await createApplication(app.db, b.options);
      await b.breakIt(a);
      const before = await snapshot(a.id);
      const res = await send(a.id);
      expect(res.statusCode).toBe(400);
      const body = res.json() as { message: string; errors: { path: string; message: string }[] };
      const steps = [b.step, ...(b.also ?? [])];
      expect(body.message).toBe(REVIEW_MESSAGES.incompleteSteps(steps.map((s) => STEP_LABELS[s])));
      const prefix = `${b.step}.`;
      const mine = body.errors.filter((e) => e.path.startsWith(prefix));
      expect(body.errors.every((e) => steps.some((s) => e.path.startsWith(`${s}.`)))).toBe(true);
      expect(mine).toContainEqual({
        path: expect.stringMatching(
          typeof b.error.path === 'string'
            ? new RegExp(`^${prefix.replace(/[.-]/g, '\\$&')}${b.error.path.replace(/\./g, '\\.')}$`)
            : new RegExp(`^${prefix.replace(/[.-]/g, '\\$&')}${b.error.path.source.slice(1)}`),
        ),
        message: b.error.message,
      });
      expect(await snapshot(a.id)).toEqual(before);
    },
  );

  it('names every incomplete step in the flow order, with the steps not saved yet', async () => {
    const a = await createApplication(app.db, { currentStep: 7 });
    await app.db.delete(banks).where(eq(banks.applicationId, a.id));
    await editFirstApplicant(a, (d) => {
      delete d.placeOfBirth;
    });
    const res = await send(a.id, 'rm');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      REVIEW_MESSAGES.incompleteSteps([
        STEP_LABELS.fatca,
        STEP_LABELS['bank-details'],
        STEP_LABELS['investment-payment-details'],
        STEP_LABELS['document-details'],
      ]),
    );
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'investment-payment-details', message: REVIEW_MESSAGES.stepNotSaved },
        { path: 'document-details', message: REVIEW_MESSAGES.stepNotSaved },
        { path: 'bank-details.banks', message: MESSAGES.checkDefaultBank },
        { path: 'fatca.applicants.0.placeOfBirth', message: WIZARD_MESSAGES.placeOfBirthRequired },
      ]),
    );
  });

  it("the AIF admin's Send to Investor of an incomplete application neither moves it nor tells the investor", async () => {
    const a = await createApplication(app.db);
    await setBank(a, { pennydropCheck: false, pennydropVerified: false });
    const before = await snapshot(a.id);
    const res = await send(a.id, 'amcadmin');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      REVIEW_MESSAGES.incompleteSteps([STEP_LABELS['bank-details'], STEP_LABELS['document-details']]),
    );
    expect(await snapshot(a.id)).toEqual(before);
    expect(await app.outbox.list({ to: a.applicants[0]!.email })).toHaveLength(0);
    expect(await app.outbox.list({ to: a.applicants[0]!.mobile })).toHaveLength(0);
  });

  it('checks the application as its preparer filled it, whoever presses send', async () => {
    // Prepared by the distributor, whose distributor step has no login type: complete for the rm too.
    const a = await createApplication(app.db);
    const res = await send(a.id, 'rm');
    expect(res.statusCode).toBe(200);
  });

  it('refuses an entity application whose steps 7-9 are not filled, naming the first failing step', async () => {
    const a = await createApplication(app.db, { applicationType: 'non_individual' });
    const before = await snapshot(a.id);
    const res = await send(a.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      path: 'declaration-ubo.uboDeclarationType',
      message: MESSAGES.selectDeclarationType,
    });
    expect(await snapshot(a.id)).toEqual(before);
  });
});

describe("the AIF approver's approval runs the same check", () => {
  it('refuses to approve an application an edit after sending made incomplete, and nothing moves', async () => {
    const a = await createApplication(app.db, { status: 'sent_to_amc_approver' });
    await app.db.delete(banks).where(eq(banks.applicationId, a.id));
    const before = await snapshot(a.id);
    const approve = () =>
      app.inject({
        method: 'POST',
        url: `/api/onboarding/applications/${a.id}/approve`,
        headers: bearer(tokens.amcapprover),
      });
    const refused = await approve();
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      REVIEW_MESSAGES.incompleteSteps([STEP_LABELS['bank-details']]),
    ]);
    expect(await snapshot(a.id)).toEqual(before);
  });
});

describe("the investor's Save Application runs the same check", () => {
  it('refuses to submit an incomplete draft, and submits it once complete', async () => {
    const a = await createApplication(app.db);
    await editFirstApplicant(a, (d) => {
      delete d.typeOfAddressProvidedAtKRA;
    });
    // Sent to the investor by the AIF admin: the investor's to complete.
    await app.db.update(applications).set({ sentToInvestorAt: new Date() }).where(eq(applications.id, a.id));
    const token = (
      await app.sessions.issue({ kind: 'investor', number: toMobileNumber('+91', a.applicants[0]!.mobile) })
    ).token;
    const submit = async () => {
      const got = await app.inject({
        method: 'GET',
        url: `/api/onboarding/applications/${a.id}`,
        headers: bearer(token),
      });
      const d = got.json();
      return app.inject({
        method: 'POST',
        url: `/api/onboarding/applications/${a.id}/update`,
        headers: bearer(token),
        payload: {
          step: 'document-details',
          saveType: 'saveAndProceed',
          version: d.version,
          data: {
            applicants: d.applicants.map((x: { id: string; documents: unknown }) => ({
              applicantId: x.id,
              documents: x.documents,
            })),
          },
        },
      });
    };
    const before = await snapshot(a.id);
    const refused = await submit();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(REVIEW_MESSAGES.incompleteSteps([STEP_LABELS.fatca]));
    expect(refused.json().errors).toContainEqual({
      path: 'fatca.applicants.0.typeOfAddressProvidedAtKRA',
      message: WIZARD_MESSAGES.kraAddressTypeRequired,
    });
    expect(await snapshot(a.id)).toEqual(before);

    await editFirstApplicant(a, (d) => {
      d.typeOfAddressProvidedAtKRA = 'Resident';
    });
    const submitted = await submit();
    expect(submitted.json().message).toBeUndefined();
    expect(submitted.json().status).toBe('sent_to_amc_approver');
  });
});
