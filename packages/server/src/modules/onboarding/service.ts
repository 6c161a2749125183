import { and, eq, isNull } from 'drizzle-orm';
import type { sendOnboardingOtpRequestSchema, verifyPanRequestSchema } from '@aif/contracts';
import {
  ONBOARDING_MESSAGES,
  OTP_RESEND_WAIT_SECONDS,
  OTP_VALIDITY_SECONDS,
  isIndividualPan,
  mayCreateApplication,
  type AcknowledgeAmlRequest,
  type ApplicantTokenResponse,
  type EnablePoaRequest,
  type KraDetailsResponse,
  type KraRecord,
  type NonIndividualTokenRequest,
  type SendOnboardingOtpResponse,
  type VerifyOnboardingOtpRequest,
  type VerifyPanResponse,
} from '@aif/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { onboardingTokens, onboardingVerifications, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/errors';
import { toMobileNumber, type MobileNumber } from '../../lib/phone';
import { maskTail } from '../../lib/redact';
import { randomToken } from '../../lib/tokens';
import {
  ProviderUnavailableError,
  type AmlProvider,
  type AmlResult,
  type KraProvider,
} from '../../providers';
import type { AuditService } from '../audit/service';
import type { MessageQueue } from '../messages/types';
import type { OtpService } from '../otp/service';
import type { Session } from '../../lib/session';
import {
  activeApplicants,
  checkJointHolderAllowed,
  checkNoDuplicateMobile,
  checkNoDuplicatePan,
  lockApplication,
} from './joint-holders';
import { VerificationTokens, type IssuedToken, type Verification } from './tokens';

type VerifyPanInput = z.output<ReturnType<typeof verifyPanRequestSchema>>;
type SendOtpInput = z.output<typeof sendOnboardingOtpRequestSchema>;

export function onboardingOtpSmsText(otp: string): string {
  return `${otp} is your OTP to verify your mobile number for your AIF investment application. It is valid for ${OTP_VALIDITY_SECONDS / 60} minutes. Do not share it with anyone.`;
}

export interface OnboardingDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  otp: OtpService;
  audit: AuditService;
  messages: MessageQueue;
  /** Origin of links in e-mails (configuration only, never a request's Host). */
  publicUrl: string;
  kra: KraProvider;
  aml: AmlProvider;
}

/** A staff session's user id (the onboarding routes accept staff roles only). */
export function staffId(session: Session): string {
  if (session.kind !== 'staff' || !session.userId) throw forbidden();
  return session.userId;
}

/** A failed AML check goes on only once acknowledged (doc 3 §2.3). */
export function requireAmlCleared(verification: Verification): void {
  if (!verification.amlCheck && !verification.amlAcknowledgement)
    throw badRequest(ONBOARDING_MESSAGES.amlAcknowledgementRequired);
}

const iso = (d: Date) => d.toISOString();

/**
 * The onboarding entry chain (doc 3 §2.3): PAN and registry check, AML, POA, contact by OTP (or its
 * bypass), the entity e-mail step, and the registry lookup alone. Consents and the creation of the
 * application are in consents.ts and applications.ts.
 */
export class OnboardingService {
  readonly tokens: VerificationTokens;

  constructor(private readonly deps: OnboardingDeps) {
    this.tokens = new VerificationTokens(deps.clock);
  }

  /** Registry then AML screening; 404 'Data Not Found', 422 when either cannot answer. */
  async lookup(pan: string, dateOfBirth: string): Promise<{ record: KraRecord; aml: AmlResult }> {
    try {
      const record = await this.deps.kra.lookup({ pan, dateOfBirth });
      if (!record) throw notFound(ONBOARDING_MESSAGES.dataNotFound);
      const aml = await this.deps.aml.screen({ pan, name: record.name, dateOfBirth });
      return { record, aml };
    } catch (err) {
      if (err instanceof ProviderUnavailableError) {
        this.deps.log.warn(
          { provider: err.provider, err: err.message },
          'registry or AML provider unavailable',
        );
        throw new HttpError(422, ONBOARDING_MESSAGES.unableToVerify);
      }
      throw err;
    }
  }

  async verifyPan(session: Session, input: VerifyPanInput): Promise<VerifyPanResponse> {
    const userId = staffId(session);
    const investorKind = isIndividualPan(input.pan) ? 'individual' : 'non_individual';
    if (input.hasPOA && investorKind !== 'individual')
      throw badRequest(ONBOARDING_MESSAGES.poaIndividualOnly);
    // A new application (no applicationId) is for its makers only; the AIF approver adds joint holders.
    if (!input.applicationId && !mayCreateApplication(session.role))
      throw forbidden(ONBOARDING_MESSAGES.approverCannotCreate);
    let applicationHasPOA: boolean | undefined;
    if (input.applicationId) {
      const applicationId = input.applicationId;
      applicationHasPOA = await this.deps.db.transaction(async (tx) => {
        const app = await lockApplication(tx, applicationId);
        const active = await activeApplicants(tx, app.id);
        checkJointHolderAllowed(session, app, active);
        if (investorKind !== 'individual') throw badRequest(ONBOARDING_MESSAGES.jointHolderIndividualPanOnly);
        checkNoDuplicatePan(active, input.pan);
        return app.hasPoa;
      });
    }

    const { record, aml } = await this.lookup(input.pan, input.dob);
    const now = this.deps.clock();
    const amlData = { system_match: aml.matches };
    const issued = await this.deps.db.transaction(async (tx) => {
      const [verification] = await tx
        .insert(onboardingVerifications)
        .values({
          startedBy: userId,
          pan: input.pan,
          dateOfBirth: input.dob,
          onboardingType: input.onboardingType,
          investorKind,
          applicationId: input.applicationId ?? null,
          kraData: record,
          amlCheck: aml.passed,
          amlData,
          createdAt: now,
        })
        .returning({ id: onboardingVerifications.id });
      return this.tokens.issue(tx, { verificationId: verification!.id, stage: 'pan', userId });
    });
    this.deps.log.info({ pan: maskTail(input.pan), amlCheck: aml.passed }, 'onboarding PAN verified');
    return {
      amlCheck: aml.passed,
      amlData,
      panVerificationToken: issued.token,
      investorKind,
      kra: { name: record.name, dateOfBirth: input.dob, dataFetchedFromKRA: record.dataFetchedFromKRA },
      expiresAt: iso(issued.expiresAt),
      ...(applicationHasPOA === undefined ? {} : { applicationHasPOA }),
    };
  }

  async acknowledgeAml(session: Session, input: AcknowledgeAmlRequest): Promise<string> {
    const userId = staffId(session);
    await this.deps.db.transaction(async (tx) => {
      const { verification } = await this.tokens.open(tx, input.panVerificationToken, 'pan', userId);
      const now = this.deps.clock();
      await tx
        .update(onboardingVerifications)
        .set({
          amlComments: input.amlComments,
          amlAcknowledgement: true,
          amlCommentedRole: session.role,
          amlAcknowledgedAt: now,
        })
        .where(eq(onboardingVerifications.id, verification.id));
      await this.deps.audit.record(
        {
          actorId: userId,
          actorRole: session.role,
          action: 'aml_acknowledged',
          entity: 'onboarding_verification',
          entityId: verification.id,
          from: verification.amlCheck ? 'aml_passed' : 'aml_failed',
          to: 'acknowledged',
        },
        tx,
      );
    });
    return ONBOARDING_MESSAGES.amlAcknowledged;
  }

  async enablePoa(session: Session, input: EnablePoaRequest): Promise<ApplicantTokenResponse> {
    const userId = staffId(session);
    const issued = await this.deps.db.transaction(async (tx) => {
      const { verification } = await this.tokens.open(tx, input.panVerificationToken, 'pan', userId);
      requireAmlCleared(verification);
      if (verification.investorKind !== 'individual') throw badRequest(ONBOARDING_MESSAGES.poaIndividualOnly);
      if (verification.applicationId) {
        const app = await lockApplication(tx, verification.applicationId);
        if (!app.hasPoa) throw badRequest(ONBOARDING_MESSAGES.poaNotOnApplication);
      }
      await tx
        .update(onboardingVerifications)
        .set({ hasPoa: true })
        .where(eq(onboardingVerifications.id, verification.id));
      return this.tokens.complete(tx, verification, 'poa');
    });
    return applicantToken(issued);
  }

  /**
   * The contact step. Calling it again with the same PAN token is the resend: the earlier OTP stops
   * working; the OTP limits (resends, lock) are the sign-in ones.
   */
  async sendOtp(session: Session, input: SendOtpInput): Promise<SendOnboardingOtpResponse> {
    const userId = staffId(session);
    const number = toMobileNumber(input.countryCode, input.phoneNumber);
    const contact = {
      countryCode: number.countryCode,
      countryNameAndCode: input.countryNameAndCode,
      mobile: number.phone,
      email: input.emailId,
    };
    const otpToken = randomToken();
    const outcome = await this.deps.otp.transaction(
      async (tx): Promise<{ bypassed: IssuedToken } | { sent: IssuedToken }> => {
        const { verification } = await this.tokens.open(tx, input.panVerificationToken, 'pan', userId);
        await this.checkContact(tx, verification, number);

        if (input.bypassOtp) {
          const [user] = await tx.select({ flags: users.flags }).from(users).where(eq(users.id, userId));
          if (!user?.flags?.bypassOtp) throw new HttpError(403, ONBOARDING_MESSAGES.bypassNotAllowed);
          const issued = await this.tokens.complete(tx, verification, 'otp_bypass', contact);
          await this.deps.audit.record(
            {
              actorId: userId,
              actorRole: session.role,
              action: 'otp_bypass',
              entity: 'onboarding_verification',
              entityId: verification.id,
              reason: `OTP bypassed for mobile ${maskTail(number.e164)}`,
            },
            tx,
          );
          return { bypassed: issued };
        }

        await this.retireOpenOtps(tx, verification.id);
        await tx
          .update(onboardingVerifications)
          .set(contact)
          .where(eq(onboardingVerifications.id, verification.id));
        const { challengeId, otp } = await this.deps.otp.issue(tx, number, 'onboarding', {
          token: otpToken,
          deliver: true,
        });
        const issued = await this.tokens.issue(tx, {
          verificationId: verification.id,
          stage: 'otp',
          userId,
          otpChallengeId: challengeId,
          token: otpToken,
        });
        // Delivered after the answer, only if this commits (never inside the request).
        const common = {
          kind: 'onboarding_otp' as const,
          body: onboardingOtpSmsText(otp),
          validForSeconds: OTP_VALIDITY_SECONDS,
        };
        await this.deps.messages.enqueue(
          tx,
          { ...common, channel: 'sms', to: number.e164 },
          {
            ...common,
            channel: 'email',
            to: input.emailId,
            subject: 'OTP for your AIF investment application',
            body: `Dear Investor,\n\n${common.body}\n`,
          },
        );
        return { sent: issued };
      },
    );

    if ('bypassed' in outcome) {
      this.deps.log.info({ mobile: maskTail(number.e164) }, 'onboarding OTP bypassed');
      return {
        message: ONBOARDING_MESSAGES.otpBypassed,
        applicantVerificationToken: outcome.bypassed.token,
        phoneNumber: number.phone,
        emailId: input.emailId,
        expiresAt: iso(outcome.bypassed.expiresAt),
      };
    }
    this.deps.log.info({ mobile: maskTail(number.e164) }, 'onboarding OTP queued');
    return {
      message: ONBOARDING_MESSAGES.otpSent,
      otpVerificationToken: outcome.sent.token,
      phoneNumber: number.phone,
      emailId: input.emailId,
      resendAfterSeconds: OTP_RESEND_WAIT_SECONDS,
      expiresAt: iso(outcome.sent.expiresAt),
    };
  }

  async verifyOtp(session: Session, input: VerifyOnboardingOtpRequest): Promise<ApplicantTokenResponse> {
    const userId = staffId(session);
    // A wrong OTP (and a lock) must be stored: it is returned, not thrown, so the transaction commits.
    const outcome = await this.deps.otp.transaction(
      async (tx): Promise<{ error: HttpError } | { issued: IssuedToken }> => {
        const { verification } = await this.tokens.open(tx, input.otpVerificationToken, 'otp', userId);
        const number = toMobileNumber(verification.countryCode ?? '', verification.mobile ?? '');
        const attempt = await this.deps.otp.attempt(tx, {
          number,
          purpose: 'onboarding',
          token: input.otpVerificationToken,
          otp: input.otp,
        });
        if ('error' in attempt) return attempt;
        return { issued: await this.tokens.complete(tx, verification, 'otp') };
      },
    );
    if ('error' in outcome) throw outcome.error;
    return applicantToken(outcome.issued);
  }

  async nonIndividualToken(
    session: Session,
    input: NonIndividualTokenRequest,
  ): Promise<ApplicantTokenResponse> {
    const userId = staffId(session);
    const issued = await this.deps.db.transaction(async (tx) => {
      const { verification } = await this.tokens.open(tx, input.panVerificationToken, 'pan', userId);
      requireAmlCleared(verification);
      if (verification.investorKind !== 'non_individual')
        throw badRequest(ONBOARDING_MESSAGES.nonIndividualOnly);
      return this.tokens.complete(tx, verification, 'entity_email', { email: input.emailId });
    });
    return applicantToken(issued);
  }

  async bypassOtpAccess(session: Session): Promise<boolean> {
    const [user] = await this.deps.db
      .select({ flags: users.flags })
      .from(users)
      .where(eq(users.id, staffId(session)));
    return user?.flags?.bypassOtp === true;
  }

  async kraDetails(input: { panNumber: string; dob: string }): Promise<KraDetailsResponse> {
    const { record, aml } = await this.lookup(input.panNumber, input.dob);
    return { amlCheck: aml.passed, data: record, amlData: { system_match: aml.matches } };
  }

  /**
   * Before a contact is used: AML cleared, an individual PAN (entities give an e-mail only), and for a
   * joint holder a mobile no other active applicant of the application has.
   */
  async checkContact(tx: Tx, verification: Verification, number: MobileNumber): Promise<void> {
    requireAmlCleared(verification);
    if (verification.investorKind !== 'individual') throw badRequest(ONBOARDING_MESSAGES.individualOnly);
    if (verification.applicationId)
      checkNoDuplicateMobile(await activeApplicants(tx, verification.applicationId), number);
  }

  /** OTPs sent earlier in this verification stop working (the contact may have changed since). */
  private async retireOpenOtps(tx: Tx, verificationId: string): Promise<void> {
    const open = await tx
      .select({ challengeId: onboardingTokens.otpChallengeId })
      .from(onboardingTokens)
      .where(
        and(
          eq(onboardingTokens.verificationId, verificationId),
          eq(onboardingTokens.stage, 'otp'),
          isNull(onboardingTokens.consumedAt),
        ),
      );
    await this.deps.otp.retire(
      tx,
      open.map((o) => o.challengeId).filter((id): id is string => !!id),
    );
  }
}

export function applicantToken(issued: IssuedToken): ApplicantTokenResponse {
  return { applicantVerificationToken: issued.token, expiresAt: iso(issued.expiresAt) };
}
