import { and, eq } from 'drizzle-orm';
import {
  API_MESSAGES,
  ESIGN_MESSAGES,
  OTP_RESEND_WAIT_SECONDS,
  OTP_VALIDITY_SECONDS,
  SIGNER_LABELS,
  investorStatusLabel,
  signingOrder,
  type ApplicationStatus,
  type EsignApplicationDetails,
  type EsignReferenceIdsResponse,
  type EsignSignResponse,
  type EsignSummary,
  type EsignVerifyOtp,
  type SendOtpResponse,
  type Signer,
  type VerifyOtpResponse,
} from '@aif/contracts';
import type { Db } from '../../db/client';
import { applicants, applications, plans, schemes } from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import { toMobileNumber } from '../../lib/phone';
import { maskTail } from '../../lib/redact';
import { principalOf, type Session } from '../../lib/session';
import type { ApplicationRow } from '../application-pdf/service';
import { randomToken } from '../../lib/tokens';
import type { ApplicationWizardService } from '../application-wizard/service';
import { notDeleted } from '../applications/visibility';
import type { MessageQueue } from '../messages/types';
import type { OtpService } from '../otp/service';
import type { SessionService } from '../sessions/service';
import type { EsignService } from './service';
import { statusSubjectOf, type SignViewer } from './sign-state';
import { signatoriesWithMobile } from './signatories';

/** Who reads the signing state: the applicant behind the link and the session's mobile (a signatory). */
const viewerOf = (session: Session, applicantId: string): SignViewer => ({
  applicantId,
  mobile: session.kind === 'investor' ? { countryCode: session.countryCode, phone: session.phone } : null,
});

/** The signer an applicant is (1st..3rd applicant). */
const applicantSigner = (applicantType: number): Signer | null =>
  applicantType >= 1 && applicantType <= 3 ? (`applicant${applicantType}` as Signer) : null;

export interface EsignPageDeps {
  db: Db;
  esign: EsignService;
  otp: OtpService;
  sessions: SessionService;
  messages: MessageQueue;
  /** The investor's page shows the application as the wizard's GET answers it. */
  wizard: ApplicationWizardService;
}

/**
 * The investor's e-sign page (doc 1 §4 "Sign flow", §7), keyed by an applicant's reference id: the
 * public summary and the sign-in by OTP, then, signed in, the application, the signing URL and the
 * joint holders' reference ids.
 */
export class EsignPageService {
  constructor(private readonly deps: EsignPageDeps) {}

  /** The active applicant behind a reference id and its application, not deleted (404 otherwise). */
  private async byReference(referenceId: string) {
    const [row] = await this.deps.db
      .select({ applicant: applicants, application: applications })
      .from(applicants)
      .innerJoin(applications, eq(applications.id, applicants.applicationId))
      .where(and(eq(applicants.referenceId, referenceId), eq(applicants.isActive, true), notDeleted()));
    if (!row) throw notFound(ESIGN_MESSAGES.applicationNotFound);
    return row;
  }

  /** As byReference, for an investor whose mobile is on that application (404 otherwise: no probing). */
  private async forInvestor(session: Session, referenceId: string) {
    const row = await this.byReference(referenceId);
    if (!(await this.deps.sessions.canAccessApplication(session, row.application.id)))
      throw notFound(ESIGN_MESSAGES.applicationNotFound);
    return row;
  }

  /** The mobile of the applicant behind a reference id (400 when it has none). */
  private async mobileOf(referenceId: string) {
    const { applicant } = await this.byReference(referenceId);
    if (!applicant.mobile) throw badRequest(ESIGN_MESSAGES.noMobile);
    return { applicant, number: toMobileNumber(applicant.countryCode, applicant.mobile) };
  }

  async summary(referenceId: string): Promise<EsignSummary> {
    const { db, esign } = this.deps;
    const { applicant, application } = await this.byReference(referenceId);
    const [scheme] = application.schemeId
      ? await db.select().from(schemes).where(eq(schemes.id, application.schemeId))
      : [];
    const [plan] = application.planId
      ? await db.select().from(plans).where(eq(plans.id, application.planId))
      : [];
    const signDetails = await esign.signDetails(application);
    const status = application.status as ApplicationStatus;
    return {
      referenceId: applicant.referenceId,
      applicationNumber: application.applicationNumber,
      applicantName: applicant.name,
      schemeName: scheme?.schemeName ?? null,
      planName: plan ? plan.planDescription : null,
      status,
      // In the words of the applicant behind the link (0-product-decisions §12).
      statusLabel: investorStatusLabel(status, {
        sentToInvestor: application.sentToInvestorAt !== null,
        currentSigner: signDetails.currentSigner,
        mySigner: applicantSigner(applicant.applicantType),
      }),
      maskedMobile: applicant.mobile ? maskTail(applicant.mobile) : null,
      signStatus: signDetails.status,
    };
  }

  /**
   * Queues a sign-in OTP to the applicant's mobile (and e-mail) with the challenge; calling again is the
   * resend. The answer never waits for the SMS or e-mail provider.
   */
  async sendOtp(referenceId: string): Promise<SendOtpResponse> {
    const { otp, messages } = this.deps;
    const { applicant, number } = await this.mobileOf(referenceId);
    const token = randomToken();
    // The investor signs in here: the sign-in OTP rules and limits apply (same purpose, same lock).
    await otp.transaction(async (tx) => {
      const issued = await otp.issue(tx, number, 'sign_in', { token, deliver: true });
      const text = `${issued.otp} is your OTP to open your AIF application for e-sign. It is valid for ${OTP_VALIDITY_SECONDS / 60} minutes. Do not share it with anyone.`;
      const common = {
        kind: 'esign_sign_in_otp' as const,
        body: text,
        validForSeconds: OTP_VALIDITY_SECONDS,
      };
      await messages.enqueue(
        tx,
        { ...common, channel: 'sms', to: number.e164 },
        ...(applicant.email
          ? [
              {
                ...common,
                channel: 'email' as const,
                to: applicant.email,
                subject: 'OTP to open your application',
              },
            ]
          : []),
      );
    });
    return {
      message: API_MESSAGES.otpSent,
      verificationToken: token,
      resendAfterSeconds: OTP_RESEND_WAIT_SECONDS,
    };
  }

  /** Checks the OTP and issues the investor token. */
  async verifyOtp(referenceId: string, input: EsignVerifyOtp): Promise<VerifyOtpResponse> {
    const { otp, sessions } = this.deps;
    const { number } = await this.mobileOf(referenceId);
    const outcome = await otp.transaction((tx) =>
      otp.attempt(tx, { number, purpose: 'sign_in', token: input.verificationToken, otp: input.otp }),
    );
    if ('error' in outcome) throw outcome.error;
    const { token, session } = await sessions.issue({ kind: 'investor', number });
    return { token, user: await sessions.describe(session) };
  }

  async applicationDetails(session: Session, referenceId: string): Promise<EsignApplicationDetails> {
    const { applicant, application } = await this.forInvestor(session, referenceId);
    return {
      application: await this.deps.wizard.detail(session, application.id),
      signDetails: await this.deps.esign.signDetails(application, viewerOf(session, applicant.id)),
    };
  }

  /**
   * The signer's signing URL; generates the sign document when none is pending. An authorised
   * signatory (or POA holder) signed in with its own mobile gets its own invitation.
   */
  async sign(session: Session, referenceId: string): Promise<EsignSignResponse> {
    const { esign } = this.deps;
    const { applicant, application } = await this.forInvestor(session, referenceId);
    const signatories = (await signatoriesWithMobile(this.deps.db, application, session)).filter(
      (s) => s.canEsign,
    );
    if (
      signatories.length &&
      signingOrder(await statusSubjectOf(this.deps.db, application)).includes('authorised_signatories')
    )
      return this.signAsSignatory(
        session,
        application,
        applicant.id,
        signatories.map((s) => s.id),
      );
    let details = await esign.signDetails(application);
    if (!details.currentSigner) throw new HttpError(409, ESIGN_MESSAGES.notAwaitingSignature);
    let invitation = await esign.awaitedInvitation(application);
    if (!invitation) {
      await esign.generate(application.id, {
        id: `${session.countryCode}${session.phone}`,
        role: 'investor',
      });
      invitation = await esign.awaitedInvitation(application);
      details = await esign.signDetails(application);
    }
    if (!invitation || invitation.applicantId !== applicant.id || invitation.status !== 'pendingsignature') {
      throw new HttpError(
        409,
        ESIGN_MESSAGES.notYourTurn(invitation?.name ?? SIGNER_LABELS[details.currentSigner!]),
      );
    }
    return {
      url: invitation.invitationUrl,
      signDetails: await esign.signDetails(application, applicant.id),
    };
  }

  private async signAsSignatory(
    session: Session,
    application: ApplicationRow,
    applicantId: string,
    signatoryIds: string[],
  ): Promise<EsignSignResponse> {
    const { esign } = this.deps;
    const refusal = (mine: { status: string }[]) => {
      if (mine.some((i) => i.status === 'signed')) return ESIGN_MESSAGES.alreadySigned;
      if (mine.some((i) => i.status === 'cancelled')) return ESIGN_MESSAGES.signatureNotNeeded;
      return null;
    };
    const details = await esign.signDetails(application);
    if (details.currentSigner !== 'authorised_signatories') {
      const mine = await esign.signatoryInvitations(application.id, signatoryIds);
      throw new HttpError(
        409,
        refusal(mine) ??
          (details.currentSigner
            ? ESIGN_MESSAGES.notYourTurn(SIGNER_LABELS[details.currentSigner])
            : ESIGN_MESSAGES.notAwaitingSignature),
      );
    }
    if (!(await esign.pendingDocumentOf(application.id)))
      await esign.generate(application.id, { id: principalOf(session), role: 'investor' });
    const mine = await esign.signatoryInvitations(application.id, signatoryIds);
    const open = mine.find((i) => i.status === 'pendingsignature');
    if (!open) throw new HttpError(409, refusal(mine) ?? ESIGN_MESSAGES.notASigner);
    return {
      url: open.invitationUrl,
      signDetails: await esign.signDetails(application, viewerOf(session, applicantId)),
    };
  }

  /** Reference ids of every applicant of the application (joint holders sign one after another). */
  async referenceIds(session: Session, referenceId: string): Promise<EsignReferenceIdsResponse> {
    const { esign } = this.deps;
    const { application } = await this.forInvestor(session, referenceId);
    const people = await esign.activeApplicants(application.id);
    const statuses = await esign.applicantSignStatuses(
      application.id,
      people.map((p) => p.id),
    );
    return {
      applicationId: application.id,
      referenceIds: people.map((p) => ({
        referenceId: p.referenceId,
        applicantType: p.applicantType,
        name: p.name,
        signStatus: statuses.get(p.id) ?? 'notgenerated',
      })),
    };
  }
}
