import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import {
  CONTACT_FIELDS,
  DEFAULT_COUNTRY_NAME_AND_CODE,
  DEFAULT_NATIONALITY,
  FATCA_LOCKED_FOR_INVESTOR_SIDE,
  KRA_LOCKED_FIELDS,
  KYC_LOCKED_FOR_INVESTOR_SIDE,
  MESSAGES,
  ONBOARDING_MESSAGES,
  MODIFY_INVESTMENT_MESSAGES,
  MODIFY_INVESTMENT_ROLES,
  WIZARD_API_MESSAGES,
  addressesFromForm,
  canModifyInvestment,
  currentStepAfterModifyInvestment,
  statusOnModifyInvestment,
  canTransition,
  isLastStep,
  canonicalApplicantStatus,
  currentStepAfterSave,
  holdingModeFor,
  investorStatusChangeNeedsConfirmation,
  statusOnSave,
  wizardFieldLocks,
  wizardStepSchemaFor,
  type AdditionalKycStepValues,
  type Address,
  type AddressType,
  type Applicant,
  type ApplicationDetail,
  type ApplicationStatus,
  type ApplicationUpdateRequest,
  type BankStepValues,
  type DocumentStepValues,
  type InvestmentSchemesResponse,
  type InvestmentStepValues,
  type ModifyInvestmentRequest,
  type NomineeStepValues,
  type ContactStepValues,
  type ContributorStepValues,
  type DistributorStepValues,
  type DistributorsOfRmResponse,
  type FatcaIndividualStepValues,
  type FundType,
  type HoldingMode,
  type WizardFieldLocks,
  type WizardSaveStep,
  type WizardStepContext,
} from '@aif/contracts';
import type { Db, Tx } from '../../db/client';
import {
  applicantAddresses,
  applicants,
  applicationSignedDocuments,
  applications,
  distributorPlans,
  files,
  plans,
  schemes,
  users,
  type ApplicantDetails,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { investorApplicationsWhere, notDeleted, visibleApplicationsWhere } from '../applications/visibility';
import { signDetailsOf } from '../esign/service';
import type { AuditService } from '../audit/service';
import { MDMS_DIR, MdmsService } from '../mdms/service';
import { kraDocumentsOf } from '../onboarding/kra-documents';
import { principalOf, type Session } from '../sessions/service';

type ApplicationRow = typeof applications.$inferSelect;
type ApplicantRow = typeof applicants.$inferSelect;
/** What the contributor form shows for an applicant whose residential status was never set. */
const DEFAULT_APPLICANT_STATUS = 'Individual';
type AddressRow = typeof applicantAddresses.$inferSelect;

import { StepValidationError } from './errors';
import {
  documentApplicationOf,
  investmentFieldsOf,
  loadDocumentMaster,
  prepareBanks,
  prepareDocuments,
  fileRefOf,
  prepareInvestment,
  readLaterSteps,
  saveBanks,
  saveDocuments,
  saveInvestment,
  saveNominees,
  schemesFor,
  type PreparedStep,
} from './later-steps';

export { StepValidationError };

const forbiddenChange = (label: string) => new HttpError(403, WIZARD_API_MESSAGES.fieldLocked(label));

/** How a locked field reads in the 403 message. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  dateOfBirth: 'Date of Birth',
  fatherOrSpouseName: 'Father/Spouse Name',
  gender: 'Gender',
  panNo: 'PAN',
  nationality: 'Nationality',
  status: 'Status',
  kraMobileNumber: 'KRA Mobile Number',
  email: 'Email',
  mobile: 'Mobile Number',
  countryCode: 'Country Code',
  countryNameAndCode: 'Country Code',
  phoneNumberoffice: 'Phone (Office)',
  phoneNumberResidence: 'Phone (Residence)',
  ckycNo: 'CKYC Number',
  dlclId: 'Demat Account Type',
  dpId: 'DP ID',
  clId: 'CL ID',
  nameOfBroker: 'Name of Broker',
  placeOfBirth: 'Place of Birth',
  countryOfBirth: 'Country of Birth',
  countryOfNationality: 'Country of Nationality',
  taxResidentOfAnyCountryOtherThanIndia: 'Tax Residency',
  taxCountryName: 'Tax Country Name',
  taxID: 'Tax ID',
  idType: 'ID Type',
  correspondence: 'Correspondence Address',
  permanent: 'Permanent Address',
  overseas: 'Overseas Address',
};
const labelOf = (field: string) => FIELD_LABELS[field] ?? field;

/** Values compare as trimmed, case-insensitive text; null, undefined and '' are the same. */
function same(a: unknown, b: unknown): boolean {
  // A missing boolean reads as false (a form sends false for an unticked box).
  const norm = (v: unknown) =>
    v === null || v === undefined || v === false ? '' : String(v).trim().toUpperCase();
  return norm(a) === norm(b);
}

const ADDRESS_FIELDS = ['address1', 'address2', 'address3', 'city', 'state', 'country', 'pincode'] as const;

function loadMaster(): { countries: { name: string; nationality?: string }[]; brokers: string[] } {
  const read = (f: string) => JSON.parse(readFileSync(path.join(MDMS_DIR, f), 'utf8')) as unknown;
  const countries = (read('default-countries.json') as { name: string; nationality?: string }[]).map((c) => ({
    name: c.name,
    nationality: c.nationality,
  }));
  const brokers = (read('registered_broker_list.json') as { name: string }[]).map((b) => b.name);
  return { countries, brokers };
}

export interface ApplicationWizardDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  /** Master data (the document master of step 9); default: the mdms folder. */
  mdms?: MdmsService;
}

/** GET and update of an individual application for the wizard's steps 1-9, and the rm's distributors. */
export class ApplicationWizardService {
  private master: ReturnType<typeof loadMaster> | null = null;
  private readonly mdms: MdmsService;

  constructor(private readonly deps: ApplicationWizardDeps) {
    this.mdms = deps.mdms ?? new MdmsService();
  }

  private masterData() {
    this.master ??= loadMaster();
    return this.master;
  }

  // ------------------------------------------------------------------ visibility and reading

  /** The application if the caller may see it (staff: list visibility; investor: their mobile on it), else 404. */
  /**
   * Which applications the caller may see, as a condition on `applications` (staff: list visibility;
   * investor: their mobile on an active applicant). Built before any transaction: PGlite has one
   * connection, so a query outside an open transaction would wait for it.
   */
  private async visibilityOf(session: Session): Promise<SQL> {
    if (session.kind === 'investor') return investorApplicationsWhere(session);
    return visibleApplicationsWhere(session);
  }

  /** The application if `visible` lets the caller see it, else 404 (unknown and invisible read the same). */
  private async visibleRow(db: Db | Tx, visible: SQL, id: string, lock = false): Promise<ApplicationRow> {
    if (!isUuid(id)) throw notFound(ONBOARDING_MESSAGES.applicationNotFound);
    const q = db
      .select()
      .from(applications)
      .where(and(eq(applications.id, id), visible));
    const [row] = lock ? await q.for('update') : await q;
    if (!row) throw notFound(ONBOARDING_MESSAGES.applicationNotFound);
    return row;
  }

  private async activeApplicants(db: Db | Tx, applicationId: string): Promise<ApplicantRow[]> {
    return db
      .select()
      .from(applicants)
      .where(and(eq(applicants.applicationId, applicationId), eq(applicants.isActive, true)))
      .orderBy(applicants.applicantType);
  }

  private async addressesOf(db: Db | Tx, applicantIds: string[]): Promise<AddressRow[]> {
    if (applicantIds.length === 0) return [];
    return db
      .select()
      .from(applicantAddresses)
      .where(
        and(inArray(applicantAddresses.applicantId, applicantIds), eq(applicantAddresses.isActive, true)),
      );
  }

  private async fundTypeOf(db: Db | Tx, app: ApplicationRow): Promise<FundType | null> {
    if (!app.schemeId) return null;
    const [s] = await db
      .select({ fundType: schemes.fundType })
      .from(schemes)
      .where(eq(schemes.id, app.schemeId));
    return (s?.fundType as FundType | undefined) ?? null;
  }

  async detail(session: Session, id: string): Promise<ApplicationDetail> {
    const row = await this.visibleRow(this.deps.db, await this.visibilityOf(session), id);
    return this.toDetail(this.deps.db, session, row);
  }

  /**
   * Registry values the step form shows until a step saves its own: the KRA record fills gender and
   * father/spouse name, which the first applicant's locks then keep (a locked field must not be empty).
   */
  private kraPrefill(a: ApplicantRow): Record<string, unknown> {
    const k = (a.kraData ?? {}) as Record<string, unknown>;
    const d = (a.details ?? {}) as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const f of ['gender', 'fatherOrSpouseName'] as const) {
      const v = k[f];
      if ((d[f] === undefined || d[f] === null || d[f] === '') && typeof v === 'string' && v !== '')
        out[f] = v;
    }
    return out;
  }

  private toApplicant(a: ApplicantRow, addresses: AddressRow[], session: Session): Applicant {
    const d = { ...(a.details ?? {}), ...this.kraPrefill(a) };
    const investor = session.role === 'investor';
    return {
      ...d,
      naturalParent: d.naturalParent === 'yes' || d.naturalParent === 'no' ? d.naturalParent : null,
      id: a.id,
      referenceId: a.referenceId,
      isActive: a.isActive,
      applicant_type: String(a.applicantType),
      name: a.name,
      panNo: a.panNo,
      dateOfBirth: a.dateOfBirth,
      email: a.email,
      countryCode: a.countryCode,
      countryNameAndCode: a.countryNameAndCode,
      mobile: a.mobile,
      // A new applicant is resident until a step says otherwise (the form's default, doc 1 §3).
      status: canonicalApplicantStatus(a.residentialStatus) || DEFAULT_APPLICANT_STATUS,
      kraMobileNumber: d.kraMobileNumber ?? a.kraData?.kraMobileNumber ?? null,
      dataFetchedFromKRA: a.dataFetchedFromKra,
      correspondenceAddressEdited: a.correspondenceAddressEdited,
      addresses: addresses
        .filter((x) => x.applicantId === a.id)
        .map((x) => ({
          id: x.id,
          address_type: x.addressType,
          address1: x.address1,
          address2: x.address2,
          address3: x.address3,
          city: x.city,
          state: x.state,
          country: x.country,
          pincode: x.pincode,
          permanentAddressSameAsCorresponding: x.permanentAddressSameAsCorresponding,
          isActive: x.isActive,
          fetchedFromKRA: x.fetchedFromKra,
        })),
      // The investor gets the outcome only (it decides whether the compliance document is asked for on the
      // document step); the AML comments and who made them stay with staff.
      amlCheck: a.amlCheck,
      ...(investor
        ? {}
        : {
            amlComments: a.amlComments,
            amlAcknowledgement: a.amlAcknowledgement,
            amlCommentedRole: a.amlCommentedRole,
          }),
    };
  }

  /** The registry fields the first applicant got from the KRA (locked): those the record filled in. */
  private kraFieldsOf(a: ApplicantRow): string[] {
    const k = (a.kraData ?? {}) as Record<string, unknown>;
    return KRA_LOCKED_FIELDS.filter((f) => k[f] !== undefined && k[f] !== null && k[f] !== '');
  }

  private locksFor(
    session: Session,
    app: ApplicationRow,
    rows: ApplicantRow[],
    addresses: AddressRow[],
  ): WizardFieldLocks {
    return wizardFieldLocks(session.role, {
      status: app.status as ApplicationStatus,
      applicationType: app.applicationType as 'individual' | 'non_individual',
      onboardingType: app.onboardingType as 'normal' | 'minor',
      applicants: rows.map((a) => ({
        applicant_type: a.applicantType,
        isActive: a.isActive,
        dataFetchedFromKRA: a.dataFetchedFromKra,
        kraFields: this.kraFieldsOf(a),
        addresses: addresses
          .filter((x) => x.applicantId === a.id)
          .map((x) => ({ address_type: x.addressType, fetchedFromKRA: x.fetchedFromKra })),
      })),
    });
  }

  private async toDetail(db: Db | Tx, session: Session, app: ApplicationRow): Promise<ApplicationDetail> {
    const rows = await this.activeApplicants(db, app.id);
    const addresses = await this.addressesOf(
      db,
      rows.map((r) => r.id),
    );
    const userIds = [app.distributorId, app.subdistributorId, app.rmId, app.createdBy].filter(
      (x): x is string => !!x,
    );
    const people = userIds.length
      ? await db
          .select({ id: users.id, name: users.name, arnCode: users.arnCode })
          .from(users)
          .where(inArray(users.id, userIds))
      : [];
    const person = (uid: string | null) => people.find((p) => p.id === uid);
    const [scheme] = app.schemeId ? await db.select().from(schemes).where(eq(schemes.id, app.schemeId)) : [];
    const [plan] = app.planId ? await db.select().from(plans).where(eq(plans.id, app.planId)) : [];
    const investor = session.role === 'investor';
    const later = await readLaterSteps(
      db,
      app.id,
      rows.map((r) => r.id),
    );
    // The registry's documents are for staff only (doc 1 §2, §6): investors never get the field.
    const kraDocuments = investor
      ? null
      : await kraDocumentsOf(
          db,
          rows.map((r) => r.id),
        );
    const distributor = person(app.distributorId);
    const sub = person(app.subdistributorId);
    const rm = person(app.rmId);
    return {
      id: app.id,
      applicationNumber: app.applicationNumber,
      applicant1ReferenceId: app.applicant1ReferenceId,
      applicationType: app.applicationType as 'individual' | 'non_individual',
      onboardingType: app.onboardingType as 'normal' | 'minor',
      status: app.status as ApplicationStatus,
      currentStep: app.currentStep,
      hasPOA: app.hasPoa,
      modeOfHolding: app.modeOfHolding as HoldingMode,
      schemeId: app.schemeId,
      planId: app.planId,
      scheme: scheme
        ? {
            id: scheme.id,
            schemeName: scheme.schemeName,
            schemeCode: scheme.schemeCode,
            fundCategory: scheme.fundCategory,
            fundType: scheme.fundType as FundType,
          }
        : null,
      plan: plan
        ? {
            id: plan.id,
            schemeId: plan.schemeId,
            planCode: plan.planCode,
            planDescription: plan.planDescription,
          }
        : null,
      fundType: (scheme?.fundType as FundType | undefined) ?? null,
      ...investmentFieldsOf(app),
      applicants: rows.map((a) => ({
        ...this.toApplicant(a, addresses, session),
        documents: later.documents.get(a.id) ?? [],
        ...(kraDocuments ? { kraDocument: kraDocuments.get(a.id) ?? [] } : {}),
      })),
      nominees: later.nominees,
      banks: later.banks,
      doNotWishToNominate: app.doNotWishToNominate,
      documentDeclaration: app.documentDeclaration,
      distributor_id: investor ? null : app.distributorId,
      distributor:
        !investor && distributor
          ? { id: distributor.id, name: distributor.name, arnCode: distributor.arnCode }
          : null,
      subdistributorId: investor ? null : app.subdistributorId,
      subDistributor: !investor && sub ? { id: sub.id, name: sub.name } : null,
      rm: !investor && rm ? { id: rm.id, name: rm.name } : null,
      loginType: app.loginType,
      filledBy: person(app.createdBy)?.name ?? null,
      rejectedReason: app.rejectedReason,
      rejectedAt: app.rejectedAt?.toISOString() ?? null,
      rejectedByRole: (app.rejectedByRole as ApplicationDetail['rejectedByRole']) ?? null,
      createdAt: app.createdAt.toISOString(),
      updatedAt: app.updatedAt.toISOString(),
      ...(await this.signingOf(db, session, app, rows)),
      version: app.version,
      fieldLocks: this.locksFor(session, app, rows, addresses) as ApplicationDetail['fieldLocks'],
    };
  }

  /**
   * The signing side of the application (doc 1 §3): the awaited signature's status (with its signing URL
   * only for the investor whose turn it is), the signed documents uploaded for paper signing, and the
   * signed PDF once every signature is in.
   */
  private async signingOf(
    db: Db | Tx,
    session: Session,
    app: ApplicationRow,
    rows: ApplicantRow[],
  ): Promise<Pick<ApplicationDetail, 'signDetails' | 'signedDocuments' | 'signedLeegalityFile'>> {
    const mine =
      session.role === 'investor'
        ? rows.find((a) => a.countryCode === session.countryCode && a.mobile === session.phone)
        : undefined;
    // Staff copy invitation links from Get Link; the URL here is the investor's own.
    const details = await signDetailsOf(db, app, mine?.id ?? '-');
    const signed = await db
      .select({
        documentType: applicationSignedDocuments.documentType,
        fileId: files.id,
        name: files.name,
      })
      .from(applicationSignedDocuments)
      .innerJoin(files, eq(files.id, applicationSignedDocuments.fileId))
      .where(eq(applicationSignedDocuments.applicationId, app.id));
    return {
      signDetails: { status: details.status, url: details.url },
      signedDocuments: signed.map((d) => ({
        documentType: d.documentType,
        documentName: d.name,
        file: fileRefOf(d.fileId, d.name),
      })),
      signedLeegalityFile:
        app.status === 'signed' ? { url: `/api/pdf/onboarding-application/signed-pdf/${app.id}` } : null,
    };
  }

  // ------------------------------------------------------------------ update

  private contextFor(session: Session, app: ApplicationRow, fundType: FundType | null): WizardStepContext {
    const { countries, brokers } = this.masterData();
    return {
      role: session.role,
      onboardingType: app.onboardingType as 'normal' | 'minor',
      fundType,
      today: this.deps.clock(),
      countries,
      brokers,
      applicationCreatedAt: app.createdAt,
    };
  }

  async update(session: Session, id: string, body: ApplicationUpdateRequest): Promise<ApplicationDetail> {
    const visible = await this.visibilityOf(session);
    return this.deps.db.transaction(async (tx) => {
      const app = await this.visibleRow(tx, visible, id, true);
      if (app.applicationType !== 'individual') throw badRequest(WIZARD_API_MESSAGES.individualOnly);
      const subject = {
        status: app.status as ApplicationStatus,
        hasPOA: app.hasPoa,
        applicationType: 'individual' as const,
      };
      if (statusOnSave(subject, session.role) === null)
        throw new HttpError(409, WIZARD_API_MESSAGES.notEditable);
      if (body.version !== app.version) throw new HttpError(409, WIZARD_API_MESSAGES.stale);

      const fundType = await this.fundTypeOf(tx, app);
      const rows = await this.activeApplicants(tx, app.id);
      const addresses = await this.addressesOf(
        tx,
        rows.map((r) => r.id),
      );
      const prepared = await this.prepare(tx, session, app, rows, addresses, body);
      const parsed = wizardStepSchemaFor(body.step, {
        ...this.contextFor(session, app, fundType),
        applicationType: 'individual',
        isNri: prepared.isNri,
        ...(body.step === 'investment-payment-details'
          ? { fundType: prepared.fundType, plan: prepared.plan }
          : {}),
        documentMaster: prepared.documentMaster,
        documentApplication: prepared.documentApplication,
      }).safeParse(prepared.data);
      if (!parsed.success) {
        throw new StepValidationError(
          parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
        );
      }
      const locks = this.locksFor(session, app, rows, addresses);
      const now = this.deps.clock();
      const changes: Partial<typeof applications.$inferInsert> = {};
      let investorStatusChanged = false;

      switch (body.step as WizardSaveStep) {
        case 'distributor-details':
          Object.assign(
            changes,
            await this.saveDistributor(tx, session, app, locks, parsed.data as DistributorStepValues),
          );
          break;
        case 'contributor-details': {
          const r = await this.saveContributor(
            tx,
            app,
            rows,
            locks,
            parsed.data as ContributorStepValues,
            body,
            now,
          );
          Object.assign(changes, r.changes);
          investorStatusChanged = r.investorStatusChanged;
          break;
        }
        case 'contact-details':
          await this.saveContact(tx, rows, addresses, locks, parsed.data as ContactStepValues, now);
          break;
        case 'additional-KYC-details':
          await this.saveDetails(
            tx,
            rows,
            locks,
            (parsed.data as AdditionalKycStepValues).applicants,
            KYC_FIELDS,
            now,
          );
          break;
        case 'fatca':
          await this.saveDetails(
            tx,
            rows,
            locks,
            (parsed.data as FatcaIndividualStepValues).applicants,
            FATCA_FIELDS,
            now,
          );
          break;
        case 'nominee-details':
          Object.assign(changes, await saveNominees(tx, app, parsed.data as NomineeStepValues, now));
          break;
        case 'bank-details':
          await saveBanks(tx, app, locks, parsed.data as BankStepValues, now);
          break;
        case 'investment-payment-details':
          Object.assign(changes, saveInvestment(app, locks, body.data, parsed.data as InvestmentStepValues));
          break;
        case 'document-details':
          Object.assign(
            changes,
            await saveDocuments(tx, app, locks, prepared, parsed.data as DocumentStepValues, now),
          );
          break;
      }

      // The investor's "Save Application" (save and proceed on the last step) submits a draft sent to them
      // (0-product-decisions §3).
      const submit =
        session.role === 'investor' &&
        body.saveType === 'saveAndProceed' &&
        isLastStep('individual', body.step as WizardSaveStep);
      const nextStatus =
        statusOnSave(subject, session.role, { investorStatusChanged, submit }) ?? subject.status;
      if (nextStatus !== subject.status) {
        const action = submit && !investorStatusChanged ? 'investor_submit' : 'save';
        if (!canTransition(subject.status, nextStatus, action))
          throw new HttpError(409, WIZARD_API_MESSAGES.notEditable);
        await this.deps.audit.record(
          {
            actorId: principalOf(session),
            actorRole: session.role,
            action: 'status_change',
            entity: 'application',
            entityId: app.id,
            from: subject.status,
            to: nextStatus,
            reason: investorStatusChanged
              ? `investor status change (${body.step})`
              : submit
                ? 'investor submit (Save Application)'
                : `wizard save (${body.step})`,
          },
          tx,
        );
      }
      const [updated] = await tx
        .update(applications)
        .set({
          ...changes,
          status: nextStatus,
          currentStep: currentStepAfterSave('individual', body.step, app.currentStep),
          version: app.version + 1,
          updatedAt: now,
        })
        .where(and(eq(applications.id, app.id), eq(applications.version, app.version)))
        .returning();
      if (!updated) throw new HttpError(409, WIZARD_API_MESSAGES.stale);
      return this.toDetail(tx, session, updated);
    });
  }

  /** What the server decides before a step is parsed (steps 6-9); steps 1-5 parse the body as sent. */
  private async prepare(
    tx: Tx,
    session: Session,
    app: ApplicationRow,
    rows: ApplicantRow[],
    addresses: AddressRow[],
    body: ApplicationUpdateRequest,
  ): Promise<PreparedStep> {
    switch (body.step) {
      case 'bank-details':
        return prepareBanks(tx, app, rows, body.data);
      case 'investment-payment-details':
        return prepareInvestment(tx, app, body.data);
      case 'document-details':
        return prepareDocuments(
          tx,
          session,
          app,
          rows,
          addresses,
          body.data,
          await loadDocumentMaster(this.mdms),
        );
      default:
        return { data: body.data };
    }
  }

  /**
   * POST /onboarding/applications/:id/modify-investment (doc 3 §2.5, §4, §5 "Modify Investment"; contracts
   * api/modify-investment.ts): the investment step's values, validated and derived exactly as a wizard
   * save of investment-payment-details, by a role and at a status `canModifyInvestment` allows; the status
   * moves by `statusOnModifyInvestment` and the counter by `currentStepAfterModifyInvestment`. Audited.
   */
  async modifyInvestment(
    session: Session,
    id: string,
    body: ModifyInvestmentRequest,
  ): Promise<ApplicationDetail> {
    if (!MODIFY_INVESTMENT_ROLES.includes(session.role))
      throw new HttpError(403, MODIFY_INVESTMENT_MESSAGES.notAllowed);
    const visible = await this.visibilityOf(session);
    return this.deps.db.transaction(async (tx) => {
      const app = await this.visibleRow(tx, visible, id, true);
      if (app.applicationType !== 'individual') throw badRequest(WIZARD_API_MESSAGES.individualOnly);
      const subject = {
        status: app.status as ApplicationStatus,
        hasPOA: app.hasPoa,
        applicationType: 'individual' as const,
      };
      if (!canModifyInvestment(subject, session.role))
        throw new HttpError(409, MODIFY_INVESTMENT_MESSAGES.notAtThisStatus);
      if (body.version !== app.version) throw new HttpError(409, WIZARD_API_MESSAGES.stale);

      const rows = await this.activeApplicants(tx, app.id);
      const addresses = await this.addressesOf(
        tx,
        rows.map((r) => r.id),
      );
      const prepared = await prepareInvestment(tx, app, body.data);
      const parsed = wizardStepSchemaFor('investment-payment-details', {
        ...this.contextFor(session, app, prepared.fundType ?? null),
        applicationType: 'individual',
        fundType: prepared.fundType,
        plan: prepared.plan,
      }).safeParse(prepared.data);
      if (!parsed.success) {
        throw new StepValidationError(
          parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
        );
      }
      const locks = this.locksFor(session, app, rows, addresses);
      const changes = saveInvestment(app, locks, body.data, parsed.data as InvestmentStepValues);
      const nextStatus = statusOnModifyInvestment(subject, session.role);
      if (!canTransition(subject.status, nextStatus, 'save'))
        throw new HttpError(409, MODIFY_INVESTMENT_MESSAGES.notAtThisStatus);
      const actor = { actorId: principalOf(session), actorRole: session.role };
      await this.deps.audit.record(
        {
          ...actor,
          action: 'modify_investment',
          entity: 'application',
          entityId: app.id,
          from: JSON.stringify({ planId: app.planId, commitmentAmount: app.commitmentAmount }),
          to: JSON.stringify({ planId: changes.planId, commitmentAmount: changes.commitmentAmount }),
          reason: body.saveType,
        },
        tx,
      );
      if (nextStatus !== subject.status) {
        await this.deps.audit.record(
          {
            ...actor,
            action: 'status_change',
            entity: 'application',
            entityId: app.id,
            from: subject.status,
            to: nextStatus,
            reason: 'modify investment',
          },
          tx,
        );
      }
      const [updated] = await tx
        .update(applications)
        .set({
          ...changes,
          status: nextStatus,
          currentStep: currentStepAfterModifyInvestment('individual', app.currentStep, body.saveType),
          version: app.version + 1,
          updatedAt: this.deps.clock(),
        })
        .where(and(eq(applications.id, app.id), eq(applications.version, app.version)))
        .returning();
      if (!updated) throw new HttpError(409, WIZARD_API_MESSAGES.stale);
      return this.toDetail(tx, session, updated);
    });
  }

  /** GET /onboarding/applications/:id/schemes: the series the investment step may choose. */
  async schemes(session: Session, id: string): Promise<InvestmentSchemesResponse> {
    const row = await this.visibleRow(this.deps.db, await this.visibilityOf(session), id);
    return schemesFor(this.deps.db, row);
  }

  /** The application as the document rules read it (for other modules: review's send check, the PDF). */
  async documentApplication(id: string) {
    const [row] = await this.deps.db
      .select()
      .from(applications)
      .where(and(eq(applications.id, id), notDeleted()));
    if (!row) throw notFound(ONBOARDING_MESSAGES.applicationNotFound);
    return documentApplicationOf(this.deps.db, row);
  }

  // -- distributor step

  private async saveDistributor(
    tx: Tx,
    session: Session,
    app: ApplicationRow,
    locks: WizardFieldLocks,
    v: DistributorStepValues,
  ): Promise<Partial<typeof applications.$inferInsert>> {
    const loginType = session.role === 'rm' ? v.loginType : app.loginType;
    const unchanged =
      same(v.distributorId, app.distributorId) &&
      same(v.subdistributorId, app.subdistributorId) &&
      (session.role !== 'rm' || same(v.loginType, app.loginType));
    if (locks.distributorFields) {
      if (!unchanged) throw forbiddenChange('Distributor Details');
      return {};
    }
    if (v.distributorId) {
      const conditions = [
        eq(users.id, v.distributorId),
        eq(users.role, 'distributor'),
        eq(users.isActive, true),
      ];
      if (session.role === 'rm') conditions.push(eq(users.rmId, session.userId!));
      const [d] = isUuid(v.distributorId)
        ? await tx
            .select({ id: users.id })
            .from(users)
            .where(and(...conditions))
        : [];
      if (!d && !same(v.distributorId, app.distributorId))
        throw badRequest(WIZARD_API_MESSAGES.distributorNotMapped);
      if (!d && session.role === 'rm') throw badRequest(WIZARD_API_MESSAGES.distributorNotMapped);
    }
    if (v.subdistributorId) {
      const [s] = isUuid(v.subdistributorId)
        ? await tx
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                eq(users.id, v.subdistributorId),
                eq(users.role, 'subdistributor'),
                eq(users.isActive, true),
                eq(users.distributorId, v.distributorId!),
              ),
            )
        : [];
      if (!s) throw badRequest(WIZARD_API_MESSAGES.subDistributorNotMapped);
    }
    const changes: Partial<typeof applications.$inferInsert> = {
      distributorId: v.distributorId,
      subdistributorId: v.subdistributorId,
      loginType: loginType ?? null,
    };
    if (session.role === 'rm') changes.rmId = session.userId;
    if (v.distributorId && !same(v.distributorId, app.distributorId) && app.planId) {
      const offered = await tx
        .select({ planId: distributorPlans.planId })
        .from(distributorPlans)
        .where(eq(distributorPlans.distributorId, v.distributorId));
      if (offered.length > 0 && !offered.some((p) => p.planId === app.planId)) {
        // The plan is not among the new distributor's plans: scheme, plan and amounts reset (doc 1 §2).
        Object.assign(changes, { schemeId: null, planId: null, commitmentAmount: null, investment: null });
      }
    }
    return changes;
  }

  // -- contributor step

  /** Submitted applicants matched to the stored active ones by id (each must be one of them; all must be sent). */
  private matchApplicants<T extends { id: string; isActive: boolean }>(
    rows: ApplicantRow[],
    submitted: T[],
  ): [ApplicantRow, T, number][] {
    const out: [ApplicantRow, T, number][] = [];
    for (const s of submitted) {
      const i = rows.findIndex((r) => r.id === s.id);
      if (i < 0) {
        if (!s.isActive) continue; // already removed
        throw badRequest(WIZARD_API_MESSAGES.unknownApplicant);
      }
      out.push([rows[i]!, s, i]);
    }
    if (out.length !== rows.length) throw badRequest(WIZARD_API_MESSAGES.applicantMissing);
    return out;
  }

  private checkLocked(
    locks: WizardFieldLocks,
    index: number,
    fields: readonly string[],
    submitted: Record<string, unknown>,
    stored: Record<string, unknown>,
  ) {
    const locked = locks.applicants[index]?.fields ?? [];
    for (const f of fields) {
      if (locked.includes(f) && f in submitted && !same(submitted[f], stored[f]))
        throw forbiddenChange(labelOf(f));
    }
  }

  private storedValues(a: ApplicantRow): Record<string, unknown> {
    return {
      ...(a.details ?? {}),
      ...this.kraPrefill(a),
      name: a.name,
      panNo: a.panNo,
      dateOfBirth: a.dateOfBirth,
      email: a.email,
      countryCode: a.countryCode,
      // The form's default ('India: +91') for a record that never had one.
      countryNameAndCode: a.countryNameAndCode ?? DEFAULT_COUNTRY_NAME_AND_CODE,
      mobile: a.mobile,
      status: canonicalApplicantStatus(a.residentialStatus) || DEFAULT_APPLICANT_STATUS,
      kraMobileNumber: a.details?.kraMobileNumber ?? a.kraData?.kraMobileNumber ?? null,
    };
  }

  private async saveContributor(
    tx: Tx,
    app: ApplicationRow,
    rows: ApplicantRow[],
    locks: WizardFieldLocks,
    v: ContributorStepValues,
    body: ApplicationUpdateRequest,
    now: Date,
  ): Promise<{ changes: Partial<typeof applications.$inferInsert>; investorStatusChanged: boolean }> {
    const matched = this.matchApplicants(rows, v.applicants);
    let investorStatusChanged = false;
    const removed: string[] = [];
    for (const [row, s, index] of matched) {
      if (!s.isActive) {
        if (!locks.canRemoveJointHolder) throw forbiddenChange('Joint Holders');
        removed.push(row.id);
        continue;
      }
      const stored = this.storedValues(row);
      this.checkLocked(locks, index, CONTRIBUTOR_CHECKED_FIELDS, s, stored);
      let nationality = s.nationality;
      if (
        index === 0 &&
        investorStatusChangeNeedsConfirmation(
          app.status as ApplicationStatus,
          stored.status as string,
          s.status,
        )
      ) {
        if (!body.investorStatusChanged) throw badRequest(WIZARD_API_MESSAGES.investorStatusConfirmRequired);
        investorStatusChanged = true;
        nationality = DEFAULT_NATIONALITY;
      }
      const details: ApplicantDetails = { ...(row.details ?? {}) };
      for (const f of CONTRIBUTOR_DETAIL_FIELDS)
        details[f] = ((s as unknown as Record<string, string | null>)[f] || null) as never;
      details.nationality = nationality || null;
      await tx
        .update(applicants)
        .set({
          name: s.name,
          dateOfBirth: s.dateOfBirth || null,
          residentialStatus: s.status || null,
          details,
          updatedAt: now,
        })
        .where(eq(applicants.id, row.id));
    }
    if (removed.length) {
      await tx
        .update(applicants)
        .set({ isActive: false, updatedAt: now })
        .where(inArray(applicants.id, removed));
      // The remaining applicants are numbered 1..n in their order (a third becomes the second).
      const remaining = rows.filter((r) => !removed.includes(r.id));
      for (const [i, r] of remaining.entries()) {
        if (r.applicantType !== i + 1)
          await tx
            .update(applicants)
            .set({ applicantType: i + 1, updatedAt: now })
            .where(eq(applicants.id, r.id));
      }
    }
    const active = rows.length - removed.length;
    const mode = holdingModeFor(active, v.modeOfHolding);
    if (!locks.canChangeHoldingMode && mode !== holdingModeFor(active, app.modeOfHolding))
      throw forbiddenChange('Mode of Holding');
    return { changes: { modeOfHolding: mode }, investorStatusChanged };
  }

  // -- contact step

  private async saveContact(
    tx: Tx,
    rows: ApplicantRow[],
    addresses: AddressRow[],
    locks: WizardFieldLocks,
    v: ContactStepValues,
    now: Date,
  ): Promise<void> {
    const matched = this.matchApplicants(rows, v.applicants).filter(([, s]) => s.isActive);
    const seen = new Set<string>();
    for (const [, s] of matched) {
      const key = `${s.countryCode}|${s.mobile}`;
      if (seen.has(key)) throw badRequest(MESSAGES.mobileDuplicateApplicant);
      seen.add(key);
    }
    for (const [row, s, index] of matched) {
      this.checkLocked(locks, index, CONTACT_FIELDS, s, this.storedValues(row));
      const mine = addresses.filter((a) => a.applicantId === row.id);
      const submitted = addressesFromForm(s.addresses);
      let correspondenceEdited = row.correspondenceAddressEdited;
      for (const type of ['correspondence', 'permanent', 'overseas'] as AddressType[]) {
        const old = mine.find((a) => a.addressType === type);
        const next = submitted.find((a) => a.address_type === type);
        const changed = !sameAddress(old, next);
        if (!changed) continue;
        if (locks.applicants[index]?.addresses.includes(type)) throw forbiddenChange(labelOf(type));
        if (type === 'correspondence' && old?.fetchedFromKra) correspondenceEdited = true;
        await this.writeAddress(tx, row.id, type, old, next, now);
      }
      const details: ApplicantDetails = {
        ...(row.details ?? {}),
        phoneNumberoffice: s.phoneNumberoffice || null,
        phoneNumberResidence: s.phoneNumberResidence || null,
      };
      await tx
        .update(applicants)
        .set({
          email: s.email,
          countryCode: s.countryCode,
          countryNameAndCode: s.countryNameAndCode || null,
          mobile: s.mobile,
          correspondenceAddressEdited: correspondenceEdited,
          details,
          updatedAt: now,
        })
        .where(eq(applicants.id, row.id));
    }
  }

  private async writeAddress(
    tx: Tx,
    applicantId: string,
    type: AddressType,
    old: AddressRow | undefined,
    next: Address | undefined,
    now: Date,
  ) {
    if (!next) {
      if (old)
        await tx
          .update(applicantAddresses)
          .set({ isActive: false, updatedAt: now })
          .where(eq(applicantAddresses.id, old.id));
      return;
    }
    const values = {
      address1: next.address1 || null,
      address2: next.address2 || null,
      address3: next.address3 || null,
      city: next.city || null,
      state: next.state || null,
      country: next.country || null,
      pincode: next.pincode || null,
      permanentAddressSameAsCorresponding: next.permanentAddressSameAsCorresponding === true,
      isActive: true,
      updatedAt: now,
    };
    // One row per applicant and type (an inactive one is reused).
    const [existing] = await tx
      .select({ id: applicantAddresses.id })
      .from(applicantAddresses)
      .where(and(eq(applicantAddresses.applicantId, applicantId), eq(applicantAddresses.addressType, type)));
    if (existing)
      await tx.update(applicantAddresses).set(values).where(eq(applicantAddresses.id, existing.id));
    else await tx.insert(applicantAddresses).values({ ...values, applicantId, addressType: type });
  }

  // -- additional KYC and FATCA: fields kept in `details`

  private async saveDetails<T extends { id: string; isActive: boolean }>(
    tx: Tx,
    rows: ApplicantRow[],
    locks: WizardFieldLocks,
    submitted: T[],
    fields: readonly string[],
    now: Date,
  ): Promise<void> {
    for (const [row, s, index] of this.matchApplicants(rows, submitted).filter(([, x]) => x.isActive)) {
      const values = s as unknown as Record<string, unknown>;
      this.checkLocked(locks, index, fields, values, this.storedValues(row));
      const details: Record<string, unknown> = { ...(row.details ?? {}) };
      for (const f of fields) {
        const val = values[f];
        details[f] = typeof val === 'boolean' ? val : val === '' || val === undefined ? null : val;
      }
      await tx
        .update(applicants)
        .set({ details: details as ApplicantDetails, updatedAt: now })
        .where(eq(applicants.id, row.id));
    }
  }

  // ------------------------------------------------------------------ distributors of the rm

  async distributorsOfRm(session: Session): Promise<DistributorsOfRmResponse> {
    const me = session.userId!;
    const [rm] = await this.deps.db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, me));
    const distributors = await this.deps.db
      .select({
        id: users.id,
        name: users.name,
        arnCode: users.arnCode,
        distributorType: users.distributorType,
        email: users.email,
      })
      .from(users)
      .where(and(eq(users.role, 'distributor'), eq(users.rmId, me), eq(users.isActive, true)))
      .orderBy(users.name);
    const ids = distributors.map((d) => d.id);
    const subs = ids.length
      ? await this.deps.db
          .select({ id: users.id, name: users.name, distributorId: users.distributorId })
          .from(users)
          .where(
            and(
              eq(users.role, 'subdistributor'),
              inArray(users.distributorId, ids),
              eq(users.isActive, true),
            ),
          )
          .orderBy(users.name)
      : [];
    const mapped = ids.length
      ? await this.deps.db.select().from(distributorPlans).where(inArray(distributorPlans.distributorId, ids))
      : [];
    return {
      rm: { id: rm!.id, name: rm!.name, email: rm!.email },
      distributors: distributors.map((d) => {
        const planIds = mapped.filter((m) => m.distributorId === d.id).map((m) => m.planId);
        return {
          ...d,
          subDistributors: subs
            .filter((s) => s.distributorId === d.id)
            .map((s) => ({ id: s.id, name: s.name })),
          planIds: planIds.length ? planIds : null,
        };
      }),
    };
  }
}

const CONTRIBUTOR_DETAIL_FIELDS = [
  'namePrefix',
  'gender',
  'fatherOrSpouseName',
  'motherName',
  'relationShipWithFirstApplicant',
  'jointApplicantRelation',
  'minorPan',
  'minorDOB',
  'minorName',
  'minorFatherName',
  'minorGender',
  'minorEmail',
  'minorCountryCode',
  'minorCountryNameAndCode',
  'minorMobile',
  'minorNamePrefix',
  'guardianRelationship',
  'guardianRelationshipTypeOther',
  'naturalParent',
] as const;
const CONTRIBUTOR_CHECKED_FIELDS = [
  ...CONTRIBUTOR_DETAIL_FIELDS,
  'name',
  'dateOfBirth',
  'panNo',
  'status',
  'nationality',
];
const KYC_FIELDS = [
  'occupationDetails',
  'grossAnnualIncome',
  'politicallyExposedPersonStatus',
  'sourceOfFunds',
  'otherSourceOfFund',
  ...KYC_LOCKED_FOR_INVESTOR_SIDE,
] as const;
const FATCA_FIELDS = ['typeOfAddressProvidedAtKRA', ...FATCA_LOCKED_FOR_INVESTOR_SIDE] as const;

function sameAddress(old: AddressRow | undefined, next: Address | undefined): boolean {
  if (!old && !next) return true;
  if (!old || !next) return false;
  return (
    ADDRESS_FIELDS.every((f) => same(old[f], next[f])) &&
    old.permanentAddressSameAsCorresponding === (next.permanentAddressSameAsCorresponding === true)
  );
}
