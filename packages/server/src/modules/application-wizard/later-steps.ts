/**
 * Steps 6-9 of the individual wizard (nominee-details, bank-details, investment-payment-details,
 * document-details): reading them for GET, preparing a save (what the server decides rather than the
 * client: penny-drop flags, the series, attached files), and writing the parsed values. Every write runs
 * inside the update's transaction (service.ts), so a refused save leaves nothing behind.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  RELATIONSHIPS,
  WIZARD_API_MESSAGES,
  calendarDateToIso,
  canonicalApplicantStatus,
  documentMasterKey,
  requiredDocumentMasterSchema,
  toCalendarDate,
  type Bank,
  type BankStepValues,
  type DocumentApplication,
  type DocumentEntry,
  type DocumentStepValues,
  type FileRef,
  type FundType,
  type InvestmentFields,
  type InvestmentPlan,
  type InvestmentSchemesResponse,
  type InvestmentStepValues,
  type Nominee,
  type NomineeStepValues,
  type RequiredDocumentMaster,
  type WizardFieldLocks,
} from '@aif/contracts';
import type { Db, Tx } from '../../db/client';
import type { applications } from '../../db/schema';
import {
  applicantAddresses,
  applicantDocuments,
  applicants,
  banks,
  distributorPlans,
  files,
  nomineeDocuments,
  nominees,
  plans,
  schemes,
  type ApplicationInvestment,
} from '../../db/schema';
import { HttpError, badRequest } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { latestPennyDrops, pennyDropKey } from '../bank-verification/service';
import type { MdmsService } from '../mdms/service';
import { principalOf, type Session } from '../sessions/service';
import { StepValidationError } from './errors';

type DbOrTx = Db | Tx;
type ApplicationRow = typeof applications.$inferSelect;
type ApplicantRow = typeof applicants.$inferSelect;
type AddressRow = typeof applicantAddresses.$inferSelect;
type NomineeRow = typeof nominees.$inferSelect;
type BankRow = typeof banks.$inferSelect;
type PlanRow = typeof plans.$inferSelect;
type SchemeRow = typeof schemes.$inferSelect;

const forbiddenChange = (label: string) => new HttpError(403, WIZARD_API_MESSAGES.fieldLocked(label));
const unknownRecord = () => badRequest(WIZARD_API_MESSAGES.unknownRecord);

const num = (v: string | null | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim());
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** How a file is referenced in an answer: its id, name and the download route (files module). */
export function fileRefOf(id: string, name: string): FileRef {
  const url = `/api/files/files/${id}`;
  return { id, name, url, viewUrl: url };
}

// ------------------------------------------------------------------ reading

export interface LaterStepsView {
  nominees: Nominee[];
  banks: Bank[];
  /** Active documents per applicant id. */
  documents: Map<string, DocumentEntry[]>;
}

async function activeNomineeRows(db: DbOrTx, applicationId: string): Promise<NomineeRow[]> {
  return db
    .select()
    .from(nominees)
    .where(and(eq(nominees.applicationId, applicationId), eq(nominees.isActive, true)))
    .orderBy(nominees.sno, nominees.createdAt);
}

async function activeBankRows(db: DbOrTx, applicationId: string): Promise<BankRow[]> {
  return db
    .select()
    .from(banks)
    .where(and(eq(banks.applicationId, applicationId), eq(banks.isActive, true)))
    .orderBy(banks.sno, banks.createdAt);
}

function toNominee(n: NomineeRow, documents: DocumentEntry[]): Nominee {
  const rel = n.nomineeRelationship ?? '';
  const known = (RELATIONSHIPS as readonly string[]).includes(rel) && rel !== 'Others';
  return {
    id: n.id,
    nomineeName: n.nomineeName,
    Relationship: rel === '' ? null : known ? rel : 'Others',
    nomineeRelationship: n.nomineeRelationship,
    dateOfBirth: n.dateOfBirth,
    nomineePercentage: num(n.nomineePercentage),
    guardianName: n.guardianName,
    nomineePan: n.nomineePan,
    nomineeGuardianPan: n.nomineeGuardianPan,
    isActive: n.isActive,
    sno: n.sno,
    nomineedocuments: documents,
  };
}

function toBank(b: BankRow): Bank {
  return {
    id: b.id,
    ifscCode: b.ifscCode,
    bankAccountNumber: b.bankAccountNumber,
    bankAccountType: b.bankAccountType,
    bankName: b.bankName,
    bankBranch: b.bankBranch,
    defaultBankAccount: b.defaultBankAccount,
    isActive: b.isActive,
    pennydropCheck: b.pennydropCheck,
    pennydropVerified: b.pennydropVerified,
    address1: b.address1,
    address2: b.address2,
    address3: b.address3,
    micrCode: b.micrCode,
    swiftCode: b.swiftCode,
    ibanNumber: b.ibanNumber,
    cif: b.cif,
    status: b.status,
  };
}

/**
 * Active documents of applicants (`applicant_documents`) or nominees (`nominee_documents`), by owner id,
 * with their file name and view URL; an applicant's entries also name the applicant.
 */
async function activeDocumentsOf(
  db: DbOrTx,
  table: DocumentTable,
  ownerIds: string[],
): Promise<Map<string, DocumentEntry[]>> {
  const out = new Map<string, DocumentEntry[]>();
  if (ownerIds.length === 0) return out;
  // The two tables have the same columns apart from the owner's; Drizzle cannot type a union of tables.
  const t = table as unknown as typeof applicantDocuments;
  const ofApplicants = table === applicantDocuments;
  const ownerColumn = ofApplicants ? applicantDocuments.applicantId : nomineeDocuments.nomineeId;
  const rows = await db
    .select({
      id: t.id,
      ownerId: ownerColumn,
      documentType: t.documentType,
      documentName: t.documentName,
      fileId: t.fileId,
      fileName: files.name,
    })
    .from(t)
    .innerJoin(files, eq(files.id, t.fileId))
    .where(and(inArray(ownerColumn, ownerIds), eq(t.isActive, true)))
    .orderBy(t.createdAt, t.id);
  for (const r of rows) {
    const list = out.get(r.ownerId) ?? [];
    list.push({
      id: r.id,
      ...(ofApplicants ? { applicantId: r.ownerId } : {}),
      documentType: r.documentType,
      documentName: r.documentName,
      documentId: r.fileId,
      isActive: true,
      file: fileRefOf(r.fileId, r.fileName),
    });
    out.set(r.ownerId, list);
  }
  return out;
}

/** Nominees (active, in form order, with their documents), active banks and the applicants' documents. */
export async function readLaterSteps(
  db: DbOrTx,
  applicationId: string,
  applicantIds: string[],
): Promise<LaterStepsView> {
  const nomineeRows = await activeNomineeRows(db, applicationId);
  const nomineeDocs = await activeDocumentsOf(
    db,
    nomineeDocuments,
    nomineeRows.map((n) => n.id),
  );
  const bankRows = await activeBankRows(db, applicationId);
  return {
    nominees: nomineeRows.map((n) => toNominee(n, nomineeDocs.get(n.id) ?? [])),
    banks: bankRows.map(toBank),
    documents: await activeDocumentsOf(db, applicantDocuments, applicantIds),
  };
}

/** The investment fields of an application as `Application` carries them (commitment from its column). */
export function investmentFieldsOf(app: ApplicationRow): Partial<InvestmentFields> {
  const inv = app.investment ?? {};
  return {
    ...inv,
    setupFeeType: inv.setupFeeType ?? null,
    modeOfPayment: inv.modeOfPayment ?? null,
    commitmentAmount: num(app.commitmentAmount),
    contributionChequeAmount: num(app.contributionChequeAmount),
  };
}

/**
 * The application as the document rules read it (contracts `requiredDocuments`): active applicants with
 * their KYC fields, addresses and documents, the stored banks and nominees. Exported so that other
 * modules (review's send check, the PDF) decide required documents on the same data.
 */
export async function documentApplicationOf(
  db: DbOrTx,
  app: ApplicationRow,
  rows?: ApplicantRow[],
  addresses?: AddressRow[],
): Promise<DocumentApplication> {
  const applicantRows =
    rows ??
    (await db
      .select()
      .from(applicants)
      .where(and(eq(applicants.applicationId, app.id), eq(applicants.isActive, true)))
      .orderBy(applicants.applicantType));
  const ids = applicantRows.map((r) => r.id);
  const addressRows =
    addresses ??
    (ids.length
      ? await db
          .select()
          .from(applicantAddresses)
          .where(and(inArray(applicantAddresses.applicantId, ids), eq(applicantAddresses.isActive, true)))
      : []);
  const view = await readLaterSteps(db, app.id, ids);
  return {
    applicationType: app.applicationType as 'individual' | 'non_individual',
    onboardingType: app.onboardingType as 'normal' | 'minor',
    hasPOA: app.hasPoa,
    createdAt: app.createdAt,
    doNotWishToNominate: app.doNotWishToNominate,
    applicants: applicantRows.map((a) => {
      const d = a.details ?? {};
      return {
        id: a.id,
        isActive: a.isActive,
        status: canonicalApplicantStatus(a.residentialStatus) || null,
        amlCheck: a.amlCheck,
        dataFetchedFromKRA: a.dataFetchedFromKra,
        correspondenceAddressEdited: a.correspondenceAddressEdited,
        addresses: addressRows
          .filter((x) => x.applicantId === a.id)
          .map((x) => ({
            address_type: x.addressType,
            permanentAddressSameAsCorresponding: x.permanentAddressSameAsCorresponding,
            isActive: x.isActive,
          })),
        dlclId: d.dlclId ?? null,
        dpId: d.dpId ?? null,
        clId: d.clId ?? null,
        guardianRelationship: d.guardianRelationship ?? null,
        naturalParent: d.naturalParent === 'yes' || d.naturalParent === 'no' ? d.naturalParent : null,
        documents: view.documents.get(a.id) ?? [],
      };
    }),
    banks: view.banks,
    nominees: view.nominees,
  };
}

// ------------------------------------------------------------------ schemes and series

/** Plan ids the distributor offers, or null when it offers every active plan (no rows, no distributor). */
async function offeredPlanIds(db: DbOrTx, distributorId: string | null): Promise<string[] | null> {
  if (!distributorId) return null;
  const rows = await db
    .select({ planId: distributorPlans.planId })
    .from(distributorPlans)
    .where(eq(distributorPlans.distributorId, distributorId));
  return rows.length ? rows.map((r) => r.planId) : null;
}

/** A series row as the plan contract gives it (the schemes call, and the demo data's investments). */
export function toPlan(p: PlanRow): InvestmentSchemesResponse['schemes'][number]['plans'][number] {
  return {
    id: p.id,
    schemeId: p.schemeId,
    planCode: p.planCode,
    planDescription: p.planDescription,
    currency: p.currency === 'usd' ? 'usd' : 'inr',
    faceValue: Number(p.faceValue),
    premiumPercentage: Number(p.premiumPercentage),
    noOfUnits: p.noOfUnits,
    minCommitmentAmount: Number(p.minCommitmentAmount),
    maxCommitmentAmount: Number(p.maxCommitmentAmount),
    setupFeeType: p.setupFeeType,
    setupFee: Number(p.setupFee),
    drawDownDate: p.drawDownDate,
    isActive: p.isActive,
    fundManagerId: p.fundManagerId,
    trusteeId: p.trusteeId,
    ...seriesDetailsOf(p),
  };
}

/** The series details of migrations/0009 (doc 3 §2.7, §3) as the plan contract names them. */
function seriesDetailsOf(p: PlanRow) {
  return {
    groupNoOfUnits: p.groupNoOfUnits,
    loweredUnits: p.loweredUnits,
    setupFeeInWords: p.setupFeeInWords,
    isoperatingExpensesApplicable: p.isOperatingExpensesApplicable,
    operatingExpensesType: p.operatingExpensesType,
    operatingExpenses: num(p.operatingExpenses),
    operatingExpensesInWords: p.operatingExpensesInWords,
    isHurdleRateTextApplicable: p.isHurdleRateTextApplicable,
    hurdleRateText: p.hurdleRateText,
    isAdditionalReturnTextApplicable: p.isAdditionalReturnTextApplicable,
    additionalReturnText: p.additionalReturnText,
  };
}

/** GET /onboarding/applications/:id/schemes: the active schemes and series the application may choose. */
export async function schemesFor(db: DbOrTx, app: ApplicationRow): Promise<InvestmentSchemesResponse> {
  const offered = await offeredPlanIds(db, app.distributorId);
  const conditions = [eq(plans.isActive, true), eq(schemes.isActive, true)];
  if (offered) conditions.push(inArray(plans.id, offered));
  const rows = await db
    .select({ plan: plans, scheme: schemes })
    .from(plans)
    .innerJoin(schemes, eq(schemes.id, plans.schemeId))
    .where(and(...conditions))
    .orderBy(schemes.schemeName, plans.planCode);
  const out: InvestmentSchemesResponse['schemes'] = [];
  for (const { plan, scheme } of rows) {
    let s = out.find((x) => x.id === scheme.id);
    if (!s) {
      s = {
        id: scheme.id,
        schemeCode: scheme.schemeCode,
        schemeName: scheme.schemeName,
        fundCategory: scheme.fundCategory,
        fundType: scheme.fundType as FundType,
        plans: [],
      };
      out.push(s);
    }
    s.plans.push(toPlan(plan));
  }
  return { schemes: out };
}

// ------------------------------------------------------------------ preparing a save

/** What a step save needs besides the steps 1-5 context. */
export interface PreparedStep {
  data: Record<string, unknown>;
  isNri?: boolean;
  fundType?: FundType | null;
  plan?: Partial<InvestmentPlan> | null;
  documentMaster?: RequiredDocumentMaster;
  documentApplication?: DocumentApplication;
}

/**
 * bank-details: pennydropCheck / pennydropVerified of each submitted bank are replaced by the newest
 * penny drop the server recorded for this application, IFSC and account number (none: not checked).
 */
export async function prepareBanks(
  tx: Tx,
  app: ApplicationRow,
  rows: ApplicantRow[],
  data: Record<string, unknown>,
): Promise<PreparedStep> {
  const newest = await latestPennyDrops(tx, app.id);
  const list = Array.isArray(data.banks)
    ? data.banks.map((b) => {
        if (!isRecord(b)) return b;
        const r = newest.get(pennyDropKey(b.ifscCode, b.bankAccountNumber));
        return { ...b, pennydropCheck: !!r, pennydropVerified: r?.verified === true };
      })
    : data.banks;
  const first = rows[0];
  return {
    data: { ...data, banks: list },
    isNri: canonicalApplicantStatus(first?.residentialStatus) === 'NRI',
  };
}

/**
 * investment-payment-details: the chosen scheme must be active; the series an active plan of that scheme
 * that the application's distributor offers. Its fund type and minimums feed the step's rules.
 */
export async function prepareInvestment(
  tx: Tx,
  app: ApplicationRow,
  data: Record<string, unknown>,
): Promise<PreparedStep> {
  const schemeId = str(data.schemeId);
  const planId = str(data.planId);
  let scheme: SchemeRow | undefined;
  if (schemeId !== '') {
    [scheme] = isUuid(schemeId)
      ? await tx
          .select()
          .from(schemes)
          .where(and(eq(schemes.id, schemeId), eq(schemes.isActive, true)))
      : [];
    if (!scheme) throw badRequest(WIZARD_API_MESSAGES.schemeNotAvailable);
  }
  let plan: PlanRow | undefined;
  if (planId !== '') {
    [plan] = isUuid(planId)
      ? await tx
          .select()
          .from(plans)
          .where(and(eq(plans.id, planId), eq(plans.isActive, true)))
      : [];
    const offered = await offeredPlanIds(tx, app.distributorId);
    if (!plan || !scheme || plan.schemeId !== scheme.id || (offered && !offered.includes(plan.id)))
      throw badRequest(WIZARD_API_MESSAGES.planNotAvailable);
  }
  return {
    data,
    fundType: (scheme?.fundType as FundType | undefined) ?? null,
    plan: plan
      ? {
          id: plan.id,
          noOfUnits: plan.noOfUnits,
          minCommitmentAmount: Number(plan.minCommitmentAmount),
          faceValue: Number(plan.faceValue),
          premiumPercentage: Number(plan.premiumPercentage),
          setupFee: Number(plan.setupFee),
          setupFeeType: plan.setupFeeType,
          drawDownDate: plan.drawDownDate,
          ...seriesDetailsOf(plan),
        }
      : null,
  };
}

/** The document master, read through the mdms service (per save, so edits show without a restart). */
export async function loadDocumentMaster(mdms: MdmsService): Promise<RequiredDocumentMaster> {
  const text = await mdms.read('required_document_master.json');
  if (!text) throw new Error('mdms/required_document_master.json is missing');
  return requiredDocumentMasterSchema.parse(JSON.parse(text));
}

interface FormEntry extends Record<string, unknown> {
  documentId?: unknown;
  file?: unknown;
}

/**
 * document-details: each entry's file is taken from the files table by its id (`documentId` or
 * `file.id`), never from the client: its name and view URL are the stored ones, and an entry without
 * an id carries no file. A file may be attached by its uploader, or kept when it is already attached
 * to this application; anything else is 400. The submitted applicant and nominee lists are put in the
 * order of the stored ones when they carry their ids.
 */
export async function prepareDocuments(
  tx: Tx,
  session: Session,
  app: ApplicationRow,
  rows: ApplicantRow[],
  addresses: AddressRow[],
  data: Record<string, unknown>,
  master: RequiredDocumentMaster,
): Promise<PreparedStep> {
  const documentApplication = await documentApplicationOf(tx, app, rows, addresses);
  const nomineeIds = (documentApplication.nominees ?? []).map((n) => n.id!);

  const entriesOf = (owners: unknown, key: string): FormEntry[] =>
    Array.isArray(owners)
      ? owners.flatMap((o) =>
          isRecord(o) && Array.isArray(o[key]) ? (o[key] as unknown[]).filter(isRecord) : [],
        )
      : [];
  const all = [...entriesOf(data.applicants, 'documents'), ...entriesOf(data.nominees, 'nomineedocuments')];
  const idOf = (e: FormEntry) => {
    const fromFile = isRecord(e.file) ? str(e.file.id) : '';
    return str(e.documentId) || fromFile;
  };
  const wanted = [...new Set(all.map(idOf).filter((x) => x !== ''))];
  if (wanted.some((x) => !isUuid(x))) throw badRequest(WIZARD_API_MESSAGES.fileNotAttachable);
  const found = wanted.length ? await tx.select().from(files).where(inArray(files.id, wanted)) : [];
  const attached = new Set<string>();
  const applicantIds = rows.map((r) => r.id);
  if (wanted.length && applicantIds.length) {
    const a = await tx
      .select({ fileId: applicantDocuments.fileId })
      .from(applicantDocuments)
      .where(inArray(applicantDocuments.applicantId, applicantIds));
    a.forEach((r) => attached.add(r.fileId));
  }
  if (wanted.length) {
    const n = await tx
      .select({ fileId: nomineeDocuments.fileId })
      .from(nomineeDocuments)
      .innerJoin(nominees, eq(nominees.id, nomineeDocuments.nomineeId))
      .where(eq(nominees.applicationId, app.id));
    n.forEach((r) => attached.add(r.fileId));
  }
  const me = principalOf(session);
  const usable = new Map(
    found
      .filter((f) => attached.has(f.id) || (f.uploaderKind === session.kind && f.uploaderId === me))
      .map((f) => [f.id, f]),
  );
  for (const id of wanted) if (!usable.has(id)) throw badRequest(WIZARD_API_MESSAGES.fileNotAttachable);

  const withFiles = (list: unknown): unknown =>
    Array.isArray(list)
      ? list.map((e) => {
          if (!isRecord(e)) return e;
          const id = idOf(e);
          const f = id ? usable.get(id) : undefined;
          return { ...e, documentId: f ? f.id : null, file: f ? fileRefOf(f.id, f.name) : null };
        })
      : list;

  const ordered = (
    owners: unknown,
    ownerKey: 'applicantId' | 'nomineeId',
    listKey: string,
    storedIds: string[],
  ): unknown => {
    if (!Array.isArray(owners)) return owners;
    const mapped = owners.map((o) => (isRecord(o) ? { ...o, [listKey]: withFiles(o[listKey]) } : o));
    const keyed = mapped.every((o) => isRecord(o) && str(o[ownerKey]) !== '');
    if (!keyed) return mapped;
    for (const o of mapped as Record<string, unknown>[])
      if (!storedIds.includes(str(o[ownerKey]))) throw badRequest(WIZARD_API_MESSAGES.documentOwnerUnknown);
    return storedIds.map(
      (id) =>
        (mapped as Record<string, unknown>[]).find((o) => str(o[ownerKey]) === id) ?? {
          [ownerKey]: id,
          [listKey]: [],
        },
    );
  };
  return {
    data: {
      ...data,
      applicants: ordered(data.applicants, 'applicantId', 'documents', applicantIds),
      nominees: ordered(data.nominees, 'nomineeId', 'nomineedocuments', nomineeIds),
    },
    documentMaster: master,
    documentApplication,
  };
}

// ------------------------------------------------------------------ saving

/** nominee-details: submitted nominees with an id update theirs; new ones are added; the rest go inactive. */
export async function saveNominees(
  tx: Tx,
  app: ApplicationRow,
  v: NomineeStepValues,
  now: Date,
): Promise<Partial<typeof applications.$inferInsert>> {
  const stored = await tx
    .select({ id: nominees.id })
    .from(nominees)
    .where(eq(nominees.applicationId, app.id));
  const storedIds = new Set(stored.map((s) => s.id));
  const kept = new Set<string>();
  for (const [i, n] of v.nominees.entries()) {
    if (n.id && !storedIds.has(n.id)) {
      if (n.isActive === false) continue; // an unsaved nominee removed again
      throw unknownRecord();
    }
    const values = {
      sno: i + 1,
      nomineeName: n.nomineeName ?? null,
      nomineeRelationship: n.nomineeRelationship ?? null,
      dateOfBirth: n.dateOfBirth ?? null,
      nomineePercentage:
        n.nomineePercentage === null || n.nomineePercentage === undefined
          ? null
          : String(n.nomineePercentage),
      guardianName: n.guardianName ?? null,
      nomineePan: n.nomineePan ?? null,
      nomineeGuardianPan: n.nomineeGuardianPan ?? null,
      isActive: n.isActive !== false,
      updatedAt: now,
    };
    if (n.id) {
      kept.add(n.id);
      await tx.update(nominees).set(values).where(eq(nominees.id, n.id));
    } else if (values.isActive) {
      await tx.insert(nominees).values({ ...values, applicationId: app.id, createdAt: now });
    }
  }
  const dropped = [...storedIds].filter((id) => !kept.has(id));
  if (dropped.length)
    await tx.update(nominees).set({ isActive: false, updatedAt: now }).where(inArray(nominees.id, dropped));
  return { doNotWishToNominate: v.doNotWishToNominate };
}

const BANK_COMPARED = [
  'ifscCode',
  'bankAccountNumber',
  'bankAccountType',
  'bankName',
  'bankBranch',
  'defaultBankAccount',
  'address1',
  'address2',
  'address3',
  'micrCode',
  'swiftCode',
  'ibanNumber',
  'cif',
] as const;

const sameText = (a: unknown, b: unknown) => {
  const norm = (v: unknown) =>
    v === null || v === undefined || v === false ? '' : String(v).trim().toUpperCase();
  return norm(a) === norm(b);
};

/**
 * bank-details: the parsed banks (penny-drop flags already the server's) are written like nominees.
 * Investor and POA approver: read-only, so a save that changes a bank is 403.
 */
export async function saveBanks(
  tx: Tx,
  app: ApplicationRow,
  locks: WizardFieldLocks,
  v: BankStepValues,
  now: Date,
): Promise<void> {
  const storedRows = await tx.select().from(banks).where(eq(banks.applicationId, app.id));
  const storedIds = new Set(storedRows.map((s) => s.id));
  if (locks.banksReadOnly) {
    const active = storedRows.filter((b) => b.isActive).sort((a, b) => a.sno - b.sno);
    const next = v.banks.filter((b) => b.isActive !== false);
    const same =
      active.length === next.length &&
      next.every((b) => {
        const s = active.find((x) => x.id === b.id);
        return !!s && BANK_COMPARED.every((f) => sameText(b[f], s[f]));
      });
    if (!same) throw forbiddenChange('Bank Details');
    return;
  }
  const kept = new Set<string>();
  for (const [i, b] of v.banks.entries()) {
    if (b.id && !storedIds.has(b.id)) {
      if (b.isActive === false) continue;
      throw unknownRecord();
    }
    const values = {
      sno: i + 1,
      ifscCode: b.ifscCode ?? null,
      bankAccountNumber: b.bankAccountNumber ?? null,
      bankAccountType: b.bankAccountType ?? null,
      bankName: b.bankName ?? null,
      bankBranch: b.bankBranch ?? null,
      defaultBankAccount: b.isActive !== false && b.defaultBankAccount === true,
      isActive: b.isActive !== false,
      pennydropCheck: b.pennydropCheck === true,
      pennydropVerified: b.pennydropVerified === true,
      address1: b.address1 ?? null,
      address2: b.address2 ?? null,
      address3: b.address3 ?? null,
      micrCode: b.micrCode ?? null,
      swiftCode: b.swiftCode ?? null,
      ibanNumber: b.ibanNumber ?? null,
      cif: b.cif ?? null,
      status: b.status ?? null,
      updatedAt: now,
    };
    if (b.id) {
      kept.add(b.id);
      await tx.update(banks).set(values).where(eq(banks.id, b.id));
    } else if (values.isActive) {
      await tx.insert(banks).values({ ...values, applicationId: app.id, createdAt: now });
    }
  }
  const dropped = [...storedIds].filter((id) => !kept.has(id));
  if (dropped.length)
    await tx
      .update(banks)
      .set({ isActive: false, defaultBankAccount: false, updatedAt: now })
      .where(inArray(banks.id, dropped));
}

const INVESTMENT_LABELS: Record<string, string> = {
  schemeId: 'Fund Scheme',
  planId: 'Series',
  commitmentAmount: 'Commitment Amount',
  groupInvestment: 'Group Investment',
  lowerTheUnits: 'Lower the Units',
  setupFeeType: 'Setup Fee Type',
  setupFeePercentage: 'Setup Fee Percentage',
  setupFeeAmount: 'Setup Fee Amount',
  setupFeeGST: 'GST on Setup Fee',
  totalSetupFee: 'Total Setup Fee',
  setupFeeTDS: 'TDS',
  netSetupFeeLessTDS: 'Net Setup Fee less TDS',
  drawDownDate: 'Drawdown Date',
  faceValue: 'Face Value',
  premiumPercentage: 'Premium %',
  premiumValue: 'Premium Value',
  perUnitValue: 'Per Unit Value',
  noOfUnits: 'No of Units',
  modeOfPayment: 'Mode of Payment',
  paymentRefNo: 'Cheque No/UTR No',
  neftCode: 'NEFT Code',
  ddNo: 'DD No',
  chequeDate: 'Cheque Date',
  paymentBankAccountNumber: 'Payment Bank Account Number',
  paymentBankame: 'Payment Bank Name',
  paymentBankAccontType: 'Payment Bank Account Type',
  contributionChequeAmount: 'Contribution Amount',
};

/** The derived amounts a client may send; the server's paise arithmetic decides them. */
const DERIVED_AMOUNTS = [
  'premiumValue',
  'perUnitValue',
  'commitmentAmount',
  'setupFeeAmount',
  'setupFeeGST',
  'totalSetupFee',
  'netSetupFeeLessTDS',
] as const;
const DATE_FIELDS = new Set(['drawDownDate', 'chequeDate']);

const toPaise = (v: unknown): bigint | null => {
  if (v === null || v === undefined) return null;
  const s = String(v).trim().replace(/,/g, '');
  if (s === '' || !/^-?\d+(\.\d+)?$/.test(s)) return null;
  const [int, frac = ''] = s.replace('-', '').split('.');
  // Half up beyond 2 decimals, as the contracts' arithmetic rounds.
  let paise = BigInt(int!) * 100n + BigInt((frac + '00').slice(0, 2));
  if ((frac[2] ?? '0') >= '5') paise += 1n;
  return s.startsWith('-') ? -paise : paise;
};

function sameInvestmentValue(field: string, a: unknown, b: unknown): boolean {
  if (DATE_FIELDS.has(field)) {
    const iso = (v: unknown) => {
      const d = toCalendarDate(v);
      return d ? calendarDateToIso(d) : str(v);
    };
    return iso(a) === iso(b);
  }
  const pa = toPaise(a);
  const pb = toPaise(b);
  if (pa !== null && pb !== null) return pa === pb;
  return sameText(a, b);
}

const formatRupees = (n: number) => n.toFixed(2);

/**
 * investment-payment-details. Investor and POA approver may not change the fields of
 * `INVESTMENT_LOCKED_FOR_INVESTOR_SIDE` (403; unchanged values pass). A derived amount the client sent
 * that differs from the server's paise arithmetic is refused (400, naming the computed value); blank
 * derived amounts are filled. The server's values are stored, `commitment_amount` included.
 */
export function saveInvestment(
  app: ApplicationRow,
  locks: WizardFieldLocks,
  raw: Record<string, unknown>,
  v: InvestmentStepValues,
): Partial<typeof applications.$inferInsert> {
  const stored: Record<string, unknown> = {
    ...(app.investment ?? {}),
    schemeId: app.schemeId,
    planId: app.planId,
    commitmentAmount: app.commitmentAmount,
    contributionChequeAmount: app.contributionChequeAmount,
  };
  for (const f of locks.investmentLockedFields) {
    if (f in raw && !sameInvestmentValue(f, raw[f], stored[f]))
      throw forbiddenChange(INVESTMENT_LABELS[f] ?? f);
  }
  const errors: { path: string; message: string }[] = [];
  for (const f of DERIVED_AMOUNTS) {
    const sent = raw[f];
    if (sent === null || sent === undefined || str(sent) === '') continue;
    const mine = v[f];
    if (mine === null || toPaise(sent) !== toPaise(mine))
      errors.push({
        path: f,
        message: WIZARD_API_MESSAGES.amountMismatch(
          INVESTMENT_LABELS[f]!,
          mine === null ? '-' : formatRupees(mine),
        ),
      });
  }
  if (errors.length) throw new StepValidationError(errors);
  return investmentColumns(v);
}

/** The parsed investment step as stored: scheme, series and amounts in columns, the rest in `investment`. */
export function investmentColumns(
  v: InvestmentStepValues,
): Pick<
  typeof applications.$inferInsert,
  'schemeId' | 'planId' | 'commitmentAmount' | 'contributionChequeAmount' | 'investment'
> {
  const { schemeId, planId, commitmentAmount, contributionChequeAmount, ...rest } = v;
  const investment: ApplicationInvestment = rest;
  return {
    schemeId,
    planId,
    commitmentAmount: commitmentAmount === null ? null : commitmentAmount.toFixed(2),
    contributionChequeAmount: contributionChequeAmount === null ? null : contributionChequeAmount.toFixed(2),
    investment,
  };
}

type DocumentTable = typeof applicantDocuments | typeof nomineeDocuments;
type StoredDocument = { id: string; documentType: string; isActive: boolean };

/**
 * One owner's documents (an applicant's in `applicant_documents`, a nominee's in `nominee_documents`):
 * each submitted entry with a file updates its stored row (by id) or is added; stored active rows of the
 * master's types (`scope`) that were not submitted become inactive.
 */
async function syncOwnerDocuments<T extends DocumentTable>(
  tx: Tx,
  table: T,
  ownerColumn: T extends typeof applicantDocuments ? 'applicantId' : 'nomineeId',
  owner: string,
  opts: {
    stored: StoredDocument[];
    entries: readonly {
      id?: string | null;
      documentType: string;
      documentName?: string | null;
      documentId?: string | null;
      isActive?: boolean | null;
    }[];
    scope: ReadonlySet<string>;
    now: Date;
  },
): Promise<void> {
  // The two tables have the same columns apart from the owner's; Drizzle cannot type a union of tables.
  const t = table as unknown as typeof applicantDocuments;
  const keptIds = new Set<string>();
  for (const d of opts.entries) {
    if (d.isActive === false || !d.documentId) continue;
    const existing = d.id ? opts.stored.find((x) => x.id === d.id) : undefined;
    if (d.id && !existing) throw unknownRecord();
    const values = {
      documentType: d.documentType,
      documentName: d.documentName ?? null,
      fileId: d.documentId,
      isActive: true,
      updatedAt: opts.now,
    };
    if (existing) {
      keptIds.add(existing.id);
      await tx.update(t).set(values).where(eq(t.id, existing.id));
    } else {
      await tx
        .insert(t)
        .values({ ...values, [ownerColumn]: owner, createdAt: opts.now } as typeof t.$inferInsert);
    }
  }
  const dropped = opts.stored.filter(
    (d) => d.isActive && opts.scope.has(d.documentType) && !keptIds.has(d.id),
  );
  if (dropped.length)
    await tx
      .update(t)
      .set({ isActive: false, updatedAt: opts.now })
      .where(
        inArray(
          t.id,
          dropped.map((d) => d.id),
        ),
      );
}

/**
 * document-details: per active applicant (and nominee), the documents of the master's types are replaced
 * by the parsed entries that carry a file (an entry with a stored id updates that row). The investor is
 * read-only: a save that changes a document is 403.
 */
export async function saveDocuments(
  tx: Tx,
  app: ApplicationRow,
  locks: WizardFieldLocks,
  prepared: PreparedStep,
  v: DocumentStepValues,
  now: Date,
): Promise<Partial<typeof applications.$inferInsert>> {
  const docApp = prepared.documentApplication!;
  const master = prepared.documentMaster!;
  const applicantIds = docApp.applicants.map((a) => a.id!);
  const nomineeIds = (docApp.nominees ?? []).map((n) => n.id!);
  const storedApplicantDocs = applicantIds.length
    ? await tx.select().from(applicantDocuments).where(inArray(applicantDocuments.applicantId, applicantIds))
    : [];
  const storedNomineeDocs = nomineeIds.length
    ? await tx.select().from(nomineeDocuments).where(inArray(nomineeDocuments.nomineeId, nomineeIds))
    : [];

  const signature = (list: { owner: string; type: string; name: string | null; file: string }[]) =>
    list
      .map((d) => `${d.owner}|${d.type}|${str(d.name).toUpperCase()}|${d.file}`)
      .sort()
      .join('\n');
  const nextEntries = [
    ...v.applicants.flatMap((a) =>
      a.documents
        .filter((d) => d.isActive !== false && d.documentId)
        .map((d) => ({
          owner: a.applicantId!,
          type: d.documentType,
          name: d.documentName ?? null,
          file: d.documentId!,
        })),
    ),
    ...v.nominees.flatMap((n) =>
      n.nomineedocuments
        .filter((d) => d.isActive !== false && d.documentId)
        .map((d) => ({
          owner: n.nomineeId!,
          type: d.documentType,
          name: d.documentName ?? null,
          file: d.documentId!,
        })),
    ),
  ];

  const firstKey = docApp.applicants[0];
  const typesFor = (kind: 'applicant' | 'nominee', key: string) =>
    new Set((master[key]?.[kind] ?? []).map((e) => e.documentType));
  const applicantScope = new Map(
    docApp.applicants.map((a) => [a.id!, typesFor('applicant', documentMasterKey(docApp, a))]),
  );
  const nomineeScope = firstKey
    ? typesFor('nominee', documentMasterKey(docApp, firstKey))
    : new Set<string>();

  if (locks.documentsReadOnly) {
    const before = [
      ...storedApplicantDocs
        .filter((d) => d.isActive && applicantScope.get(d.applicantId)?.has(d.documentType))
        .map((d) => ({ owner: d.applicantId, type: d.documentType, name: d.documentName, file: d.fileId })),
      ...storedNomineeDocs
        .filter((d) => d.isActive && nomineeScope.has(d.documentType))
        .map((d) => ({ owner: d.nomineeId, type: d.documentType, name: d.documentName, file: d.fileId })),
    ];
    if (signature(before) !== signature(nextEntries)) throw forbiddenChange('Documents');
    return { documentDeclaration: v.documentDeclaration || app.documentDeclaration };
  }

  for (const a of v.applicants) {
    const owner = a.applicantId!;
    await syncOwnerDocuments(tx, applicantDocuments, 'applicantId', owner, {
      stored: storedApplicantDocs.filter((d) => d.applicantId === owner),
      entries: a.documents,
      scope: applicantScope.get(owner) ?? new Set<string>(),
      now,
    });
  }
  for (const n of v.nominees) {
    const owner = n.nomineeId!;
    await syncOwnerDocuments(tx, nomineeDocuments, 'nomineeId', owner, {
      stored: storedNomineeDocs.filter((d) => d.nomineeId === owner),
      entries: n.nomineedocuments,
      scope: nomineeScope,
      now,
    });
  }
  return { documentDeclaration: v.documentDeclaration };
}
