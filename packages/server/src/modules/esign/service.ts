import { reissuePlanSigner, type PlanSigner } from './reissue';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { SIGNERS, currentSigner, type SignDetails, type SignatureStatus, type Signer } from '@aif/contracts';
import type { Tx } from '../../db/client';
import {
  applicants,
  applications,
  esignDocuments,
  esignInvitations,
  serverSecrets,
  type EsignDocumentStatus,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { ApplicationRow } from '../application-pdf/service';
import { finaliseSigning, handleSignedCallback } from './callback';
import { cancelSignDocuments, withdrawAtProvider } from './cancel';
import type { DocumentRow, EsignDeps, InvitationRow } from './deps';
import { runExpiryJob } from './expiry';
import { applicationPdfKey, generateSignDocument } from './sign-document';
import {
  invitationsOf,
  pendingDocument,
  signDetailsOf,
  statusSubjectOf,
  type SignViewer,
} from './sign-state';
import { latestSignatoryInvitations } from './signatories';

/** Signing order of the signer kinds (the rows of a Get Link list). */
const signerRank = (i: InvitationRow) => SIGNERS.indexOf(i.signer as Signer) * 1000 + i.signerOrder;

const WEBHOOK_SECRET = 'esign-webhook-secret';

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

  // ------------------------------------------------------------------ plan signers

  /** A plan's investment manager or trustee changed: re-issue the pending signatures it awaits (reissue.ts). */
  reissuePlanSigner(
    planId: string,
    signer: PlanSigner,
    actor: { id: string | null; role: string | null },
  ): Promise<number> {
    return reissuePlanSigner(this.deps, planId, signer, actor);
  }

  // ------------------------------------------------------------------ admin support

  /**
   * Cancels the application's sign documents in `statuses` and their open invitations, in the caller's
   * transaction (cancel.ts); answers the provider's ids to withdraw after the commit.
   */
  cancelDocuments(
    tx: Tx,
    applicationId: string,
    statuses: readonly EsignDocumentStatus[] = ['pending'],
  ): Promise<string[]> {
    return cancelSignDocuments(tx, applicationId, this.deps.clock(), statuses);
  }

  /** After the commit of `cancelDocuments`: the provider withdraws the links (best effort). */
  withdrawDocuments(applicationId: string, providerDocumentIds: readonly string[]): Promise<void> {
    return withdrawAtProvider(this.deps, applicationId, providerDocumentIds);
  }

  // ------------------------------------------------------------------ reading

  /** `signDetails` (doc 1 §3): the status of the awaited signature and, for its signer, the URL. */
  signDetails(app: ApplicationRow, forViewer?: string | SignViewer | null): Promise<SignDetails> {
    return signDetailsOf(this.deps.db, app, forViewer);
  }

  /**
   * The latest invitation per signer, and one per signatory (the applications module's Get Link reads
   * the same table).
   */
  async invitationLinks(applicationId: string): Promise<
    {
      signer: Signer;
      applicantId: string | null;
      signatoryId: string | null;
      name: string;
      invitationUrl: string;
      status: string;
    }[]
  > {
    const all = await invitationsOf(this.deps.db, applicationId);
    const latest = new Map<string, InvitationRow>();
    for (const inv of all) if (!inv.signatoryId) latest.set(inv.signer, inv);
    const rows = [...latestSignatoryInvitations(all), ...latest.values()].sort(
      (a, b) => signerRank(a) - signerRank(b),
    );
    return rows.map((i) => ({
      signer: i.signer as Signer,
      applicantId: i.applicantId,
      signatoryId: i.signatoryId,
      name: i.name,
      invitationUrl: i.invitationUrl,
      status: i.status,
    }));
  }

  /**
   * The signatory's (or POA holder's) invitations on the latest document that had signatories: those of
   * any of `signatoryIds` (one person may sit in two groups).
   */
  async signatoryInvitations(applicationId: string, signatoryIds: string[]): Promise<InvitationRow[]> {
    return latestSignatoryInvitations(await invitationsOf(this.deps.db, applicationId)).filter(
      (i) => !!i.signatoryId && signatoryIds.includes(i.signatoryId),
    );
  }

  /**
   * The application PDF sent to the provider for signing (the signing page shows it to the signer), with the
   * application number for its file name. 404 when the provider's document is unknown.
   */
  async documentPdf(providerDocumentId: string): Promise<{ pdf: Readable; applicationNumber: string }> {
    const [row] = await this.deps.db
      .select({
        id: esignDocuments.id,
        applicationId: esignDocuments.applicationId,
        number: applications.applicationNumber,
      })
      .from(esignDocuments)
      .innerJoin(applications, eq(applications.id, esignDocuments.applicationId))
      .where(
        and(
          eq(esignDocuments.providerDocumentId, providerDocumentId),
          eq(esignDocuments.provider, this.deps.provider.name),
        ),
      );
    if (!row) throw notFound('Document not found');
    return {
      pdf: await this.deps.storage.get(applicationPdfKey(row.applicationId, row.id)),
      applicationNumber: row.number,
    };
  }

  // ------------------------------------------------------------------ signing

  /**
   * Generates the sign document unless one is pending: renders the application PDF (kept in storage for
   * the final signed PDF), sends it to the provider with the signers from the awaited one on, stores one
   * invitation per signer and invites the first. Answers the pending document.
   */
  generate(applicationId: string, actor: { id: string | null; role: string | null }): Promise<DocumentRow> {
    return generateSignDocument(this.deps, applicationId, actor);
  }

  /**
   * Verifies the HMAC of the raw body (401 when forged), records the event id (a replay answers
   * 'duplicate' and changes nothing), and advances the status when it is this signer's turn (409
   * otherwise). The next signer is invited; the last signature produces the signed PDF.
   */
  async handleCallback(
    rawBody: string,
    signature: string | undefined,
  ): Promise<{ outcome: 'signed' | 'duplicate' | 'already_signed' }> {
    return handleSignedCallback(this.deps, await this.webhookSecret(), rawBody, signature);
  }

  /**
   * After the last signature: the stored application PDF plus one signature page per signer goes to
   * storage, the document is `signed` and the application `signed` (nextStatusOnSigningFinalised).
   */
  finalise(applicationId: string): Promise<boolean> {
    return finaliseSigning(this.deps, applicationId);
  }

  /**
   * Moves every application whose outstanding invitation is past its expiry to `invitationexpired`.
   * Safe with several instances: the run holds a transaction-level advisory lock (a second instance
   * skips the run) and claims the rows FOR UPDATE SKIP LOCKED. Also finishes applications whose last
   * signature was recorded but whose signed PDF was not stored (a crash between the two).
   */
  runExpiryJob(): Promise<{ ran: boolean; expired: string[]; finalised: string[] }> {
    return runExpiryJob(this.deps);
  }

  // ------------------------------------------------------------------ helpers for the investor routes

  /** The awaited invitation of a pending document (null when none is pending). */
  async awaitedInvitation(app: ApplicationRow): Promise<InvitationRow | null> {
    const subject = await statusSubjectOf(this.deps.db, app);
    const awaited = currentSigner(subject);
    if (!awaited) return null;
    const doc = await pendingDocument(this.deps.db, app.id);
    if (!doc) return null;
    const [inv] = await this.deps.db
      .select()
      .from(esignInvitations)
      .where(and(eq(esignInvitations.documentId, doc.id), eq(esignInvitations.signer, awaited)))
      .orderBy(desc(esignInvitations.createdAt))
      .limit(1);
    return inv ?? null;
  }

  /** The application's pending sign document, if any. */
  pendingDocumentOf(applicationId: string): Promise<DocumentRow | null> {
    return pendingDocument(this.deps.db, applicationId);
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
