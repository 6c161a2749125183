/**
 * The nine steps of an individual demo past draft, each sent to `ApplicationWizardService.update` as the
 * individual wizard sends it (the form's defaults from GET, then what the preparer types), and the moves
 * after the wizard as staff make them: the preparer's send from the preview (its completeness check
 * included) and the AIF approver's approval, through the review service. A refused step or send fails
 * the seed, so every demo an approver can act on is complete.
 */
import {
  additionalKycStepDefaults,
  contactStepDefaults,
  contributorStepDefaults,
  defaultNamePrefix,
  distributorStepDefaults,
  documentStepDefaults,
  fatcaIndividualStepDefaults,
  uploadRuleFor,
  MIME_PDF,
  type InvestmentStepInput,
  type StaffRole,
} from '@aif/contracts';
import { eq } from 'drizzle-orm';
import type { Session } from '../lib/session';
import { ApplicationWizardService } from '../modules/application-wizard/service';
import { loadDocumentMaster } from '../modules/application-wizard/steps/document-details';
import { AuditService } from '../modules/audit/service';
import { recordPennyDrop } from '../modules/bank-verification/service';
import { MdmsService } from '../modules/mdms/service';
import { SandboxPennyDrop } from '../providers/bank/sandbox';
import type { FileStorage } from '../providers/storage';
import type { Db, Tx } from './client';
import { applications } from './schema';
import { demoFile, sendAndApprove, type SaveStep } from './seed-entity-steps';
import { demoPoaHolder } from './seed-signatories';

/** An applicant of an individual demo: the onboarding entry's PAN and date of birth, and what step 2 asks. */
export interface DemoPerson {
  name: string;
  pan: string;
  dob: string;
  gender: 'Male' | 'Female';
  /** Father's or spouse's name. */
  father: string;
}

export interface DemoStaff {
  role: StaffRole;
  id: string;
  phone: string;
}

const sessionOf = (staff: DemoStaff): Session => ({
  id: `demo-seed-${staff.role}`,
  kind: 'staff',
  role: staff.role,
  userId: staff.id,
  countryCode: '+91',
  phone: staff.phone,
});

/** The services of one demo, on its own clock: it was filled in, sent and approved the day it was created. */
function servicesAt(tx: Tx, at: Date) {
  const db: Db = tx;
  const audit = new AuditService(db, () => at);
  return { audit, wizard: new ApplicationWizardService({ db, clock: () => at, audit }) };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- step data is built as the wizard's forms build it. */

export async function fillIndividualSteps(
  tx: Tx,
  input: {
    id: string;
    /** The demo's place in the list: its account, demat and NEFT numbers differ by it. */
    n: number;
    filledAt: Date;
    preparer: DemoStaff;
    people: readonly DemoPerson[];
    domestic: boolean;
    investment: InvestmentStepInput;
    /** The n-th demo POA application's holder (from 0), for a POA application. */
    poaHolder: number | null;
    storage?: FileStorage;
  },
): Promise<void> {
  const { id, n, filledAt: now } = input;
  const { wizard } = servicesAt(tx, now);
  const session = sessionOf(input.preparer);
  const save: SaveStep = async (slug, data) => {
    const detail = await wizard.detail(session, id);
    await wizard.update(session, id, {
      step: slug,
      saveType: 'saveAndProceed',
      version: detail.version,
      data: (await data(detail)) as Record<string, unknown>,
    });
  };
  const person = (a: { panNo?: string | null }) => input.people.find((p) => p.pan === a.panNo)!;
  const rules = { role: session.role, onboardingType: 'normal' as const };

  await save('distributor-details', (d) => ({
    ...distributorStepDefaults(d),
    // An rm prepares it as its own; a distributor's fields are its own, locked.
    ...(session.role === 'rm' ? { loginType: 'rm' } : {}),
  }));
  await save('contributor-details', (d) => {
    const form: any = contributorStepDefaults(d, rules);
    form.applicants.forEach((a: any, i: number) => {
      const p = person(a);
      a.gender = p.gender;
      a.namePrefix = defaultNamePrefix(p.gender);
      a.fatherOrSpouseName = p.father;
      if (i > 0) a.relationShipWithFirstApplicant = 'Spouse';
    });
    return form;
  });
  await save('contact-details', (d) => contactStepDefaults(d));
  await save('additional-KYC-details', (d) => {
    const form: any = additionalKycStepDefaults(d, { ...rules, fundType: null, applicationCreatedAt: now });
    form.applicants.forEach((a: any, i: number) => {
      a.occupationDetails = i === 0 ? 'BUSINESS' : 'PROFESSIONAL';
      a.grossAnnualIncome = '> 1 CRORE';
      a.sourceOfFunds = [i === 0 ? 'business_profits' : 'employment'];
      // A domestic fund's units are held in demat (doc 1 §5); the fund is chosen on the investment step.
      Object.assign(
        a,
        input.domestic
          ? { dlclId: 'nsdl', dpId: 'IN300214', clId: String(20_000_000 + n * 7_919 + i) }
          : { dlclId: '', dpId: '', clId: '' },
      );
    });
    return form;
  });
  await save('fatca', (d) => {
    const form: any = fatcaIndividualStepDefaults(d, rules);
    for (const a of form.applicants)
      Object.assign(a, {
        typeOfAddressProvidedAtKRA: 'Resident',
        placeOfBirth: 'Mumbai',
        countryOfBirth: 'India',
      });
    return form;
  });
  await save('nominee-details', () => ({ doNotWishToNominate: true, nominees: [] }));

  const account = {
    ifscCode: 'SBIN0000300',
    bankAccountNumber: String(30_100_000_000 + n * 1_013),
    bankAccountType: 'Savings',
  };
  const verified = await new SandboxPennyDrop().verify({
    ifsc: account.ifscCode,
    accountNumber: account.bankAccountNumber,
    accountType: account.bankAccountType,
  });
  await recordPennyDrop(tx, session, id, {
    ...account,
    pennydropVerified: verified.verified,
    accountHolderName: verified.accountHolderName,
  });
  await save('bank-details', () => ({
    banks: [
      {
        ...account,
        bankName: 'State Bank of India',
        bankBranch: 'Mumbai Main Branch',
        defaultBankAccount: true,
        isActive: true,
      },
    ],
  }));
  await save('investment-payment-details', () => input.investment);

  const master = await loadDocumentMaster(new MdmsService());
  const files = { tx, storage: input.storage, session, now };
  await save('document-details', async (d) => {
    const data: any = documentStepDefaults(d as any, {
      role: session.role,
      applicationType: 'individual',
      onboardingType: 'normal',
      today: now,
      master,
    });
    for (const entry of data.applicants.flatMap((a: any) => a.documents)) {
      if (!entry.required || entry.file) continue;
      const ext = uploadRuleFor(entry.documentType).mimeTypes.includes(MIME_PDF) ? 'pdf' : 'png';
      const file = await demoFile(tx, files, `${entry.documentType}.${ext}`, entry.documentType);
      entry.documentId = file.id;
      entry.file = file;
      entry.documentName = entry.options?.[0] ?? entry.documentName ?? null;
    }
    return {
      ...data,
      documentDeclaration: true,
      ...(input.poaHolder === null ? {} : { poaHolders: [demoPoaHolder(input.poaHolder)] }),
    };
  });
}

/**
 * Leaves a filled demo at its status: sent from the preview by its preparer (to the AIF approver, or to
 * the POA approver with a POA); then approved by the AIF approver (to its investor, or for a paper-signed
 * fund to await its signed documents). A later status (signed, expired, rejected, completed) is set as it
 * stands once its e-signing or rejection is over, on a complete application.
 */
export async function moveIndividualDemo(
  tx: Tx,
  input: {
    id: string;
    at: Date;
    preparer: DemoStaff;
    status: string;
    /** The demo AIF approver. */
    approver: Omit<DemoStaff, 'role'>;
  },
): Promise<void> {
  const { id, at, status } = input;
  const services = servicesAt(tx, at);
  const preparer = sessionOf(input.preparer);
  const approver = sessionOf({ role: 'amcapprover', ...input.approver });
  if (status === 'sent_to_amc_approver' || status === 'sent_to_poa_approver') {
    await sendAndApprove(tx, at, services, id, preparer, null);
  } else if (status === 'sent_to_applicant1' || status === 'approved_by_amc_approver') {
    await sendAndApprove(tx, at, services, id, preparer, approver);
  } else if (status === 'invitationexpired') {
    // Sent to the investor and not signed in time, as the expiry job leaves one: the status it expired
    // at is in the audit trail, so Admin Support can invite the same signer again.
    await sendAndApprove(tx, at, services, id, preparer, approver);
    await tx.update(applications).set({ status }).where(eq(applications.id, id));
    await services.audit.record(
      {
        actorId: 'system',
        actorRole: null,
        action: 'status_change',
        entity: 'application',
        entityId: id,
        from: 'sent_to_applicant1',
        to: status,
        reason: 'e-sign invitation not signed within 30 days',
      },
      tx,
    );
  } else {
    const [row] = await tx.select().from(applications).where(eq(applications.id, id));
    await services.wizard.checkComplete(tx, row!);
    await tx
      .update(applications)
      .set({
        status,
        ...(status === 'rejected'
          ? { rejectedReason: 'Address proof is not legible', rejectedAt: at, rejectedByRole: 'amcapprover' }
          : {}),
      })
      .where(eq(applications.id, id));
  }
  const [moved] = await tx
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, id));
  if (moved!.status !== status) throw new Error(`demo ${id}: left at ${moved!.status}, not ${status}`);
}
