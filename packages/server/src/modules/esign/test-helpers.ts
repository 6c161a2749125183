import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MIME_PDF, MIME_PNG, uploadRuleFor, type ApplicationStatus, type FundType } from '@aif/contracts';
import type { Db } from '../../db/client';
import {
  applicantAddresses,
  applicantDocuments,
  applicants,
  applications,
  banks,
  esignInvitations,
  files,
  plans,
  schemes,
  signatories,
  signatoryGroups,
  users,
  type ApplicantDetails,
  type SignatoryGroupKind,
} from '../../db/schema';
import { demoInvestment } from '../../db/seed';
import { MDMS_DIR } from '../mdms/service';

/** Test helpers of the review / e-sign / PDF / signed-documents modules (not a test file). */

let counter = 0;
/** Unique Indian mobiles for these tests: 6 + 9 digits. */
export function uniqueMobile(): string {
  counter += 1;
  return `6${String(Date.now() % 100_000).padStart(5, '0')}${String(counter).padStart(4, '0')}`;
}

export interface CreateOptions {
  status?: ApplicationStatus;
  hasPoa?: boolean;
  applicationType?: 'individual' | 'non_individual';
  fund?: 'domestic' | 'msar';
  applicantNames?: string[];
  currentStep?: number;
  /** Insert the documents the master requires (default true). */
  documents?: boolean;
  /** A default bank account verified by penny drop (default true). */
  bank?: boolean;
  /** The commitment; the investment step buys it in whole units of the series (default 1 crore). */
  commitmentAmount?: string;
  /** Who prepared it (default the demo distributor): the preview's send follows the preparer's role. */
  preparedBy?: 'distributor' | 'amcadmin';
  /** An individual POA application's POA holder, the one signatory of its group (default true). */
  poaHolder?: boolean;
}

export interface CreatedApplication {
  id: string;
  applicationNumber: string;
  applicants: { id: string; referenceId: string; name: string; mobile: string; email: string }[];
}

/**
 * Every step's fields of an applicant, as the wizard stores them once steps 2-5 are saved (contributor,
 * KYC with NSDL demat details, FATCA); the 2nd and 3rd applicants are the 1st's siblings.
 */
export function completeApplicantDetails(index: number): ApplicantDetails {
  return {
    namePrefix: 'Ms.',
    gender: 'Female',
    fatherOrSpouseName: 'Ramesh Verma',
    nationality: 'INDIAN',
    ...(index > 0 ? { relationShipWithFirstApplicant: 'Sister' } : {}),
    occupationDetails: 'BUSINESS',
    grossAnnualIncome: '10-25 LACS',
    politicallyExposedPersonStatus: 'Not Applicable',
    sourceOfFunds: 'employment',
    dlclId: 'nsdl',
    dpId: 'IN300001',
    clId: String(12345678 + index),
    typeOfAddressProvidedAtKRA: 'Resident',
    placeOfBirth: 'Pune',
    countryOfBirth: 'INDIA',
    countryOfNationality: 'INDIA',
    taxResidentOfAnyCountryOtherThanIndia: false,
  } as ApplicantDetails;
}

/**
 * An application straight in the tables, created by the demo distributor: complete (every step saved and
 * valid, as the send's completeness check reads it: applicants, contact, KYC, FATCA, no nominee, a
 * verified default bank, the series' investment, the required documents) unless told otherwise.
 */
export async function createApplication(db: Db, opts: CreateOptions = {}): Promise<CreatedApplication> {
  const fund = opts.fund ?? 'domestic';
  const [scheme] = await db.select().from(schemes).where(eq(schemes.fundType, fund));
  const [plan] = await db
    .select()
    .from(plans)
    .where(eq(plans.schemeId, scheme!.id))
    .orderBy(plans.planCode)
    .limit(1);
  const staff = await db.select().from(users);
  const distributor = staff.find((u) => u.role === 'distributor' && u.phone === '9000000003')!;
  const rm = staff.find((u) => u.role === 'rm')!;
  const names = opts.applicantNames ?? ['Asha Verma'];
  const type = opts.applicationType ?? 'individual';
  const amount = Number(opts.commitmentAmount ?? '10000000');
  // The investment's drawdown date lies within a year of this creation instant.
  const createdAt = new Date();
  const [app] = await db
    .insert(applications)
    .values({
      applicant1ReferenceId: randomUUID(),
      applicationType: type,
      status: opts.status ?? 'draft',
      currentStep: opts.currentStep ?? 9,
      hasPoa: opts.hasPoa ?? false,
      modeOfHolding: names.length > 1 ? 'joint' : 'single',
      schemeId: scheme!.id,
      planId: plan!.id,
      distributorId: distributor.id,
      rmId: rm.id,
      createdBy:
        opts.preparedBy === 'amcadmin' ? staff.find((u) => u.role === 'amcadmin')!.id : distributor.id,
      doNotWishToNominate: true,
      ...demoInvestment(
        { type, step: 9, amount, preparedBy: 'distributor' },
        plan!,
        scheme!.fundType as FundType,
        counter,
        createdAt,
      ),
      createdAt,
    })
    .returning();
  const master = JSON.parse(
    readFileSync(path.join(MDMS_DIR, 'required_document_master.json'), 'utf8'),
  ) as Record<
    string,
    { applicant: { documentType: string; documentName: string; required: boolean; options?: string[] }[] }
  >;
  const key = opts.applicationType === 'non_individual' ? 'corporate' : opts.hasPoa ? 'poa' : 'individual';
  const created: CreatedApplication['applicants'] = [];
  for (const [i, name] of names.entries()) {
    const mobile = uniqueMobile();
    const email = `applicant${counter}@example.test`;
    const referenceId = i === 0 ? app!.applicant1ReferenceId : randomUUID();
    const [a] = await db
      .insert(applicants)
      .values({
        applicationId: app!.id,
        applicantType: i + 1,
        referenceId,
        name,
        panNo: `ABCP${String.fromCharCode(65 + i)}${String(1000 + counter).slice(-4)}F`,
        dateOfBirth: '1985-01-01',
        email,
        countryCode: '+91',
        mobile,
        dataFetchedFromKra: true,
        amlCheck: true,
        residentialStatus: 'Individual',
        details: completeApplicantDetails(i),
      })
      .returning();
    // The registry's correspondence address; the permanent one "same as correspondence", as the form saves it.
    const address = {
      applicantId: a!.id,
      address1: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'INDIA',
      pincode: '411001',
      fetchedFromKra: true,
    };
    await db.insert(applicantAddresses).values([
      { ...address, addressType: 'correspondence', permanentAddressSameAsCorresponding: true },
      { ...address, addressType: 'permanent', permanentAddressSameAsCorresponding: true },
    ]);
    if (opts.documents !== false) {
      for (const d of master[key]!.applicant.filter((x) => x.required)) {
        const fileId = randomUUID();
        // A type the document's upload rule accepts (signature and photograph are images).
        const pdf = uploadRuleFor(d.documentType).mimeTypes.includes(MIME_PDF);
        await db.insert(files).values({
          id: fileId,
          storageKey: `test/${fileId}`,
          name: `${d.documentType}.${pdf ? 'pdf' : 'png'}`,
          mimeType: pdf ? MIME_PDF : MIME_PNG,
          sizeBytes: 10,
          documentType: d.documentType,
          uploaderKind: 'staff',
          uploaderId: distributor.id,
        });
        await db.insert(applicantDocuments).values({
          applicantId: a!.id,
          documentType: d.documentType,
          documentName: d.options?.[0] ?? d.documentName,
          fileId,
        });
      }
    }
    created.push({ id: a!.id, referenceId, name, mobile, email });
  }
  if (opts.bank !== false)
    await db.insert(banks).values({
      applicationId: app!.id,
      sno: 1,
      ifscCode: 'HDFC0000060',
      bankAccountNumber: `5010001${String(1000000 + counter).slice(-7)}`,
      bankAccountType: 'Savings',
      bankName: 'HDFC Bank',
      bankBranch: 'Fort',
      defaultBankAccount: true,
      pennydropCheck: true,
      pennydropVerified: true,
    });
  if (opts.hasPoa && type === 'individual' && opts.poaHolder !== false) {
    const [group] = await db
      .insert(signatoryGroups)
      .values({ applicationId: app!.id, kind: 'poa_holder', name: 'POA Holder', threshold: 1, sno: 1 })
      .returning();
    await db.insert(signatories).values({
      applicationId: app!.id,
      groupId: group!.id,
      sno: 1,
      name: 'Vikram Holder',
      pan: `ABCPH${String(1000 + counter).slice(-4)}F`,
      countryNameAndCode: 'India: +91',
      countryCode: '+91',
      mobile: uniqueMobile(),
      email: `poa${counter}@example.test`,
    });
  }
  return { id: app!.id, applicationNumber: app!.applicationNumber, applicants: created };
}

export async function statusOf(db: Db, id: string): Promise<string> {
  const [row] = await db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, id));
  return row!.status;
}

export async function invitationsOf(db: Db, applicationId: string) {
  return db
    .select()
    .from(esignInvitations)
    .where(and(eq(esignInvitations.applicationId, applicationId)))
    .orderBy(esignInvitations.createdAt, esignInvitations.signerOrder);
}

/** The path of an invitation URL (`/esign/sandbox/<token>`). */
export const pathOf = (url: string) => new URL(url).pathname;

/** Signs through the sandbox page: send OTP, read it from the outbox, confirm. Returns the confirm answer. */
export async function signViaSandbox(app: FastifyInstance, invitationUrl: string, recipient: string) {
  const base = pathOf(invitationUrl);
  const sent = await app.inject({ method: 'POST', url: `${base}/send-otp` });
  if (sent.statusCode !== 200) return sent;
  await app.messages.deliverDue();
  const outbox = await app.outbox.list({ to: recipient, limit: 5 });
  const otp = outbox.find((m) => m.body.includes('e-sign sandbox'))?.body.match(/\b(\d{6})\b/)?.[1];
  return app.inject({
    method: 'POST',
    url: `${base}/confirm`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `otp=${otp}`,
  });
}

/** Text of a PDF, read with pdf.js in a child process (testing/pdf-text.mjs): reading order, no system tool. */
export function pdfText(data: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aif-pdf-'));
  try {
    const file = path.join(dir, 'a.pdf');
    writeFileSync(file, data);
    const script = path.join(__dirname, '..', '..', 'testing', 'pdf-text.mjs');
    return execFileSync(process.execPath, [script, file], {
      encoding: 'utf8',
      maxBuffer: 1024 * 1024 * 1024,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface TestSignatory {
  id: string;
  name: string;
  mobile: string;
  email: string;
}

/**
 * A signatory group straight in the tables, as the authorised-signatory step (or the POA holder entry)
 * stores it: its members with unique mobiles and e-mails; `canEsign` false for the ones named in `noEsign`.
 */
export async function addSignatoryGroup(
  db: Db,
  applicationId: string,
  opts: {
    kind?: SignatoryGroupKind;
    name?: string;
    threshold: number;
    sno: number;
    members: string[];
    noEsign?: string[];
  },
): Promise<{ id: string; members: TestSignatory[] }> {
  const [group] = await db
    .insert(signatoryGroups)
    .values({
      applicationId,
      kind: opts.kind ?? 'authorised_signatories',
      name: opts.name ?? null,
      threshold: opts.threshold,
      sno: opts.sno,
    })
    .returning();
  const members: TestSignatory[] = [];
  for (const [i, name] of opts.members.entries()) {
    const mobile = uniqueMobile();
    const email = `signatory${mobile}@example.test`;
    const [row] = await db
      .insert(signatories)
      .values({
        applicationId,
        groupId: group!.id,
        sno: i + 1,
        name,
        pan: `ABCP${String.fromCharCode(70 + i)}${mobile.slice(-4)}K`,
        countryCode: '+91',
        countryNameAndCode: 'India (+91)',
        mobile,
        email,
        designation: 'Director',
        canEsign: !(opts.noEsign ?? []).includes(name),
      })
      .returning();
    members.push({ id: row!.id, name, mobile, email });
  }
  return { id: group!.id, members };
}
