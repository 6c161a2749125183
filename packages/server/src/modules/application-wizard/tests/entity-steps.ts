/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit the step forms' values freely, as a user would. */
/**
 * Fixtures of the entity wizard's tests (not a test file): an entity application made by the onboarding
 * entry (PAN, e-mail, the two documents), and each of steps 1-6 sent as the wizard would send it from GET.
 */
import { eq } from 'drizzle-orm';
import {
  distributorStepDefaults,
  entityContactStepDefaults,
  entityContributorStepDefaults,
  type ApplicationDetail,
  type Role,
} from '@aif/contracts';
import { applications, plans, schemes } from '../../../db/schema';
import { bearer } from '../../../testing/app';
import { multipartBody, pdfBytes } from '../../../testing/files';
import { ONB, expectOk, postJson, postSealed } from '../../../testing/onboarding';
import { investmentOn } from './later-steps';
import { NOW, app, db, load, save, setupWizardApp, t, uid } from './setup';

/** The file's database and app, with the staff these tests act as, and the demo series B. */
export function setupEntitySteps(): void {
  setupWizardApp(
    ['amcadmin', 'rm', 'distributor', 'subdistributor', 'amcapprover', 'poaapprover'],
    async () => {
      const [row] = await db.db
        .select({ id: plans.id, schemeId: plans.schemeId })
        .from(plans)
        .innerJoin(schemes, eq(schemes.id, plans.schemeId))
        .where(eq(plans.planCode, 'DGF1-B'));
      seriesB = row!;
    },
  );
}

/** Series B of the demo domestic fund (set by `setupEntitySteps`). */
export let seriesB: { id: string; schemeId: string };

let seq = 0;
/**
 * An entity PAN of a holder status (4th character: C company, T trust, H HUF, F firm, E LLP); the sandbox
 * registry names the entity from it ('Sunrise Private Limited' ...).
 */
export const entityPan = (status = 'C') => `AAA${status}S${String(7000 + ++seq).slice(-4)}K`;

async function upload(token: string, documentType: string): Promise<string> {
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

/** A new entity application by the onboarding entry, as `role` (registry: name, date, both addresses). */
export async function createEntity(
  role: Role = 'rm',
  pan = entityPan(),
): Promise<{ id: string; applicantId: string }> {
  const token = t[role]!;
  const verified = await postSealed(app, ONB.verifyPan, token, { pan, dob: '15/05/2005' });
  expectOk(verified);
  const email = await postSealed(app, ONB.entityToken, token, {
    panVerificationToken: verified.json().panVerificationToken,
    emailId: 'cfo@entity.example',
  });
  expectOk(email);
  const created = await postJson(app, ONB.applications, token, {
    applicantVerificationToken: email.json().applicantVerificationToken,
    documents: {
      boardResolutionFileId: await upload(token, 'board_resolution'),
      authorisedSignatoriesFileId: await upload(token, 'authorised_signatories_list'),
    },
  });
  expectOk(created);
  return { id: created.json().id, applicantId: created.json().applicantId };
}

const ctx = (role: Role) => ({
  role,
  onboardingType: 'normal' as const,
  fundType: null,
  applicationCreatedAt: NOW,
});

/** Contributor details of a corporate, filled in on the loaded form. */
export function contributorData(detail: ApplicationDetail, role: Role = 'rm', edit?: (a: any) => void) {
  const data: any = entityContributorStepDefaults(detail, ctx(role));
  Object.assign(data.applicant, {
    cityOfIncorporation: data.applicant.cityOfIncorporation || 'Mumbai',
    investorType: data.applicant.investorType || 'corporate',
    grossAnnualIncome: data.applicant.grossAnnualIncome || '> 1 CRORE',
    nbfcCorporate: data.applicant.nbfcCorporate || 'no',
    netWorth: data.applicant.netWorth || '25,00,00,000.75',
    netWorthDate: data.applicant.netWorthDate || '2026-03-31',
    // Demat details are required once a domestic fund is chosen (doc 2 §5).
    dlclId: data.applicant.dlclId || 'nsdl',
    dpId: data.applicant.dpId || 'IN300123',
    clId: data.applicant.clId || '10234567',
  });
  edit?.(data.applicant);
  return data;
}

/** Contact details on the loaded form, with a contact person. */
export function contactData(detail: ApplicationDetail, edit?: (a: any) => void) {
  const data: any = entityContactStepDefaults(detail);
  if (!data.applicant.contactperson.name)
    Object.assign(data.applicant.contactperson, {
      name: 'Anita Desai',
      mobile: '9812345678',
      email: 'anita.desai@entity.example',
      stdCode: '022',
      landLineNumber: '22345678',
    });
  edit?.(data.applicant);
  return data;
}

/** The distributor step as loaded (the rm keeps the direct login type and no distributor). */
export function distributorData(detail: ApplicationDetail, edit?: (d: any) => void) {
  const data: any = distributorStepDefaults(detail);
  data.loginType ??= 'rm';
  edit?.(data);
  return data;
}

/** Series B of the demo domestic fund: face 100, premium 5 %, 100,000 units, setup fee 1.5 %. */
export const investment = (over: Record<string, unknown> = {}) => investmentOn(seriesB, over);

export const bank = (over: Record<string, unknown> = {}) => ({
  ifscCode: 'SBIN0000300',
  bankAccountNumber: '123456789012',
  bankAccountType: 'Current',
  bankName: 'State Bank of India',
  bankBranch: 'Mumbai',
  defaultBankAccount: true,
  isActive: true,
  ...over,
});

export const pennyDrop = (body: Record<string, unknown>, token = t.rm!) =>
  app.inject({
    method: 'POST',
    url: '/api/onboarding/pennydropverification',
    headers: bearer(token),
    payload: body,
  });

/** Saves `step` with `data` on the application as loaded now (its version), as `token`. */
export async function saveEntityStep(id: string, step: string, data: unknown, token = t.rm!) {
  const detail = await load(id, token);
  return save(id, token, { step, version: detail.version, data });
}

/** Steps 1-3 saved by the rm, as a preparer fills them in. */
export async function throughContact(id: string, edit?: (a: any) => void) {
  expectOk(await saveEntityStep(id, 'distributor-details', distributorData(await load(id))));
  expectOk(await saveEntityStep(id, 'contributor-details', contributorData(await load(id), 'rm', edit)));
  expectOk(await saveEntityStep(id, 'contact-details', contactData(await load(id))));
}

/** Steps 1-5: through contact, the investment on series B, and a penny-dropped current account. */
export async function throughBank(id: string, edit?: (a: any) => void) {
  await throughContact(id, edit);
  expectOk(await saveEntityStep(id, 'investment-payment-details', investment()));
  expectOk(await pennyDrop({ ...bank(), applicationId: id }));
  expectOk(await saveEntityStep(id, 'bank-details', { banks: [bank()] }));
}

export async function rowOf(id: string) {
  const [row] = await db.db.select().from(applications).where(eq(applications.id, id));
  return row!;
}

export { uid };
