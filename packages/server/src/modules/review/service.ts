import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  REVIEW_MESSAGES,
  STEP_LABELS,
  STEP_ORDER,
  approverRoleFor,
  canTransition,
  nextStatusOnApprove,
  nextStatusOnPreviewSend,
  nextStatusOnReject,
  previewSendLabel,
  requiredDocumentMasterSchema,
  requiredDocuments,
  type ApplicationStatus,
  type DocumentApplication,
  type RequiredDocumentMaster,
  type ReviewActionResponse,
  type StatusAction,
  type WizardFlow,
} from '@aif/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import {
  applicantAddresses,
  applicantDocuments,
  applicants,
  applications,
  banks,
  nomineeDocuments,
  nominees,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { ApplicationRow } from '../application-pdf/service';
import { visibleApplicationsWhere } from '../applications/visibility';
import type { AuditService } from '../audit/service';
import type { EsignService } from '../esign/service';
import { statusSubjectOf } from '../esign/sign-state';
import { MDMS_DIR } from '../mdms/service';
import type { MessageQueue } from '../messages/types';
import { principalOf, type Session } from '../../lib/session';

const ORDINALS = ['1st', '2nd', '3rd'];
const conflict = () => new HttpError(409, REVIEW_MESSAGES.notAllowedAtStatus);

export interface ReviewDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  messages: MessageQueue;
  esign: EsignService;
  log: FastifyBaseLogger;
  /** Origin of the investor's link (configuration only, never a request's Host). */
  publicUrl: string;
}

/**
 * Send from preview, approve and reject (doc 1 §4 "Approval flows", §6; 0-product-decisions §3). Moves
 * come from the status machine in contracts; each runs in one transaction on the locked row and is
 * written to the audit trail.
 */
export class ReviewService {
  private master?: RequiredDocumentMaster;

  constructor(private readonly deps: ReviewDeps) {}

  private documentMaster(): RequiredDocumentMaster {
    this.master ??= requiredDocumentMasterSchema.parse(
      JSON.parse(readFileSync(path.join(MDMS_DIR, 'required_document_master.json'), 'utf8')),
    );
    return this.master;
  }

  /** The application locked for the move, if the caller sees it (404 otherwise). */
  private async lockVisible(tx: Tx, visible: SQL, id: string): Promise<ApplicationRow> {
    if (!isUuid(id)) throw notFound('Application not found');
    const [row] = await tx
      .select()
      .from(applications)
      .where(and(eq(applications.id, id), visible))
      .for('update');
    if (!row) throw notFound('Application not found');
    return row;
  }

  private async move(
    tx: Tx,
    session: Session,
    app: ApplicationRow,
    to: ApplicationStatus,
    action: StatusAction,
    extra: Partial<typeof applications.$inferInsert> = {},
    reason: string | null = null,
  ): Promise<void> {
    if (!canTransition(app.status as ApplicationStatus, to, action)) throw conflict();
    const now = this.deps.clock();
    await tx
      .update(applications)
      .set({ ...extra, status: to, updatedAt: now })
      .where(eq(applications.id, app.id));
    await this.deps.audit.record(
      {
        actorId: principalOf(session),
        actorRole: session.role,
        action: 'status_change',
        entity: 'application',
        entityId: app.id,
        from: app.status,
        to,
        reason: reason ?? action,
      },
      tx,
    );
  }

  // ------------------------------------------------------------------ completeness

  /** What is missing before sending: steps below the flow's last one, then required documents. */
  async missing(db: Db | Tx, app: ApplicationRow): Promise<string | null> {
    const flow = app.applicationType as WizardFlow;
    const steps = STEP_ORDER[flow];
    if (app.currentStep < steps.length) {
      return REVIEW_MESSAGES.incompleteSteps(steps.slice(app.currentStep).map((s) => STEP_LABELS[s]));
    }
    const rows = await db
      .select()
      .from(applicants)
      .where(and(eq(applicants.applicationId, app.id), eq(applicants.isActive, true)))
      .orderBy(asc(applicants.applicantType));
    const ids = rows.map((r) => r.id);
    const addresses = ids.length
      ? await db.select().from(applicantAddresses).where(inArray(applicantAddresses.applicantId, ids))
      : [];
    const docs = ids.length
      ? await db
          .select()
          .from(applicantDocuments)
          .where(and(inArray(applicantDocuments.applicantId, ids), eq(applicantDocuments.isActive, true)))
      : [];
    const bankRows = await db
      .select()
      .from(banks)
      .where(and(eq(banks.applicationId, app.id), eq(banks.isActive, true)));
    const nomineeRows = await db
      .select()
      .from(nominees)
      .where(and(eq(nominees.applicationId, app.id), eq(nominees.isActive, true)))
      .orderBy(asc(nominees.sno));
    const nomineeDocs = nomineeRows.length
      ? await db
          .select()
          .from(nomineeDocuments)
          .where(
            and(
              inArray(
                nomineeDocuments.nomineeId,
                nomineeRows.map((n) => n.id),
              ),
              eq(nomineeDocuments.isActive, true),
            ),
          )
      : [];
    const application: DocumentApplication = {
      applicationType: app.applicationType as DocumentApplication['applicationType'],
      onboardingType: app.onboardingType as DocumentApplication['onboardingType'],
      hasPOA: app.hasPoa,
      createdAt: app.createdAt,
      doNotWishToNominate: app.doNotWishToNominate,
      banks: bankRows.map((b) => ({
        isActive: b.isActive,
        defaultBankAccount: b.defaultBankAccount,
        pennydropVerified: b.pennydropVerified,
        bankAccountType: b.bankAccountType,
      })),
      nominees: nomineeRows.map((n) => ({ id: n.id, isActive: n.isActive, dateOfBirth: n.dateOfBirth })),
      applicants: rows.map((a) => ({
        id: a.id,
        isActive: a.isActive,
        status: a.residentialStatus,
        investorType: (a.details as Record<string, string | null> | null)?.investorType ?? null,
        amlCheck: a.amlCheck,
        dataFetchedFromKRA: a.dataFetchedFromKra,
        correspondenceAddressEdited: a.correspondenceAddressEdited,
        addresses: addresses
          .filter((x) => x.applicantId === a.id)
          .map((x) => ({
            address_type: x.addressType,
            permanentAddressSameAsCorresponding: x.permanentAddressSameAsCorresponding,
            isActive: x.isActive,
          })),
        dlclId: a.details?.dlclId ?? null,
        dpId: a.details?.dpId ?? null,
        clId: a.details?.clId ?? null,
        guardianRelationship: a.details?.guardianRelationship ?? null,
        naturalParent:
          a.details?.naturalParent === 'yes' || a.details?.naturalParent === 'no'
            ? a.details.naturalParent
            : null,
        documents: docs
          .filter((d) => d.applicantId === a.id)
          .map((d) => ({
            id: d.id,
            documentType: d.documentType,
            isActive: true,
            file: { id: d.fileId, name: '' },
          })),
      })),
    };
    const required = requiredDocuments(application, {
      role: 'amcadmin',
      applicationType: application.applicationType,
      onboardingType: application.onboardingType ?? 'normal',
      today: this.deps.clock(),
      master: this.documentMaster(),
    } as Parameters<typeof requiredDocuments>[1]);
    const absent: string[] = [];
    for (const slots of required.applicants) {
      const own = docs.filter((d) => d.applicantId === slots.applicantId);
      const who = `${ORDINALS[slots.applicantIndex] ?? `${slots.applicantIndex + 1}th`} Applicant`;
      for (const slot of slots.documents) {
        if (slot.required && !own.some((d) => d.documentType === slot.documentType))
          absent.push(`${slot.label} (${who})`);
      }
    }
    for (const slots of required.nominees) {
      const own = nomineeDocs.filter((d) => d.nomineeId === slots.nomineeId);
      for (const slot of slots.documents) {
        if (slot.required && !own.some((d) => d.documentType === slot.documentType))
          absent.push(`${slot.label} (Nominee ${slots.nomineeIndex + 1})`);
      }
    }
    return absent.length ? REVIEW_MESSAGES.missingDocuments(absent) : null;
  }

  // ------------------------------------------------------------------ actions

  /**
   * The preview's send: sent_to_poa_approver / sent_to_amc_approver, or (amcadmin, individual without
   * POA) "Send to Investor": stays draft and the investor gets the details link by e-mail and SMS.
   */
  async send(session: Session, id: string): Promise<ReviewActionResponse> {
    // Read before the transaction: PGlite has one connection, so a read outside it would wait on it.
    const visible = visibleApplicationsWhere(session);
    const outcome = await this.deps.db.transaction(async (tx) => {
      const app = await this.lockVisible(tx, visible, id);
      const subject = await statusSubjectOf(tx, app);
      const next = nextStatusOnPreviewSend(subject, session.role);
      if (!next) throw app.status === 'draft' ? forbidden() : conflict();
      const missing = await this.missing(tx, app);
      if (missing) throw badRequest(missing);
      const label = previewSendLabel(subject, session.role);
      let investorLink: string | null = null;
      if (next !== app.status) {
        await this.move(tx, session, app, next, 'preview_send', {}, label);
      } else {
        await this.deps.audit.record(
          {
            actorId: principalOf(session),
            actorRole: session.role,
            action: 'sent_to_investor',
            entity: 'application',
            entityId: app.id,
            from: app.status,
            to: app.status,
            reason: label,
          },
          tx,
        );
      }
      if (next === 'draft') {
        investorLink = `${this.deps.publicUrl}/investment-details/${app.applicant1ReferenceId}/details`;
        await this.queueInvestorLink(tx, app, investorLink);
      }
      return { app, next, label, investorLink };
    });
    const { app, next, label, investorLink } = outcome;
    return {
      message: REVIEW_MESSAGES.sent(app.applicationNumber, label),
      id: app.id,
      applicationNumber: app.applicationNumber,
      status: next,
      investorLink,
    };
  }

  /** The first applicant's link by e-mail and SMS, queued with the send (delivered after the answer). */
  private async queueInvestorLink(tx: Tx, app: ApplicationRow, link: string): Promise<void> {
    const [first] = await tx
      .select()
      .from(applicants)
      .where(and(eq(applicants.applicationId, app.id), eq(applicants.isActive, true)))
      .orderBy(asc(applicants.applicantType))
      .limit(1);
    if (!first) return;
    const body =
      `Dear ${first.name},\n\nYour application ${app.applicationNumber} has been prepared. Please review it, ` +
      `complete any remaining details and submit it here:\n${link}`;
    const kind = 'investor_link' as const;
    await this.deps.messages.enqueue(
      tx,
      ...(first.email
        ? [
            {
              kind,
              channel: 'email' as const,
              to: first.email,
              subject: `Application ${app.applicationNumber}: please review and submit`,
              body,
            },
          ]
        : []),
      ...(first.mobile
        ? [
            {
              kind,
              channel: 'sms' as const,
              to: `${first.countryCode}${first.mobile}`,
              body: `Your application ${app.applicationNumber} is ready for your review: ${link}`,
            },
          ]
        : []),
    );
  }

  /** 409 when nobody approves at this status; 403 when another role does. */
  private checkApprover(app: ApplicationRow, session: Session): void {
    const approver = approverRoleFor(app.status as ApplicationStatus);
    if (!approver) throw conflict();
    if (approver !== session.role) throw forbidden();
  }

  async approve(session: Session, id: string): Promise<ReviewActionResponse> {
    const visible = visibleApplicationsWhere(session);
    const { app, next } = await this.deps.db.transaction(async (tx) => {
      const row = await this.lockVisible(tx, visible, id);
      this.checkApprover(row, session);
      const to = nextStatusOnApprove(await statusSubjectOf(tx, row));
      if (!to) throw conflict();
      await this.move(tx, session, row, to, 'approve');
      return { app: row, next: to };
    });
    if (next === 'sent_to_applicant1' || next === 'sent_to_authorised_signatories') {
      // The sign document is generated now; when the provider is down the investor's e-Sign button
      // generates it later (doc 1 §4 "Sign flow").
      await this.deps.esign
        .generate(app.id, { id: principalOf(session), role: session.role })
        .catch((err: Error) =>
          this.deps.log.warn(
            { applicationId: app.id, err: err.message },
            'sign document not generated on approval',
          ),
        );
    }
    return {
      message: REVIEW_MESSAGES.approved(app.applicationNumber),
      id: app.id,
      applicationNumber: app.applicationNumber,
      status: next,
    };
  }

  async reject(session: Session, id: string, reason: string): Promise<ReviewActionResponse> {
    const now = this.deps.clock();
    const visible = visibleApplicationsWhere(session);
    const app = await this.deps.db.transaction(async (tx) => {
      const row = await this.lockVisible(tx, visible, id);
      this.checkApprover(row, session);
      const to = nextStatusOnReject({ status: row.status as ApplicationStatus });
      if (!to) throw conflict();
      await this.move(
        tx,
        session,
        row,
        to,
        'reject',
        { rejectedReason: reason, rejectedAt: now, rejectedByRole: session.role },
        reason,
      );
      return row;
    });
    return {
      message: REVIEW_MESSAGES.rejected(app.applicationNumber),
      id: app.id,
      applicationNumber: app.applicationNumber,
      status: 'rejected',
    };
  }
}
