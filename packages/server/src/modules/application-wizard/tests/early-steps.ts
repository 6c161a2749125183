/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit the step forms' values freely, as a user would. */
/**
 * Fixtures of the tests of steps 1-5 and GET (not a test file): applications with applicants and addresses
 * straight in the tables, and a step saved as the wizard would send it from GET, changed by `edit`.
 */
import { eq } from 'drizzle-orm';
import {
  additionalKycStepDefaults,
  contactStepDefaults,
  contributorStepDefaults,
  fatcaIndividualStepDefaults,
  type ApplicationDetail,
  type Role,
} from '@aif/contracts';
import { applicantAddresses, applicants, applications, users } from '../../../db/schema';
import { DEMO_COMPANY_DISTRIBUTOR } from '../../../db/seed';
import { toMobileNumber } from '../../../lib/phone';
import { KRA_APPLICANT_DETAILS } from '../../../testing/applicant-details';
import { NOW, app, db, load, save, setupWizardApp, t, uid } from './setup';

/** The file's database and app, with every staff role and an rm who sees none of the rm's applications. */
export function setupEarlySteps(): void {
  setupWizardApp(
    ['amcadmin', 'rm', 'distributor', 'subdistributor', 'amcapprover', 'poaapprover'],
    async () => {
      const [company] = await db.db.select().from(users).where(eq(users.name, DEMO_COMPANY_DISTRIBUTOR.name));
      uid.companyDistributor = company!.id;
      const [other] = await db.db
        .insert(users)
        .values({ role: 'rm', name: 'Other RM', phone: '9111111111' })
        .returning();
      uid.otherRm = other!.id;
      t.otherRm = (
        await app.sessions.issue({
          kind: 'staff',
          userId: other!.id,
          number: toMobileNumber('+91', '9111111111'),
        })
      ).token;
      const [otherDistributor] = await db.db
        .insert(users)
        .values({ role: 'distributor', name: 'Other Distributor', phone: '9111111112', rmId: other!.id })
        .returning();
      uid.otherDistributor = otherDistributor!.id;
    },
  );
}

let mobileSeq = 0;

const nextMobile = () => `97${String(++mobileSeq).padStart(8, '0')}`;

interface ApplicantSeed {
  name?: string;
  pan?: string;
  kra?: boolean;
  mobile?: string;
  status?: string;
  addresses?: { type: 'correspondence' | 'permanent' | 'overseas'; kra?: boolean }[];
}

export const DETAILS = KRA_APPLICANT_DETAILS;

export async function addApplication(
  values: Partial<typeof applications.$inferInsert> = {},
  people: ApplicantSeed[] = [
    { kra: true, addresses: [{ type: 'correspondence' }, { type: 'permanent', kra: true }] },
  ],
) {
  const [row] = await db.db
    .insert(applications)
    .values({
      applicant1ReferenceId: crypto.randomUUID(),
      applicationType: 'individual',
      createdBy: uid.rm,
      rmId: uid.rm,
      modeOfHolding: people.length > 1 ? 'joint' : 'single',
      // Steps 1-4 saved: every step of 1-5 may be saved (the counter lets the saved steps and the next).
      currentStep: 4,
      // Created on the tests' clock day, so the fixtures' drawdown date lies within its year.
      createdAt: NOW,
      ...values,
    })
    .returning();
  const mobiles: string[] = [];
  for (const [i, p] of people.entries()) {
    const mobile = p.mobile ?? nextMobile();
    mobiles.push(mobile);
    const name = p.name ?? `Applicant ${'ABC'[i]}`;
    const [a] = await db.db
      .insert(applicants)
      .values({
        applicationId: row!.id,
        applicantType: i + 1,
        referenceId: crypto.randomUUID(),
        name,
        panNo: p.pan ?? `ABCP${'XYZ'[i]}${String(1000 + mobileSeq).slice(-4)}K`,
        dateOfBirth: '1985-05-05',
        email: `a${i}@example.com`,
        mobile,
        residentialStatus: p.status ?? 'Individual',
        dataFetchedFromKra: p.kra ?? false,
        kraData: p.kra
          ? ({
              panNumber: 'X',
              name,
              dateOfBirth: '1985-05-05',
              addresses: [],
              dataFetchedFromKRA: true,
            } as never)
          : null,
        details: DETAILS,
      })
      .returning();
    for (const addr of p.addresses ?? [{ type: 'correspondence' }, { type: 'permanent' }]) {
      await db.db.insert(applicantAddresses).values({
        applicantId: a!.id,
        addressType: addr.type,
        address1: '12 MG Road',
        address2: 'Camp',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'INDIA',
        pincode: '411001',
        fetchedFromKra: addr.kra ?? false,
      });
    }
  }
  return { id: row!.id, mobiles };
}

const ctx = (role: Role) => ({
  role,
  onboardingType: 'normal' as const,
  fundType: null,
  applicationCreatedAt: NOW,
});

/** The step's form values as the wizard would build them from GET, changed by `edit`. */
export function stepData(step: string, detail: ApplicationDetail, role: Role, edit?: (d: any) => void) {
  const data: any =
    step === 'contributor-details'
      ? contributorStepDefaults(detail, ctx(role))
      : step === 'contact-details'
        ? contactStepDefaults(detail)
        : step === 'additional-KYC-details'
          ? additionalKycStepDefaults(detail, ctx(role))
          : step === 'fatca'
            ? fatcaIndividualStepDefaults(detail, ctx(role))
            : {
                loginType: detail.loginType,
                distributorId: detail.distributor_id ?? '',
                subdistributorId: detail.subdistributorId ?? '',
              };
  if (step === 'additional-KYC-details') for (const a of data.applicants) a.dlclId = '';
  edit?.(data);
  return data;
}

export async function saveStep(
  id: string,
  step: string,
  role: Role,
  edit?: (d: any) => void,
  token = t[role]!,
  extra = {},
) {
  const detail = await load(id, token);
  return save(id, token, {
    step,
    version: detail.version,
    data: stepData(step, detail, role, edit),
    ...extra,
  });
}
