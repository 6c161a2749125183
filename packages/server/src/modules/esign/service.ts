import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  AWAITING_SIGNATURE_STATUSES,
  ESIGN_MESSAGES,
  SIGNER_LABELS,
  currentSigner,
  esignCallbackSchema,
  formatDateTimeIST,
  nextStatusOnInvitationExpiry,
  nextStatusOnSign,
  nextStatusOnSigningFinalised,
  signingOrder,
  type ApplicationStatus,
  type FundType,
  type SignDetails,
  type SignatureStatus,
  type Signer,
  type StatusSubject,
} from '@aif/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import {
  applicants,
  applications,
  esignCallbackEvents,
  esignDocuments,
  esignInvitations,
  plans,
  schemes,
  serverSecrets,
  users,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import { ProviderUnavailableError } from '../../providers';
import type { EsignProvider, EsignSettings, EsignSignerInput } from '../../providers/esign';
import { verifyCallbackSignature } from '../../providers/esign';
import type { FileStorage } from '../../providers/storage';
import type { EmailProvider, SmsProvider } from '../../providers/types';
import { appendSignaturePages } from '../application-pdf/render';
import type { ApplicationPdfService, ApplicationRow } from '../application-pdf/service';
import { notDeleted } from '../applications/visibility';
import type { AuditService } from '../audit/service';

type InvitationRow = typeof esignInvitations.$inferSelect;
type DocumentRow = typeof esignDocuments.$inferSelect;

const WEBHOOK_SECRET = 'esign-webhook-secret';
/** Advisory lock of the expiry job: one instance runs it at a time. Any constant shared by all instances. */
export const ESIGN_EXPIRY_LOCK_KEY = 741_2066;
const DAY_MS = 86_400_000;

/** The status machine's view of an application row. */
export async function statusSubjectOf(db: Db | Tx, app: ApplicationRow): Promise<StatusSubject> {
  const [scheme] = app.schemeId
    ? await db.select({ fundType: schemes.fundType }).from(schemes).where(eq(schemes.id, app.schemeId))
    : [];
  const active = await db
    .select({ id: applicants.id })
    .from(applicants)
    .where(and(eq(applicants.applicationId, app.id), eq(applicants.isActive, true)));
  return {
    status: app.status as ApplicationStatus,
    hasPOA: app.hasPoa,
    applicationType: app.applicationType as StatusSubject['applicationType'],
    fundType: (scheme?.fundType as FundType | undefined) ?? null,
    applicantCount: Math.max(1, active.length),
  };
}

const APPLICANT_NUMBER: Partial<Record<Signer, number>> = { applicant1: 1, applicant2: 2, applicant3: 3 };

export interface EsignDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  sms: SmsProvider;
  email: EmailProvider;
  provider: EsignProvider;
  settings: EsignSettings;
  pdf: ApplicationPdfService;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Origin used for links when no request gives one (PUBLIC_URL, else the listen address). */
  defaultOrigin: () => string;
}

/**
 * E-sign of an application (0-product-decisions §3, §6): generating the sign document (one invitation per
 * signer, in order), the provider's completion callback (verified, idempotent, in turn), the signed PDF
 * and the expiry of invitations not signed in time.
 */
export class EsignService {
  private secret?: Promise<string>;

  constructor(private readonly deps: EsignDeps) {}

  // ------------------------------------------------------------------ secrets

  /** ESIGN_WEBHOOK_SECRET, else one generated once and shared by every instance through the database. */
  webhookSecret(): Promise<string> {
    if (this.deps.settings.webhookSecret) return Promise.resolve(this.deps.settings.webhookSecret);
    this.secret ??= (async () => {
      await this.deps.db
        .insert(serverSecrets)
        .values({ name: WEBHOOK_SECRET, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await this.deps.db
        .select()
        .from(serverSecrets)
        .where(eq(serverSecrets.name, WEBHOOK_SECRET));
      return row!.value;
    })().catch((err) => {
      this.secret = undefined;
      throw err;
    });
    return this.secret;
  }

  // ------------------------------------------------------------------ reading

  async pendingDocument(db: Db | Tx, applicationId: string): Promise<DocumentRow | null> {
    const [doc] = await db
      .select()
      .from(esignDocuments)
      .where(and(eq(esignDocuments.applicationId, applicationId), eq(esignDocuments.status, 'pending')));
    return doc ?? null;
  }

  private invitationsOf(db: Db | Tx, applicationId: string): Promise<InvitationRow[]> {
    return invitationsOf(db, applicationId);
  }

  /** `signDetails` (doc 1 §3): the status of the awaited signature and, for its signer, the URL. */
  signDetails(app: ApplicationRow, forApplicantId?: string | null): Promise<SignDetails> {
    return signDetailsOf(this.deps.db, app, forApplicantId);
  }

  /**
   * The latest invitation per signer (the applications module's Get Link reads the same table).
   */
  async invitationLinks(
    applicationId: string,
  ): Promise<
    { signer: Signer; applicantId: string | null; name: string; invitationUrl: string; status: string }[]
  > {
    const latest = new Map<string, InvitationRow>();
    for (const inv of await this.invitationsOf(this.deps.db, applicationId)) latest.set(inv.signer, inv);
    return [...latest.values()].map((i) => ({
      signer: i.signer as Signer,
      applicantId: i.applicantId,
      name: i.name,
      invitationUrl: i.invitationUrl,
      status: i.status,
    }));
  }

  // ------------------------------------------------------------------ generating the sign document

  /** Who signs, from the awaited signer on (earlier signers' signatures stay on their documents). */
  private async signersFrom(
    app: ApplicationRow,
    subject: StatusSubject,
  ): Promise<
    (EsignSignerInput & {
      applicantId: string | null;
      userId: string | null;
      countryCode: string | null;
      phone: string | null;
    })[]
  > {
    const order = signingOrder(subject);
    const awaited = currentSigner(subject);
    if (!awaited) throw new HttpError(409, ESIGN_MESSAGES.notAwaitingSignature);
    const remaining = order.slice(order.indexOf(awaited));
    const people = await this.deps.db
      .select()
      .from(applicants)
      .where(and(eq(applicants.applicationId, app.id), eq(applicants.isActive, true)))
      .orderBy(asc(applicants.applicantType));
    const [plan] = app.planId ? await this.deps.db.select().from(plans).where(eq(plans.id, app.planId)) : [];
    const staff = async (id: string | null | undefined, who: string) => {
      if (!id) throw badRequest(ESIGN_MESSAGES.signerNotMapped(who));
      const [u] = await this.deps.db.select().from(users).where(eq(users.id, id));
      if (!u) throw badRequest(ESIGN_MESSAGES.signerNotMapped(who));
      return u;
    };
    const out = [];
    for (const signer of remaining) {
      const orderNo = order.indexOf(signer) + 1;
      if (signer === 'fundmanager' || signer === 'trustee') {
        const u = await staff(
          signer === 'fundmanager' ? plan?.fundManagerId : plan?.trusteeId,
          SIGNER_LABELS[signer],
        );
        out.push({
          order: orderNo,
          signer,
          name: u.name,
          email: u.email,
          mobile: `${u.countryCode}${u.phone}`,
          applicantId: null,
          userId: u.id,
          countryCode: u.countryCode,
          phone: u.phone,
        });
        continue;
      }
      // TODO(integration): authorised signatories (POA and entity applications) come from the signatory
      // step (doc 2) once it is stored; until then the first applicant's contact receives the invitation.
      const n = APPLICANT_NUMBER[signer] ?? 1;
      const a = people.find((p) => p.applicantType === n) ?? people[0];
      if (!a) throw badRequest(ESIGN_MESSAGES.signerContactMissing(SIGNER_LABELS[signer]));
      out.push({
        order: orderNo,
        signer,
        name: a.name,
        email: a.email,
        mobile: a.mobile ? `${a.countryCode}${a.mobile}` : null,
        applicantId: a.id,
        userId: null,
        countryCode: a.mobile ? a.countryCode : null,
        phone: a.mobile,
      });
    }
    for (const s of out)
      if (!s.email && !s.mobile)
        throw badRequest(ESIGN_MESSAGES.signerContactMissing(`${SIGNER_LABELS[s.signer]} (${s.name})`));
    return out;
  }

  /**
   * Generates the sign document unless one is pending: renders the application PDF (kept in storage for
   * the final signed PDF), sends it to the provider with the signers from the awaited one on, stores one
   * invitation per signer and invites the first. Answers the pending document.
   */
  async generate(
    applicationId: string,
    actor: { id: string | null; role: string | null },
    origin?: string,
  ): Promise<DocumentRow> {
    const existing = await this.pendingDocument(this.deps.db, applicationId);
    if (existing) return existing;
    const [app] = await this.deps.db
      .select()
      .from(applications)
      .where(and(eq(applications.id, applicationId), notDeleted()));
    if (!app) throw notFound(ESIGN_MESSAGES.applicationNotFound);
    const subject = await statusSubjectOf(this.deps.db, app);
    if (subject.fundType === 'msar') throw new HttpError(409, ESIGN_MESSAGES.paperSigned);
    const signers = await this.signersFrom(app, subject);
    const pdf = await this.deps.pdf.render(app);
    const base = origin ?? this.deps.defaultOrigin();
    const now = this.deps.clock();
    let created;
    try {
      created = await this.deps.provider.createDocument({
        reference: app.id,
        documentName: `Application ${app.applicationNumber}`,
        pdf,
        signers: signers.map(({ order, signer, name, email, mobile }) => ({
          order,
          signer,
          name,
          email,
          mobile,
        })),
        expiryDays: this.deps.settings.expiryDays,
        callbackUrl: `${base}/api/onboarding/esign/callback`,
        summary: {
          'Application Number': app.applicationNumber,
          Investors:
            signers
              .filter((s) => s.applicantId)
              .map((s) => s.name)
              .join(', ') || '-',
          'Commitment Amount': app.commitmentAmount
            ? `INR ${Number(app.commitmentAmount).toLocaleString('en-IN')}`
            : '-',
          Signers: signers.map((s) => `${s.order}. ${s.name} (${SIGNER_LABELS[s.signer]})`).join('; '),
        },
      });
    } catch (err) {
      if (err instanceof ProviderUnavailableError) {
        this.deps.log.warn({ applicationId, err: err.message }, 'e-sign provider unavailable');
        throw new HttpError(422, ESIGN_MESSAGES.providerUnavailable);
      }
      throw err;
    }
    const documentId = crypto.randomUUID();
    await this.deps.storage.put(this.applicationPdfKey(app.id, documentId), pdf, 'application/pdf');
    const expiresAt = new Date(now.getTime() + this.deps.settings.expiryDays * DAY_MS);
    let first: InvitationRow | undefined;
    try {
      first = await this.deps.db.transaction(async (tx) => {
        await tx.insert(esignDocuments).values({
          id: documentId,
          applicationId: app.id,
          provider: this.deps.provider.name,
          providerDocumentId: created.providerDocumentId,
          createdAt: now,
        });
        const rows = await tx
          .insert(esignInvitations)
          .values(
            signers.map((s, i) => {
              const inv = created.invitations.find((x) => x.order === s.order)!;
              return {
                documentId,
                applicationId: app.id,
                signer: s.signer,
                signerOrder: s.order,
                applicantId: s.applicantId,
                userId: s.userId,
                name: s.name,
                email: s.email,
                countryCode: s.countryCode,
                mobile: s.phone,
                providerInvitationId: inv.providerInvitationId,
                invitationUrl: inv.url,
                status: 'pendingsignature' as const,
                invitedAt: i === 0 ? now : null,
                expiresAt: i === 0 ? expiresAt : null,
                createdAt: now,
              };
            }),
          )
          .returning();
        await this.deps.audit.record(
          {
            actorId: actor.id,
            actorRole: actor.role,
            action: 'esign_document_generated',
            entity: 'application',
            entityId: app.id,
            to: created.providerDocumentId,
            reason: signers.map((s) => s.signer).join(','),
          },
          tx,
        );
        return rows.sort((a, b) => a.signerOrder - b.signerOrder)[0];
      });
    } catch (err) {
      // Another request generated it at the same moment (one pending document per application).
      const pending = await this.pendingDocument(this.deps.db, app.id);
      if (pending) {
        await this.deps.provider.cancelDocument(created.providerDocumentId);
        return pending;
      }
      throw err;
    }
    if (first) await this.notifyInvitation(app, first);
    return (await this.pendingDocument(this.deps.db, app.id))!;
  }

  private applicationPdfKey(applicationId: string, documentId: string) {
    return `esign/${applicationId}/${documentId}/application.pdf`;
  }

  private async notifyInvitation(app: ApplicationRow, inv: InvitationRow): Promise<void> {
    const subject = `Application ${app.applicationNumber}: your signature is requested`;
    const body =
      `Dear ${inv.name},\n\nApplication ${app.applicationNumber} is ready for your e-signature as ` +
      `${SIGNER_LABELS[inv.signer as Signer]}. Open this link to review and sign it:\n${inv.invitationUrl}\n\n` +
      `The invitation is valid until ${formatDateTimeIST(inv.expiresAt)} IST.`;
    try {
      if (inv.email) await this.deps.email.send({ to: inv.email, subject, body });
      if (inv.mobile && inv.countryCode)
        await this.deps.sms.send({
          to: `${inv.countryCode}${inv.mobile}`,
          body: `Application ${app.applicationNumber} is ready for your e-signature: ${inv.invitationUrl}`,
        });
    } catch (err) {
      // The invitation stands; the Get Link dialog can hand it over again.
      this.deps.log.warn(
        { applicationId: app.id, err: (err as Error).message },
        'e-sign invitation not delivered',
      );
    }
  }

  // ------------------------------------------------------------------ the provider's callback

  /**
   * Verifies the HMAC of the raw body (401 when forged), records the event id (a replay answers
   * 'duplicate' and changes nothing), and advances the status when it is this signer's turn (409
   * otherwise). The next signer is invited; the last signature produces the signed PDF.
   */
  async handleCallback(
    rawBody: string,
    signature: string | undefined,
  ): Promise<{ outcome: 'signed' | 'duplicate' | 'already_signed' }> {
    if (!verifyCallbackSignature(await this.webhookSecret(), rawBody, signature))
      throw new HttpError(401, ESIGN_MESSAGES.invalidCallbackSignature);
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw badRequest(ESIGN_MESSAGES.invalidCallback);
    }
    const parsed = esignCallbackSchema.safeParse(json);
    if (!parsed.success) throw badRequest(ESIGN_MESSAGES.invalidCallback);
    const event = parsed.data;
    const now = this.deps.clock();
    const signedAt = Number.isNaN(Date.parse(event.signedAt)) ? now : new Date(event.signedAt);

    const result = await this.deps.db.transaction(async (tx) => {
      const [inv] = await tx
        .select()
        .from(esignInvitations)
        .where(eq(esignInvitations.providerInvitationId, event.invitationId))
        .for('update');
      if (!inv) throw notFound(ESIGN_MESSAGES.unknownInvitation);
      const fresh = await tx
        .insert(esignCallbackEvents)
        .values({ eventId: event.eventId, invitationId: inv.id, outcome: 'signed', receivedAt: now })
        .onConflictDoNothing()
        .returning({ id: esignCallbackEvents.eventId });
      if (fresh.length === 0) return { outcome: 'duplicate' as const };
      const [doc] = await tx.select().from(esignDocuments).where(eq(esignDocuments.id, inv.documentId));
      if (!doc || doc.providerDocumentId !== event.documentId)
        throw badRequest(ESIGN_MESSAGES.invalidCallback);
      if (inv.status === 'signed') {
        await tx
          .update(esignCallbackEvents)
          .set({ outcome: 'already_signed' })
          .where(eq(esignCallbackEvents.eventId, event.eventId));
        return { outcome: 'already_signed' as const };
      }
      const [app] = await tx
        .select()
        .from(applications)
        .where(and(eq(applications.id, inv.applicationId), notDeleted()))
        .for('update');
      if (!app) throw notFound(ESIGN_MESSAGES.applicationNotFound);
      if (doc.status !== 'pending' || inv.status !== 'pendingsignature')
        throw new HttpError(409, ESIGN_MESSAGES.notAwaitingSignature);
      const subject = await statusSubjectOf(tx, app);
      const signer = inv.signer as Signer;
      const next = nextStatusOnSign(subject, signer);
      if (!next) {
        const awaited = currentSigner(subject);
        throw new HttpError(
          409,
          awaited ? ESIGN_MESSAGES.notYourTurn(SIGNER_LABELS[awaited]) : ESIGN_MESSAGES.notAwaitingSignature,
        );
      }
      await tx
        .update(esignInvitations)
        .set({ status: 'signed', signedAt, signMethod: event.method })
        .where(eq(esignInvitations.id, inv.id));
      await tx.update(applications).set({ status: next, updatedAt: now }).where(eq(applications.id, app.id));
      await this.deps.audit.record(
        {
          actorId:
            inv.userId ?? (inv.countryCode && inv.mobile ? `${inv.countryCode}${inv.mobile}` : inv.name),
          actorRole: signer === 'fundmanager' || signer === 'trustee' ? signer : 'investor',
          action: 'status_change',
          entity: 'application',
          entityId: app.id,
          from: app.status,
          to: next,
          reason: `e-signed by ${SIGNER_LABELS[signer]} (${event.method})`,
        },
        tx,
      );
      const [following] = await tx
        .select()
        .from(esignInvitations)
        .where(
          and(
            eq(esignInvitations.documentId, doc.id),
            gt(esignInvitations.signerOrder, inv.signerOrder),
            eq(esignInvitations.status, 'pendingsignature'),
          ),
        )
        .orderBy(asc(esignInvitations.signerOrder))
        .limit(1);
      let invited: InvitationRow | null = null;
      if (following) {
        const [row] = await tx
          .update(esignInvitations)
          .set({
            invitedAt: now,
            expiresAt: new Date(now.getTime() + this.deps.settings.expiryDays * DAY_MS),
          })
          .where(eq(esignInvitations.id, following.id))
          .returning();
        invited = row ?? null;
      }
      return { outcome: 'signed' as const, app: { ...app, status: next }, invited };
    });

    if (result.outcome === 'signed') {
      if (result.invited) await this.notifyInvitation(result.app, result.invited);
      if (nextStatusOnSigningFinalised(result.app)) await this.finalise(result.app.id);
    }
    return { outcome: result.outcome };
  }

  /**
   * After the last signature: the stored application PDF plus one signature page per signer goes to
   * storage, the document is `signed` and the application `signed` (nextStatusOnSigningFinalised).
   */
  async finalise(applicationId: string): Promise<boolean> {
    const [app] = await this.deps.db
      .select()
      .from(applications)
      .where(and(eq(applications.id, applicationId), notDeleted()));
    if (!app || !nextStatusOnSigningFinalised({ status: app.status as ApplicationStatus })) return false;
    const doc = await this.pendingDocument(this.deps.db, applicationId);
    if (!doc) return false;
    const all = await this.invitationsOf(this.deps.db, applicationId);
    const latest = new Map<string, InvitationRow>();
    for (const inv of all) if (inv.status === 'signed') latest.set(inv.signer, inv);
    const subject = await statusSubjectOf(this.deps.db, app);
    const order = signingOrder(subject);
    const signatures = order
      .map((s) => latest.get(s))
      .filter((x): x is InvitationRow => !!x)
      .map((inv, i, arr) => ({
        order: i + 1,
        total: arr.length,
        name: inv.name,
        role: SIGNER_LABELS[inv.signer as Signer],
        signedAt: inv.signedAt ?? this.deps.clock(),
        method: inv.signMethod ?? 'e-sign',
        reference: inv.providerInvitationId,
      }));
    // The PDF the signers saw: that of the first document carrying a signature (regenerations keep it).
    const firstDoc = all.find((i) => i.status === 'signed')?.documentId ?? doc.id;
    let base: Buffer;
    try {
      base = await streamToBuffer(await this.deps.storage.get(this.applicationPdfKey(app.id, firstDoc)));
    } catch {
      base = await this.deps.pdf.render(app);
    }
    const signed = Buffer.from(await appendSignaturePages(base, app.applicationNumber, signatures));
    const key = `esign/${app.id}/${doc.id}/signed.pdf`;
    await this.deps.storage.put(key, signed, 'application/pdf');
    const now = this.deps.clock();
    return this.deps.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(applications)
        .where(and(eq(applications.id, app.id), notDeleted()))
        .for('update');
      const next = locked && nextStatusOnSigningFinalised({ status: locked.status as ApplicationStatus });
      if (!locked || !next) return false;
      await tx
        .update(esignDocuments)
        .set({ status: 'signed', signedFileKey: key, completedAt: now })
        .where(eq(esignDocuments.id, doc.id));
      await tx.update(applications).set({ status: next, updatedAt: now }).where(eq(applications.id, app.id));
      await this.deps.audit.record(
        {
          actorId: 'system',
          actorRole: null,
          action: 'status_change',
          entity: 'application',
          entityId: app.id,
          from: locked.status,
          to: next,
          reason: 'signed PDF stored',
        },
        tx,
      );
      return true;
    });
  }

  // ------------------------------------------------------------------ expiry

  /**
   * Moves every application whose outstanding invitation is past its expiry to `invitationexpired`.
   * Safe with several instances: the run holds a transaction-level advisory lock (a second instance
   * skips the run) and claims the rows FOR UPDATE SKIP LOCKED. Also finishes applications whose last
   * signature was recorded but whose signed PDF was not stored (a crash between the two).
   */
  async runExpiryJob(): Promise<{ ran: boolean; expired: string[]; finalised: string[] }> {
    const now = this.deps.clock();
    const outcome = await this.deps.db.transaction(async (tx) => {
      const lock = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${ESIGN_EXPIRY_LOCK_KEY}) as ok`,
      )) as unknown as {
        rows: { ok: boolean }[];
      };
      if (!lock.rows[0]?.ok) return null;
      const statuses = sql.join(
        AWAITING_SIGNATURE_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      );
      const due = (await tx.execute(sql`
        select a.id, a.status, d.id as document_id, d.provider_document_id
        from applications a
        join esign_documents d on d.application_id = a.id and d.status = 'pending'
        where a.status in (${statuses}) and a.deleted_at is null
          and exists (select 1 from esign_invitations i where i.document_id = d.id
                      and i.status = 'pendingsignature' and i.expires_at <= ${now.toISOString()}::timestamptz)
        order by a.id
        for update of a skip locked`)) as unknown as {
        rows: { id: string; status: string; document_id: string; provider_document_id: string }[];
      };
      const expired: { id: string; providerDocumentId: string }[] = [];
      for (const row of due.rows) {
        const next = nextStatusOnInvitationExpiry({ status: row.status as ApplicationStatus });
        if (!next) continue;
        await tx
          .update(applications)
          .set({ status: next, updatedAt: now })
          .where(eq(applications.id, row.id));
        await tx
          .update(esignInvitations)
          .set({ status: 'expired' })
          .where(
            and(
              eq(esignInvitations.documentId, row.document_id),
              eq(esignInvitations.status, 'pendingsignature'),
            ),
          );
        await tx
          .update(esignDocuments)
          .set({ status: 'expired', completedAt: now })
          .where(eq(esignDocuments.id, row.document_id));
        await this.deps.audit.record(
          {
            actorId: 'system',
            actorRole: null,
            action: 'status_change',
            entity: 'application',
            entityId: row.id,
            from: row.status,
            to: next,
            reason: `e-sign invitation not signed within ${this.deps.settings.expiryDays} days`,
          },
          tx,
        );
        expired.push({ id: row.id, providerDocumentId: row.provider_document_id });
      }
      return expired;
    });
    if (outcome === null) return { ran: false, expired: [], finalised: [] };
    for (const e of outcome)
      await this.deps.provider.cancelDocument(e.providerDocumentId).catch(() => undefined);

    const stuck = await this.deps.db
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(
        esignDocuments,
        and(eq(esignDocuments.applicationId, applications.id), eq(esignDocuments.status, 'pending')),
      )
      .where(and(eq(applications.status, 'approved_by_trustee'), notDeleted()));
    const finalised: string[] = [];
    for (const s of stuck) if (await this.finalise(s.id).catch(() => false)) finalised.push(s.id);
    return { ran: true, expired: outcome.map((e) => e.id), finalised };
  }

  // ------------------------------------------------------------------ helpers for the investor routes

  /** The awaited invitation of a pending document (null when none is pending). */
  async awaitedInvitation(app: ApplicationRow): Promise<InvitationRow | null> {
    const subject = await statusSubjectOf(this.deps.db, app);
    const awaited = currentSigner(subject);
    if (!awaited) return null;
    const doc = await this.pendingDocument(this.deps.db, app.id);
    if (!doc) return null;
    const [inv] = await this.deps.db
      .select()
      .from(esignInvitations)
      .where(and(eq(esignInvitations.documentId, doc.id), eq(esignInvitations.signer, awaited)))
      .orderBy(desc(esignInvitations.createdAt))
      .limit(1);
    return inv ?? null;
  }

  /** Applicant rows of an application (active), for the investor routes. */
  async activeApplicants(applicationId: string) {
    return this.deps.db
      .select()
      .from(applicants)
      .where(and(eq(applicants.applicationId, applicationId), eq(applicants.isActive, true)))
      .orderBy(asc(applicants.applicantType));
  }

  /** The latest signature status per applicant (for get-referenceids). */
  async applicantSignStatuses(
    applicationId: string,
    applicantIds: string[],
  ): Promise<Map<string, SignatureStatus>> {
    const out = new Map<string, SignatureStatus>();
    if (applicantIds.length === 0) return out;
    const rows = await this.deps.db
      .select({ applicantId: esignInvitations.applicantId, status: esignInvitations.status })
      .from(esignInvitations)
      .where(
        and(
          eq(esignInvitations.applicationId, applicationId),
          inArray(esignInvitations.applicantId, applicantIds),
        ),
      )
      .orderBy(asc(esignInvitations.createdAt));
    for (const r of rows) if (r.applicantId) out.set(r.applicantId, r.status as SignatureStatus);
    return out;
  }
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(typeof c === 'string' ? Buffer.from(c) : (c as Buffer));
  return Buffer.concat(chunks);
}

/** Every invitation of the application, latest document last, in signing order. */
export async function invitationsOf(db: Db | Tx, applicationId: string): Promise<InvitationRow[]> {
  return db
    .select({ inv: esignInvitations })
    .from(esignInvitations)
    .innerJoin(esignDocuments, eq(esignDocuments.id, esignInvitations.documentId))
    .where(eq(esignInvitations.applicationId, applicationId))
    .orderBy(asc(esignDocuments.createdAt), asc(esignInvitations.signerOrder))
    .then((rows) => rows.map((r) => r.inv));
}

/**
 * `signDetails` (doc 1 §3): the status of the awaited signature and, for its signer, the URL. A plain
 * function of the database, so the wizard's GET of an application can answer it too.
 */
export async function signDetailsOf(
  db: Db | Tx,
  app: ApplicationRow,
  forApplicantId?: string | null,
): Promise<SignDetails> {
  const subject = await statusSubjectOf(db, app);
  const awaited = currentSigner(subject);
  const all = await invitationsOf(db, app.id);
  const latest = new Map<Signer, InvitationRow>();
  for (const inv of all) latest.set(inv.signer as Signer, inv);
  const signers = signingOrder(subject).map((signer, i) => {
    const inv = latest.get(signer);
    return {
      signer,
      signerOrder: i + 1,
      name: inv?.name ?? SIGNER_LABELS[signer],
      status: (inv?.status ?? 'notgenerated') as SignatureStatus,
      invitedAt: inv?.invitedAt?.toISOString() ?? null,
      signedAt: inv?.signedAt?.toISOString() ?? null,
    };
  });
  const current = awaited ? latest.get(awaited) : undefined;
  let status: SignatureStatus = 'notgenerated';
  if (app.status === 'signed') status = 'signed';
  else if (app.status === 'invitationexpired') status = 'expired';
  else if (current) status = current.status as SignatureStatus;
  const mayOpen =
    current &&
    current.status === 'pendingsignature' &&
    (!forApplicantId || current.applicantId === forApplicantId);
  return { status, url: mayOpen ? current.invitationUrl : null, currentSigner: awaited, signers };
}
