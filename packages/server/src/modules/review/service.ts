import { and, asc, eq, type SQL } from 'drizzle-orm';
import {
  REVIEW_MESSAGES,
  SIGNER_LABELS,
  approverRoleFor,
  isPaperSignedFund,
  nextStatusOnApprove,
  nextStatusOnPreviewSend,
  nextStatusOnReject,
  previewSendLabel,
  type ApplicationStatus,
  type ReviewActionResponse,
  type StatusAction,
} from '@aif/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { applicants, applications } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { ApplicationRow } from '../application-pdf/service';
import type { ApplicationWizardService } from '../application-wizard/service';
import { visibleApplicationsWhere } from '../applications/visibility';
import type { AuditService } from '../audit/service';
import type { EsignService } from '../esign/service';
import { missingPlanSigners, statusSubjectOf } from '../esign/sign-state';
import { moveApplicationStatus } from './move';
import type { MessageQueue } from '../messages/types';
import { principalOf, type Session } from '../../lib/session';

const conflict = () => new HttpError(409, REVIEW_MESSAGES.notAllowedAtStatus);

export interface ReviewDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  messages: MessageQueue;
  esign: EsignService;
  /** The wizard's completeness check (every step's rules on the stored application). */
  wizard: Pick<ApplicationWizardService, 'checkComplete'>;
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
  constructor(private readonly deps: ReviewDeps) {}

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

  private move(
    tx: Tx,
    session: Session,
    app: ApplicationRow,
    to: ApplicationStatus,
    action: StatusAction,
    extra: Partial<typeof applications.$inferInsert> = {},
    reason: string | null = null,
  ): Promise<void> {
    return moveApplicationStatus(tx, this.deps, session, app, to, action, { extra, reason });
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
      // Every step's rules on what is stored (400 naming the incomplete steps); nothing moves otherwise.
      await this.deps.wizard.checkComplete(tx, app);
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
        // The draft is now the investor's to complete (0-product-decisions §12).
        await tx
          .update(applications)
          .set({ sentToInvestorAt: this.deps.clock(), updatedAt: this.deps.clock() })
          .where(eq(applications.id, app.id));
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
      const subject = await statusSubjectOf(tx, row);
      const to = nextStatusOnApprove(subject);
      if (!to) throw conflict();
      // An e-signed application is signed by its plan's investment manager and trustee after the investor:
      // nothing is approved that could not be signed (0-product-decisions §9, §10).
      if (!isPaperSignedFund(subject.fundType)) {
        const missing = await missingPlanSigners(tx, row.planId);
        if (missing.length)
          throw new HttpError(409, REVIEW_MESSAGES.planSignersMissing(missing.map((s) => SIGNER_LABELS[s])));
      }
      // Edits after sending (the AIF approver's, Modify Investment) could break a rule: the AIF approver
      // approves only what would still be sent, individual or entity alike (400, nothing moves).
      if (row.status === 'sent_to_amc_approver') await this.deps.wizard.checkComplete(tx, row);
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
