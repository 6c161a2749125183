/**
 * Entity demo applications (0-product-decisions §7), filled in through the wizard's own save path: each
 * step is sent to `ApplicationWizardService.update` as the entity wizard sends it, so the demo holds what
 * the rules accept and GET shows real entity data. The application and its applicant start as the
 * onboarding entry leaves them (registry record, both addresses from the registry). Completed ones are
 * then sent from the preview, and approved, by the review service (seed-entity-steps.ts).
 */
import { randomUUID } from 'node:crypto';
import {
  distributorStepDefaults,
  entityContactStepDefaults,
  entityContributorStepDefaults,
  type EntityInvestorType,
} from '@aif/contracts';
import type { Session } from '../lib/session';
import { ApplicationWizardService } from '../modules/application-wizard/service';
import { recordPennyDrop } from '../modules/bank-verification/service';
import { AuditService } from '../modules/audit/service';
import { insertRegistryAddresses } from '../modules/onboarding/registry-addresses';
import { SandboxPennyDrop } from '../providers/bank/sandbox';
import { SandboxKra } from '../providers/kra/sandbox';
import type { FileStorage } from '../providers/storage';
import type { Db, Tx } from './client';
import { applicants, applications, type plans } from './schema';
import { saveLaterEntitySteps, sendAndApprove, type DemoUbo, type SaveStep } from './seed-entity-steps';
import { demoSignatoryGroups } from './seed-signatories';

type PlanRow = typeof plans.$inferSelect;

export interface EntityDemo {
  name: string;
  pan: string;
  /** Date of registration (the registry's date of birth). */
  registered: string;
  investorType: EntityInvestorType;
  city: string;
  /** The last step saved: contact-details (3), bank-details (5) or fatca (9, every step). */
  through: 'contact-details' | 'bank-details' | 'fatca';
  /** Where a completed one is left: sent to the AIF approver, or approved and with its signatories. */
  leftAt?: 'sent_to_amc_approver' | 'sent_to_authorised_signatories';
  units?: number;
  bankAccount?: string;
  contact: { name: string; mobile: string; email: string };
  /** Steps 7-9 of a completed one: the five signatories (Board: 3, Finance: 2), the UBOs. */
  completed?: {
    signatories: [string, string, string, string, string];
    domain: string;
    firstSignatoryMobile: number;
    ubos: DemoUbo[];
  };
}

export const ENTITY_DEMOS: readonly EntityDemo[] = [
  {
    name: 'Deccan Precision Components Private Limited',
    pan: 'AAACD4821K',
    registered: '2009-07-14',
    investorType: 'corporate',
    city: 'Pune',
    through: 'fatca',
    // The demo AIF approver's to approve.
    leftAt: 'sent_to_amc_approver',
    units: 150_000,
    bankAccount: '50200012345678',
    contact: {
      name: 'Sanjay Kulkarni',
      mobile: '9822012345',
      email: 'sanjay.kulkarni@deccanprecision.example',
    },
    completed: {
      signatories: ['Anil Deshpande', 'Kavita Joshi', 'Manoj Patil', 'Ritu Kulkarni', 'Sameer Gokhale'],
      domain: 'deccanprecision.example',
      firstSignatoryMobile: 9_200_000_001,
      ubos: [
        {
          pan: 'ABCPK1234L',
          dob: '1968-03-12',
          percentage: 62.5,
          occupation: 'BUSINESS',
          placeOfBirth: 'Pune, India',
        },
        {
          // The sandbox AML matches an id starting AML: the UBO list shows its acknowledged note.
          pan: 'AMLPD4821K',
          dob: '1972-11-02',
          percentage: 25,
          occupation: 'BUSINESS',
          placeOfBirth: 'Nashik, India',
          amlComments: 'Name match on an adverse media list; a different person, cleared by compliance',
        },
      ],
    },
  },
  {
    name: 'Greenfield Family Trust',
    pan: 'LMNTG3457P',
    registered: '2012-08-20',
    investorType: 'registered_trust',
    city: 'Bengaluru',
    through: 'contact-details',
    contact: { name: 'Lakshmi Iyer', mobile: '9845098450', email: 'trustee@greenfieldtrust.example' },
  },
  {
    name: 'Sunrise Textiles Private Limited',
    pan: 'KLMCS2346N',
    registered: '2005-05-15',
    investorType: 'corporate',
    city: 'Surat',
    through: 'fatca',
    // Approved: its signatories sign in with their mobiles and e-sign.
    leftAt: 'sent_to_authorised_signatories',
    units: 1_000_000,
    bankAccount: '50200087654321',
    contact: { name: 'Hemant Shah', mobile: '9825098250', email: 'hemant.shah@sunrisetextiles.example' },
    completed: {
      signatories: ['Nirav Shah', 'Pooja Mehra', 'Rakesh Bansal', 'Sonal Agarwal', 'Tushar Jain'],
      domain: 'sunrisetextiles.example',
      firstSignatoryMobile: 9_200_000_011,
      ubos: [
        {
          pan: 'CDEPS7812M',
          dob: '1960-08-21',
          percentage: 70,
          occupation: 'BUSINESS',
          placeOfBirth: 'Surat, India',
        },
      ],
    },
  },
];

/**
 * The entity demos, prepared by the rm on `plan` (a domestic series); `amcapprover` approves the ones left
 * with their signatories. Runs in the seed's transaction: the wizard's saves nest in it, so a refused step
 * leaves no half-seeded database.
 */
export async function seedEntityDemos(
  tx: Tx,
  now: Date,
  {
    rm,
    amcapprover,
    plan,
    storage,
  }: { rm: { id: string; phone: string }; amcapprover: string; plan: PlanRow; storage?: FileStorage },
): Promise<void> {
  const db: Db = tx;
  const audit = new AuditService(db, () => now);
  const wizard = new ApplicationWizardService({ db, clock: () => now, audit });
  const session: Session = {
    id: 'demo-seed',
    kind: 'staff',
    role: 'rm',
    userId: rm.id,
    countryCode: '+91',
    phone: rm.phone,
  };
  const kra = new SandboxKra();
  for (const [i, demo] of ENTITY_DEMOS.entries()) {
    const id = await insertEntity(tx, demo, rm.id, now, kra);
    const step: SaveStep = async (slug, data) => {
      const detail = await wizard.detail(session, id);
      await wizard.update(session, id, {
        step: slug,
        saveType: 'saveAndProceed',
        version: detail.version,
        data: (await data(detail)) as Record<string, unknown>,
      });
    };
    const rules = { role: 'rm' as const, fundType: 'domestic' as const, applicationCreatedAt: now };
    await step('distributor-details', (d) => ({ ...distributorStepDefaults(d), loginType: 'rm' }));
    await step('contributor-details', (d) => {
      const form = entityContributorStepDefaults(d, rules);
      return {
        applicant: {
          ...form.applicant,
          cityOfIncorporation: demo.city,
          investorType: demo.investorType,
          grossAnnualIncome: '> 1 CRORE',
          netWorth: '48,75,00,000.50',
          netWorthDate: '2026-03-31',
          nbfcCorporate: demo.investorType === 'corporate' ? 'no' : '',
          dlclId: 'nsdl',
          dpId: 'IN300214',
          clId: String(10_000_000 + i * 7_919),
        },
      };
    });
    await step('contact-details', (d) => {
      const form = entityContactStepDefaults(d);
      return {
        applicant: { ...form.applicant, contactperson: { ...form.applicant.contactperson, ...demo.contact } },
      };
    });
    if (demo.through === 'contact-details') continue;
    await step('investment-payment-details', () => ({
      schemeId: plan.schemeId,
      planId: plan.id,
      noOfUnits: demo.units,
      drawDownDate: drawdown(now),
      groupInvestment: false,
      lowerTheUnits: false,
      groupName: '',
      setupFeeTDS: 0,
      modeOfPayment: 'neft',
      neftCode: 'DEMONEFTENT1',
    }));
    const account = {
      ifscCode: 'HDFC0000060',
      bankAccountNumber: demo.bankAccount!,
      bankAccountType: 'Current',
    };
    const result = await new SandboxPennyDrop().verify({
      ifsc: account.ifscCode,
      accountNumber: account.bankAccountNumber,
      accountType: account.bankAccountType,
    });
    await recordPennyDrop(db, session, id, {
      ...account,
      pennydropVerified: result.verified,
      accountHolderName: result.accountHolderName,
    });
    await step('bank-details', () => ({
      banks: [
        {
          ...account,
          bankName: 'HDFC Bank',
          bankBranch: 'Fort, Mumbai',
          defaultBankAccount: true,
          isActive: true,
        },
      ],
    }));
    if (demo.through === 'bank-details' || !demo.completed) continue;
    const done = demo.completed;
    await saveLaterEntitySteps({
      tx,
      now,
      id,
      session,
      save: step,
      storage,
      groups: demoSignatoryGroups(done.signatories, done.domain, done.firstSignatoryMobile),
      ubos: done.ubos,
    });
    if (!demo.leftAt) continue;
    const approver: Session | null =
      demo.leftAt === 'sent_to_authorised_signatories'
        ? { ...session, id: 'demo-seed-approver', role: 'amcapprover', userId: amcapprover, phone: '' }
        : null;
    await sendAndApprove(tx, now, { audit, wizard }, id, session, approver);
  }
}

/** A month after `now`, moved off a Sunday (the drawdown date's rule). */
function drawdown(now: Date): string {
  const d = new Date(now.getTime() + 30 * 86_400_000);
  if (d.getUTCDay() === 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The application and applicant as the onboarding entry creates them: draft, the registry's record. */
async function insertEntity(tx: Tx, demo: EntityDemo, rmId: string, now: Date, kra: SandboxKra) {
  const record = (await kra.lookup({ pan: demo.pan, dateOfBirth: demo.registered }))!;
  const kraData = { ...record, name: demo.name };
  const referenceId = randomUUID();
  const [app] = await tx
    .insert(applications)
    .values({
      applicant1ReferenceId: referenceId,
      applicationType: 'non_individual',
      status: 'draft',
      currentStep: 0,
      modeOfHolding: 'single',
      rmId,
      createdBy: rmId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: applications.id });
  const [applicant] = await tx
    .insert(applicants)
    .values({
      applicationId: app!.id,
      applicantType: 1,
      referenceId,
      name: demo.name,
      panNo: demo.pan,
      dateOfBirth: demo.registered,
      email: demo.contact.email,
      // As the onboarding entry leaves an entity: its e-mail, no mobile (the contact person has one).
      dataFetchedFromKra: true,
      kraData,
      amlCheck: true,
      amlData: { system_match: [] },
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: applicants.id });
  await insertRegistryAddresses(tx, applicant!.id, record.addresses, now);
  return app!.id;
}
