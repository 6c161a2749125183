import { and, asc, eq, gt } from 'drizzle-orm';
import {
  ESIGN_MESSAGES,
  POA_HOLDER_GROUP_LABEL,
  SIGNER_LABELS,
  currentSigner,
  esignCallbackSchema,
  nextStatusOnSign,
  nextStatusOnSigningFinalised,
  signingOrder,
  type ApplicationStatus,
  type Signer,
} from '@aif/contracts';
import { applications, esignCallbackEvents, esignDocuments, esignInvitations } from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import { verifyCallbackSignature } from '../../providers/esign';
import { notDeleted } from '../applications/visibility';
import { DAY_MS, type EsignDeps, type InvitationRow } from './deps';
import { applicationPdfKey, queueInvitation } from './sign-document';
import { invitationsOf, pendingDocument, statusSubjectOf } from './sign-state';
import { latestSignatoryInvitations, signatoryStageDone, signingGroupsOf } from './signatories';

/** The provider's completion callback and, after the last signature, the signed PDF. */

/**
 * Verifies the HMAC of the raw body (401 when forged), records the event id (a replay answers
 * 'duplicate' and changes nothing), and advances the status when it is this signer's turn (409
 * otherwise). The next signer is invited; the last signature produces the signed PDF.
 */
export async function handleSignedCallback(
  deps: EsignDeps,
  webhookSecret: string,
  rawBody: string,
  signature: string | undefined,
): Promise<{ outcome: 'signed' | 'duplicate' | 'already_signed' }> {
  if (!verifyCallbackSignature(webhookSecret, rawBody, signature))
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
  const now = deps.clock();
  const signedAt = Number.isNaN(Date.parse(event.signedAt)) ? now : new Date(event.signedAt);

  const result = await deps.db.transaction(async (tx) => {
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
    if (!doc || doc.providerDocumentId !== event.documentId) throw badRequest(ESIGN_MESSAGES.invalidCallback);
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
    if (inv.status === 'cancelled') throw new HttpError(409, ESIGN_MESSAGES.signatureNotNeeded);
    if (doc.status !== 'pending' || inv.status !== 'pendingsignature')
      throw new HttpError(409, ESIGN_MESSAGES.notAwaitingSignature);
    const subject = await statusSubjectOf(tx, app);
    const signer = inv.signer as Signer;
    const turn = nextStatusOnSign(subject, signer);
    if (!turn) {
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
    const actor = {
      actorId: inv.userId ?? (inv.countryCode && inv.mobile ? `${inv.countryCode}${inv.mobile}` : inv.name),
      actorRole: signer === 'fundmanager' || signer === 'trustee' ? signer : 'investor',
      entity: 'application',
      entityId: app.id,
    };
    // A signatory's signature moves the status only when it completes the last group's threshold; one
    // beyond a group's threshold while other groups still sign is recorded and counts on the signed PDF.
    if (signer === 'authorised_signatories' && !(await signatoryStageDone(tx, app, doc.id))) {
      await deps.audit.record(
        { ...actor, action: 'esign_signed', reason: `e-signed by ${inv.name} (${event.method})` },
        tx,
      );
      return { outcome: 'signed' as const, app, cancelled: [] as string[] };
    }
    const next = turn;
    await tx.update(applications).set({ status: next, updatedAt: now }).where(eq(applications.id, app.id));
    await deps.audit.record(
      {
        ...actor,
        action: 'status_change',
        from: app.status,
        to: next,
        reason:
          signer === 'authorised_signatories'
            ? `every signatory group reached its threshold (last: ${inv.name}, ${event.method})`
            : `e-signed by ${SIGNER_LABELS[signer]} (${event.method})`,
      },
      tx,
    );
    // The signatories' invitations still open are no longer needed.
    const cancelled =
      signer === 'authorised_signatories'
        ? await tx
            .update(esignInvitations)
            .set({ status: 'cancelled' })
            .where(
              and(
                eq(esignInvitations.documentId, doc.id),
                eq(esignInvitations.signer, 'authorised_signatories'),
                eq(esignInvitations.status, 'pendingsignature'),
              ),
            )
            .returning({ providerInvitationId: esignInvitations.providerInvitationId })
        : [];
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
    if (following) {
      const [row] = await tx
        .update(esignInvitations)
        .set({
          invitedAt: now,
          expiresAt: new Date(now.getTime() + deps.settings.expiryDays * DAY_MS),
        })
        .where(eq(esignInvitations.id, following.id))
        .returning();
      if (row) await queueInvitation(deps, tx, { ...app, status: next }, row);
    }
    return {
      outcome: 'signed' as const,
      app: { ...app, status: next },
      cancelled: cancelled.map((c) => c.providerInvitationId),
    };
  });

  if (result.outcome === 'signed') {
    // After the commit: the provider is told (best effort); the callback refuses them in any case.
    if (result.cancelled.length)
      await deps.provider
        .cancelInvitations?.(result.cancelled)
        .catch((err: Error) =>
          deps.log.warn({ err: err.message }, 'e-sign invitations not withdrawn at the provider'),
        );
    if (nextStatusOnSigningFinalised({ status: result.app.status as ApplicationStatus }))
      await finaliseSigning(deps, result.app.id);
  }
  return { outcome: result.outcome };
}

/**
 * After the last signature: the stored application PDF plus one signature page per signer goes to
 * storage, the document is `signed` and the application `signed` (nextStatusOnSigningFinalised).
 */
export async function finaliseSigning(deps: EsignDeps, applicationId: string): Promise<boolean> {
  const [app] = await deps.db
    .select()
    .from(applications)
    .where(and(eq(applications.id, applicationId), notDeleted()));
  if (!app || !nextStatusOnSigningFinalised({ status: app.status as ApplicationStatus })) return false;
  const doc = await pendingDocument(deps.db, applicationId);
  if (!doc) return false;
  const all = await invitationsOf(deps.db, applicationId);
  // The latest signature of each signer; the signatories (or POA holders) who signed the document that
  // completed their stage each have their own page (cancelled invitations none).
  const latest = new Map<string, InvitationRow>();
  for (const inv of all) if (inv.status === 'signed' && !inv.signatoryId) latest.set(inv.signer, inv);
  const signatoryRows = latestSignatoryInvitations(all).filter((i) => i.status === 'signed');
  const groups = signatoryRows.length ? await signingGroupsOf(deps.db, app) : [];
  const roleOf = (inv: InvitationRow) => {
    if (!inv.signatoryId) return SIGNER_LABELS[inv.signer as Signer];
    const group = groups.find((g) => g.id === inv.signatoryGroupId);
    if (app.applicationType !== 'non_individual') return POA_HOLDER_GROUP_LABEL;
    return group ? `Authorised Signatory (${group.label})` : 'Authorised Signatory';
  };
  const subject = await statusSubjectOf(deps.db, app);
  const order = signingOrder(subject);
  const signatures = order
    .flatMap((s) =>
      s === 'authorised_signatories'
        ? signatoryRows.sort((a, b) => (a.signedAt?.getTime() ?? 0) - (b.signedAt?.getTime() ?? 0))
        : [latest.get(s)].filter((x): x is InvitationRow => !!x),
    )
    .map((inv, i, arr) => ({
      order: i + 1,
      total: arr.length,
      name: inv.name,
      role: roleOf(inv),
      signedAt: inv.signedAt ?? deps.clock(),
      method: inv.signMethod ?? 'e-sign',
      reference: inv.providerInvitationId,
    }));
  // The PDF the signers saw: that of the first document carrying a signature (regenerations keep it).
  const firstDoc = all.find((i) => i.status === 'signed')?.documentId ?? doc.id;
  let base: Buffer;
  try {
    base = await streamToBuffer(await deps.storage.get(applicationPdfKey(app.id, firstDoc)));
  } catch {
    base = await deps.pdf.render(app);
  }
  const signed = await deps.pdf.appendSignatures(base, app.applicationNumber, signatures);
  const key = `esign/${app.id}/${doc.id}/signed.pdf`;
  await deps.storage.put(key, signed, 'application/pdf');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
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
    await deps.audit.record(
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

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(typeof c === 'string' ? Buffer.from(c) : (c as Buffer));
  return Buffer.concat(chunks);
}
