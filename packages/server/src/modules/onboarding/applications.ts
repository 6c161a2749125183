import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ONBOARDING_MESSAGES,
  mayCreateApplication,
  type AddApplicantRequest,
  type CreateApplicationRequest,
  type OnboardedApplication,
} from '@aif/contracts';
import type { Tx } from '../../db/client';
import { applicantDocuments, applicants, applications } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { toMobileNumber } from '../../lib/phone';
import type { Session } from '../../lib/session';
import {
  activeApplicants,
  checkJointHolderAllowed,
  checkNoDuplicateMobile,
  checkNoDuplicatePan,
  lockApplication,
  type ApplicationRow,
} from './joint-holders';
import { attachableFiles, type FileService } from '../files/service';
import { keepKraDocuments } from './kra-documents';
import { insertRegistryAddresses } from './registry-addresses';
import { staffId, type OnboardingDeps, type OnboardingService } from './service';
import type { Verification } from './tokens';

/** Where the preparing user stands on the application, by role (0-product-decisions §3 "prepared by"). */
function preparedBy(session: Session, userId: string) {
  return {
    createdBy: userId,
    distributorId: session.role === 'distributor' ? userId : null,
    rmId: session.role === 'rm' ? userId : null,
    subdistributorId: session.role === 'subdistributor' ? userId : null,
  };
}

const ENTITY_DOCUMENTS = [
  { key: 'boardResolutionFileId', documentType: 'board_resolution', documentName: 'Board Resolution' },
  {
    key: 'authorisedSignatoriesFileId',
    documentType: 'authorised_signatories_list',
    documentName: 'List of Authorised Signatories',
  },
] as const;

/**
 * The end of the onboarding entry: an applicant token becomes a new draft application (its first
 * applicant) or a joint holder on an existing one, prefilled from the registry record, the AML result
 * and the verified contact.
 */
export class OnboardingApplicationService {
  constructor(
    private readonly deps: OnboardingDeps,
    private readonly entry: OnboardingService,
    private readonly files: FileService,
  ) {}

  async create(session: Session, input: CreateApplicationRequest): Promise<OnboardedApplication> {
    const userId = staffId(session);
    if (!mayCreateApplication(session.role)) throw forbidden(ONBOARDING_MESSAGES.approverCannotCreate);
    const created = await this.deps.db.transaction(async (tx) => {
      const { row, verification } = await this.entry.tokens.open(
        tx,
        input.applicantVerificationToken,
        'applicant',
        userId,
      );
      if (verification.applicationId) throw badRequest(ONBOARDING_MESSAGES.jointHolderWrongApplication);
      if (
        (input.onboardingType && input.onboardingType !== verification.onboardingType) ||
        (input.hasPOA !== undefined && input.hasPOA !== null && input.hasPOA !== verification.hasPoa)
      ) {
        throw badRequest(ONBOARDING_MESSAGES.detailsMismatch);
      }
      const fileIds = await this.entityDocuments(tx, session, verification, input.documents);
      await this.entry.tokens.consume(tx, row);

      const now = this.deps.clock();
      const referenceId = randomUUID();
      const [app] = await tx
        .insert(applications)
        .values({
          applicant1ReferenceId: referenceId,
          applicationType: verification.investorKind,
          onboardingType: verification.onboardingType,
          status: 'draft',
          currentStep: 0,
          hasPoa: verification.hasPoa,
          modeOfHolding: 'single',
          ...preparedBy(session, userId),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const applicantId = await this.insertApplicant(tx, app!.id, 1, referenceId, verification);
      for (const doc of ENTITY_DOCUMENTS) {
        const fileId = fileIds?.[doc.key];
        if (!fileId) continue;
        await tx.insert(applicantDocuments).values({
          applicantId,
          documentType: doc.documentType,
          documentName: doc.documentName,
          fileId,
          createdAt: now,
          updatedAt: now,
        });
      }
      const actor = { actorId: userId, actorRole: session.role, entity: 'application', entityId: app!.id };
      await this.deps.audit.record(
        {
          ...actor,
          action: 'create_application',
          to: 'draft',
          reason: `contact verified by ${verification.verifiedBy}`,
        },
        tx,
      );
      await this.deps.audit.record({ ...actor, action: 'status_change', from: null, to: 'draft' }, tx);
      this.deps.log.info({ applicationId: app!.id }, 'application created from onboarding');
      return { answer: describe(app!, applicantId, 1, referenceId), verification };
    });
    await this.keepKraDocuments(created.answer, created.verification, userId);
    return created.answer;
  }

  /** The registry's documents of the new applicant's PAN (kra-documents.ts), after the transaction. */
  private keepKraDocuments(onboarded: OnboardedApplication, verification: Verification, userId: string) {
    const applicant = { id: onboarded.applicantId, applicationId: onboarded.id };
    return keepKraDocuments({ ...this.deps, files: this.files }, applicant, verification, userId);
  }

  async addApplicant(
    session: Session,
    applicationId: string,
    input: AddApplicantRequest,
  ): Promise<OnboardedApplication> {
    const userId = staffId(session);
    const added = await this.deps.db.transaction(async (tx) => {
      const app = await lockApplication(tx, applicationId);
      const active = await activeApplicants(tx, app.id);
      checkJointHolderAllowed(session, app, active);
      const { row, verification } = await this.entry.tokens.open(
        tx,
        input.applicantVerificationToken,
        'applicant',
        userId,
      );
      if (verification.applicationId !== app.id)
        throw badRequest(ONBOARDING_MESSAGES.jointHolderWrongApplication);
      // Checked at verify-pan and send-otp too; again here, against the applicants as they are now.
      checkNoDuplicatePan(active, verification.pan);
      if (verification.mobile && verification.countryCode)
        checkNoDuplicateMobile(active, toMobileNumber(verification.countryCode, verification.mobile));
      await this.entry.tokens.consume(tx, row);

      const taken = new Set(active.map((a) => a.applicantType));
      const applicantType = [1, 2, 3].find((t) => !taken.has(t))!;
      const referenceId = randomUUID();
      const applicantId = await this.insertApplicant(tx, app.id, applicantType, referenceId, verification);
      const now = this.deps.clock();
      if (app.modeOfHolding === 'single')
        await tx
          .update(applications)
          .set({ modeOfHolding: 'joint', updatedAt: now })
          .where(eq(applications.id, app.id));
      else await tx.update(applications).set({ updatedAt: now }).where(eq(applications.id, app.id));
      await this.deps.audit.record(
        {
          actorId: userId,
          actorRole: session.role,
          action: 'add_applicant',
          entity: 'application',
          entityId: app.id,
          to: String(applicantType),
          reason: `contact verified by ${verification.verifiedBy}`,
        },
        tx,
      );
      return { answer: describe(app, applicantId, applicantType, referenceId), verification };
    });
    await this.keepKraDocuments(added.answer, added.verification, userId);
    return added.answer;
  }

  /**
   * Entities need both documents, uploaded by this user and attached to no application yet
   * (`attachableFiles`); individuals send none. Returns the file ids.
   */
  private async entityDocuments(
    tx: Tx,
    session: Session,
    verification: Verification,
    documents: CreateApplicationRequest['documents'],
  ) {
    if (verification.investorKind !== 'non_individual') {
      if (documents) throw badRequest(ONBOARDING_MESSAGES.nonIndividualOnly);
      return null;
    }
    if (!documents) throw badRequest(ONBOARDING_MESSAGES.documentsRequired);
    const ids = [documents.boardResolutionFileId, documents.authorisedSignatoriesFileId];
    if (!ids.every(isUuid)) throw badRequest(ONBOARDING_MESSAGES.documentNotFound);
    const found = await attachableFiles(tx, session, ids, null);
    if (!ids.every((id) => found.some((f) => f.id === id)))
      throw badRequest(ONBOARDING_MESSAGES.documentNotFound);
    return documents;
  }

  /** The applicant as the registry, the AML check and the contact step know it. */
  private async insertApplicant(
    tx: Tx,
    applicationId: string,
    applicantType: number,
    referenceId: string,
    v: Verification,
  ): Promise<string> {
    const now = this.deps.clock();
    const [applicant] = await tx
      .insert(applicants)
      .values({
        applicationId,
        applicantType,
        referenceId,
        name: v.kraData.name,
        panNo: v.pan,
        dateOfBirth: v.dateOfBirth,
        email: v.email,
        ...(v.countryCode ? { countryCode: v.countryCode } : {}),
        countryNameAndCode: v.countryNameAndCode,
        mobile: v.mobile,
        dataFetchedFromKra: v.kraData.dataFetchedFromKRA,
        kraData: v.kraData,
        amlCheck: v.amlCheck,
        amlData: v.amlData,
        amlComments: v.amlComments,
        amlAcknowledgement: v.amlAcknowledgement,
        amlCommentedRole: v.amlCommentedRole,
        onboardingVerificationId: v.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: applicants.id });
    await insertRegistryAddresses(tx, applicant!.id, v.kraData.addresses, now);
    return applicant!.id;
  }
}

function describe(
  app: ApplicationRow,
  applicantId: string,
  applicantType: number,
  referenceId: string,
): OnboardedApplication {
  return {
    id: app.id,
    applicationNumber: app.applicationNumber,
    applicant1ReferenceId: app.applicant1ReferenceId,
    applicationType: app.applicationType as OnboardedApplication['applicationType'],
    applicantId,
    applicantType,
    referenceId,
  };
}
