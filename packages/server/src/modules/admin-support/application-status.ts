import { and, desc, eq } from 'drizzle-orm';
import {
  ADMIN_SUPPORT_MESSAGES,
  APPLICATION_STATUS_LABELS,
  AWAITING_SIGNATURE_STATUSES,
  EXPIRED_STATUS_TARGETS,
  SIGNER_APPROVED_STATUS,
  isAwaitingSignature,
  nextStatusOnChangeExpiredStatus,
  nextStatusOnMoveToDraft,
  signingOrder,
  type ApplicationStatus,
  type FromExpiredBody,
  type MoveToDraftBody,
  type Signer,
  type StatusAction,
} from '@aif/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { applications, auditTrail, esignDocuments, esignInvitations } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/errors';
import { principalOf, type Session } from '../../lib/session';
import type { ApplicationRow } from '../application-pdf/service';
import { notDeleted } from '../applications/visibility';
import type { AuditService } from '../audit/service';
import type { EsignService } from '../esign/service';
import { statusSubjectOf } from '../esign/sign-state';
import { moveApplicationStatus } from '../review/move';
import type { AdminSupportService } from './service';

const FLAG = 'applicationStatusChangeAccess' as const;
/** The reason every Admin Support move carries in the audit trail. */
export const ADMIN_SUPPORT_REASON = 'admin_support';

/**
 * Statuses reached only by signing (after the AIF approver's approval): an expired application goes back
 * to one only at the stage it expired at, whose signer is invited again. Any other would claim
 * signatures never given, or strand it where no step moves it on (approved_by_amc_approver is the
 * paper-signed funds' stage; approved_by_trustee waits for a finalisation that needs a signed document).
 */
const SIGNING_STAGES: readonly ApplicationStatus[] = [
  ...AWAITING_SIGNATURE_STATUSES,
  'approved_by_amc_approver',
  'approved_by_trustee',
];

const label = (s: ApplicationStatus) => APPLICATION_STATUS_LABELS[s];

/**
 * Admin Support's moves of an application (doc 3 §7 "Admin support"; 0-product-decisions §3): "change
 * expired status" and "change status to draft". Both need the adminSupport and
 * applicationStatusChangeAccess flags (read fresh), run on the locked row with its version bumped (an
 * edit opened before the move is refused), cancel what is left of the e-sign, and are audited in the same
 * transaction.
 */
export class ApplicationStatusChangeService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      audit: AuditService;
      esign: Pick<EsignService, 'cancelDocuments' | 'withdrawDocuments' | 'generate'>;
      flags: Pick<AdminSupportService, 'accessFlag' | 'requireFlag'>;
      log: FastifyBaseLogger;
    },
  ) {}

  /** GET …/access: the flag, for a user with Admin Support (403 without it). */
  access(session: Session): Promise<boolean> {
    return this.deps.flags.accessFlag(session, FLAG);
  }

  /**
   * invitationexpired -> the chosen open status. The stage it expired at invites that signer again (a
   * fresh document from that signer on; the expired one is cancelled); a status before signing
   * (draft, the POA or AIF approver) cancels any pending document.
   */
  async fromExpired(session: Session, body: FromExpiredBody): Promise<string> {
    await this.deps.flags.requireFlag(session, FLAG);
    const target = body.applicationStatus;
    const { app, withdraw } = await this.deps.db.transaction(async (tx) => {
      const app = await this.lock(tx, body.applicationNumber);
      if (app.status !== 'invitationexpired') throw new HttpError(409, ADMIN_SUPPORT_MESSAGES.notExpired);
      const expiredAt = await expiredAtOf(tx, app);
      if (!nextStatusOnChangeExpiredStatus(app, target) || !acceptable(app, target, expiredAt))
        throw new HttpError(
          409,
          expiredAt
            ? ADMIN_SUPPORT_MESSAGES.wrongTarget(label(expiredAt))
            : ADMIN_SUPPORT_MESSAGES.stageUnknown,
        );
      // Signing again: the expired document is superseded (cancelled), which also lets the expiry job
      // generate the fresh one should the provider be down now (esign/expiry.ts).
      const withdraw = await this.deps.esign.cancelDocuments(
        tx,
        app.id,
        isAwaitingSignature(target) ? ['pending', 'expired'] : ['pending'],
      );
      await this.move(tx, session, app, target, 'change_expired_status');
      return { app, withdraw };
    });
    await this.deps.esign.withdrawDocuments(app.id, withdraw);
    if (isAwaitingSignature(target))
      await this.deps.esign
        .generate(app.id, { id: principalOf(session), role: session.role })
        .catch((err: Error) =>
          this.deps.log.warn(
            { applicationId: app.id, err: err.message },
            'sign document not re-issued after change expired status',
          ),
        );
    return ADMIN_SUPPORT_MESSAGES.movedFromExpired(label(target));
  }

  /** Any status but signed, completed or draft -> draft; pending e-sign documents are cancelled. */
  async moveToDraft(session: Session, body: MoveToDraftBody): Promise<string> {
    await this.deps.flags.requireFlag(session, FLAG);
    const { app, withdraw } = await this.deps.db.transaction(async (tx) => {
      const app = await this.lock(tx, body.applicationNumber);
      if (app.status === 'draft') throw new HttpError(409, ADMIN_SUPPORT_MESSAGES.alreadyDraft);
      if (!nextStatusOnMoveToDraft(app)) throw new HttpError(409, ADMIN_SUPPORT_MESSAGES.cannotMoveToDraft);
      const withdraw = await this.deps.esign.cancelDocuments(tx, app.id, ['pending']);
      await this.move(tx, session, app, 'draft', 'move_to_draft');
      return { app, withdraw };
    });
    await this.deps.esign.withdrawDocuments(app.id, withdraw);
    return ADMIN_SUPPORT_MESSAGES.movedToDraft;
  }

  /** The application of that number, locked (404 when none, or deleted). */
  private async lock(
    tx: Tx,
    applicationNumber: string,
  ): Promise<ApplicationRow & { status: ApplicationStatus }> {
    const [row] = await tx
      .select()
      .from(applications)
      .where(and(eq(applications.applicationNumber, applicationNumber), notDeleted()))
      .for('update');
    if (!row) throw notFound(ADMIN_SUPPORT_MESSAGES.applicationNotFound);
    return row as ApplicationRow & { status: ApplicationStatus };
  }

  private move(
    tx: Tx,
    session: Session,
    app: ApplicationRow & { status: ApplicationStatus },
    to: ApplicationStatus,
    action: StatusAction,
  ): Promise<void> {
    return moveApplicationStatus(tx, this.deps, session, app, to, action, {
      reason: ADMIN_SUPPORT_REASON,
      extra: {
        version: app.version + 1,
        // Back in draft it is the preparer's again: the investor's "Send to Investor" link no longer edits it.
        ...(to === 'draft' ? { sentToInvestorAt: null } : {}),
      },
    });
  }
}

/** Whether an expired application may go to `target` (see SIGNING_STAGES). */
function acceptable(
  app: Pick<ApplicationRow, 'hasPoa' | 'applicationType'>,
  target: ApplicationStatus,
  expiredAt: ApplicationStatus | null,
): boolean {
  if (!EXPIRED_STATUS_TARGETS.includes(target)) return false;
  if (SIGNING_STAGES.includes(target)) return target === expiredAt;
  // The POA approver only approves applications with a POA.
  if (target === 'sent_to_poa_approver') return app.hasPoa && app.applicationType === 'individual';
  return true;
}

/**
 * The status the application expired at: the audit trail's last move to invitationexpired, else the
 * stage of the signer its last expired document was waiting for. Null when neither tells.
 */
export async function expiredAtOf(tx: Tx, app: ApplicationRow): Promise<ApplicationStatus | null> {
  const [move] = await tx
    .select({ from: auditTrail.fromValue })
    .from(auditTrail)
    .where(
      and(
        eq(auditTrail.entity, 'application'),
        eq(auditTrail.entityId, app.id),
        eq(auditTrail.action, 'status_change'),
        eq(auditTrail.toValue, 'invitationexpired'),
      ),
    )
    .orderBy(desc(auditTrail.at), desc(auditTrail.id))
    .limit(1);
  if (move?.from && isAwaitingSignature(move.from as ApplicationStatus))
    return move.from as ApplicationStatus;
  const [awaited] = await tx
    .select({ signer: esignInvitations.signer })
    .from(esignInvitations)
    .innerJoin(esignDocuments, eq(esignDocuments.id, esignInvitations.documentId))
    .where(
      and(
        eq(esignInvitations.applicationId, app.id),
        eq(esignDocuments.status, 'expired'),
        eq(esignInvitations.status, 'expired'),
      ),
    )
    .orderBy(desc(esignDocuments.createdAt), esignInvitations.signerOrder)
    .limit(1);
  if (!awaited) return null;
  return stageAwaiting(
    signingOrder(await statusSubjectOf(tx, { ...app, status: 'sent_to_amc_approver' })),
    awaited.signer as Signer,
  );
}

/** The status at which `signer` is awaited: after the previous signer's, or the first one sent to. */
function stageAwaiting(order: Signer[], signer: Signer): ApplicationStatus | null {
  const i = order.indexOf(signer);
  if (i < 0) return null;
  if (i > 0) return SIGNER_APPROVED_STATUS[order[i - 1]!];
  return signer === 'authorised_signatories' ? 'sent_to_authorised_signatories' : 'sent_to_applicant1';
}
