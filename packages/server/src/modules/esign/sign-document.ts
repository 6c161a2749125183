import { and, asc, eq } from 'drizzle-orm';
import {
  ESIGN_MESSAGES,
  SIGNER_LABELS,
  currentSigner,
  formatDateTimeIST,
  signingOrder,
  type StatusSubject,
} from '@aif/contracts';
import { applicants, applications, esignDocuments, esignInvitations, plans, users } from '../../db/schema';
import type { Tx } from '../../db/client';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import type { Signer } from '@aif/contracts';
import { ProviderUnavailableError } from '../../providers';
import type { EsignSignerInput } from '../../providers/esign';
import type { ApplicationRow } from '../application-pdf/service';
import { notDeleted } from '../applications/visibility';
import { DAY_MS, type DocumentRow, type EsignDeps, type InvitationRow } from './deps';
import { pendingDocument, statusSubjectOf } from './sign-state';
import { signatoriesToInvite, signingGroupsOf } from './signatories';

/** Generating the sign document: the signers in order, the provider's document, the invitations. */

const APPLICANT_NUMBER: Partial<Record<Signer, number>> = { applicant1: 1, applicant2: 2, applicant3: 3 };

type SignerToInvite = EsignSignerInput & {
  applicantId: string | null;
  userId: string | null;
  signatoryId: string | null;
  signatoryGroupId: string | null;
  countryCode: string | null;
  phone: string | null;
};

/**
 * Who signs, from the awaited signer on (earlier signers' signatures stay on their documents). The
 * authorised signatories (or POA holders) are one row each, all in one stage: they sign in parallel.
 */
async function signersFrom(
  deps: EsignDeps,
  app: ApplicationRow,
  subject: StatusSubject,
): Promise<SignerToInvite[]> {
  const order = signingOrder(subject);
  const awaited = currentSigner(subject);
  if (!awaited) throw new HttpError(409, ESIGN_MESSAGES.notAwaitingSignature);
  const remaining = order.slice(order.indexOf(awaited));
  const people = await deps.db
    .select()
    .from(applicants)
    .where(and(eq(applicants.applicationId, app.id), eq(applicants.isActive, true)))
    .orderBy(asc(applicants.applicantType));
  const [plan] = app.planId ? await deps.db.select().from(plans).where(eq(plans.id, app.planId)) : [];
  const staff = async (id: string | null | undefined, who: string) => {
    if (!id) throw badRequest(ESIGN_MESSAGES.signerNotMapped(who));
    const [u] = await deps.db.select().from(users).where(eq(users.id, id));
    if (!u) throw badRequest(ESIGN_MESSAGES.signerNotMapped(who));
    return u;
  };
  const none = { applicantId: null, userId: null, signatoryId: null, signatoryGroupId: null };
  const out: SignerToInvite[] = [];
  for (const [stage, signer] of remaining.entries()) {
    const at = { order: out.length + 1, stage: stage + 1, signer };
    if (signer === 'fundmanager' || signer === 'trustee') {
      const u = await staff(
        signer === 'fundmanager' ? plan?.fundManagerId : plan?.trusteeId,
        SIGNER_LABELS[signer],
      );
      out.push({
        ...at,
        ...none,
        name: u.name,
        email: u.email,
        mobile: `${u.countryCode}${u.phone}`,
        userId: u.id,
        countryCode: u.countryCode,
        phone: u.phone,
      });
      continue;
    }
    if (signer === 'authorised_signatories') {
      const invited = signatoriesToInvite(app, await signingGroupsOf(deps.db, app));
      for (const { group, signatory: s } of invited)
        out.push({
          ...at,
          ...none,
          order: out.length + 1,
          name: s.name ?? group.label,
          email: s.email,
          mobile: s.mobile && s.countryCode ? `${s.countryCode}${s.mobile}` : null,
          signatoryId: s.id,
          signatoryGroupId: group.id,
          countryCode: s.mobile ? s.countryCode : null,
          phone: s.mobile,
        });
      continue;
    }
    const a = people.find((p) => p.applicantType === APPLICANT_NUMBER[signer]);
    if (!a) throw badRequest(ESIGN_MESSAGES.signerContactMissing(SIGNER_LABELS[signer]));
    out.push({
      ...at,
      ...none,
      name: a.name,
      email: a.email,
      mobile: a.mobile ? `${a.countryCode}${a.mobile}` : null,
      applicantId: a.id,
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
export async function generateSignDocument(
  deps: EsignDeps,
  applicationId: string,
  actor: { id: string | null; role: string | null },
): Promise<DocumentRow> {
  const existing = await pendingDocument(deps.db, applicationId);
  if (existing) return existing;
  const [app] = await deps.db
    .select()
    .from(applications)
    .where(and(eq(applications.id, applicationId), notDeleted()));
  if (!app) throw notFound(ESIGN_MESSAGES.applicationNotFound);
  const subject = await statusSubjectOf(deps.db, app);
  if (subject.fundType === 'msar') throw new HttpError(409, ESIGN_MESSAGES.paperSigned);
  const signers = await signersFrom(deps, app, subject);
  const investors = await deps.db
    .select({ name: applicants.name })
    .from(applicants)
    .where(and(eq(applicants.applicationId, app.id), eq(applicants.isActive, true)))
    .orderBy(asc(applicants.applicantType));
  const pdf = await deps.pdf.render(app);
  const now = deps.clock();
  let created;
  try {
    created = await deps.provider.createDocument({
      reference: app.id,
      documentName: `Application ${app.applicationNumber}`,
      pdf,
      signers: signers.map(({ order, stage, signer, name, email, mobile }) => ({
        order,
        stage,
        signer,
        name,
        email,
        mobile,
      })),
      expiryDays: deps.settings.expiryDays,
      callbackUrl: `${deps.publicUrl}/api/onboarding/esign/callback`,
      summary: {
        'Application Number': app.applicationNumber,
        Investors: investors.map((a) => a.name).join(', ') || '-',
        'Commitment Amount': app.commitmentAmount
          ? `INR ${Number(app.commitmentAmount).toLocaleString('en-IN')}`
          : '-',
        Signers: signers.map((s) => `${s.order}. ${s.name} (${SIGNER_LABELS[s.signer]})`).join('; '),
      },
    });
  } catch (err) {
    if (err instanceof ProviderUnavailableError) {
      deps.log.warn({ applicationId, err: err.message }, 'e-sign provider unavailable');
      throw new HttpError(422, ESIGN_MESSAGES.providerUnavailable);
    }
    throw err;
  }
  const documentId = crypto.randomUUID();
  await deps.storage.put(applicationPdfKey(app.id, documentId), pdf, 'application/pdf');
  const expiresAt = new Date(now.getTime() + deps.settings.expiryDays * DAY_MS);
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(esignDocuments).values({
        id: documentId,
        applicationId: app.id,
        provider: deps.provider.name,
        providerDocumentId: created.providerDocumentId,
        createdAt: now,
      });
      const rows = await tx
        .insert(esignInvitations)
        .values(
          signers.map((s) => {
            const inv = created.invitations.find((x) => x.order === s.order)!;
            // The first stage is invited now: one signer, or every signatory at once (they sign in parallel).
            const invited = s.stage === 1;
            return {
              documentId,
              applicationId: app.id,
              signer: s.signer,
              signerOrder: s.order,
              applicantId: s.applicantId,
              userId: s.userId,
              signatoryId: s.signatoryId,
              signatoryGroupId: s.signatoryGroupId,
              name: s.name,
              email: s.email,
              countryCode: s.countryCode,
              mobile: s.phone,
              providerInvitationId: inv.providerInvitationId,
              invitationUrl: inv.url,
              status: 'pendingsignature' as const,
              invitedAt: invited ? now : null,
              expiresAt: invited ? expiresAt : null,
              createdAt: now,
            };
          }),
        )
        .returning();
      await deps.audit.record(
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
      // Only the first stage is invited now; its completion invites the next (callback.ts).
      for (const row of rows.sort((a, b) => a.signerOrder - b.signerOrder))
        if (row.invitedAt) await queueInvitation(deps, tx, app, row);
    });
  } catch (err) {
    // Another request generated it at the same moment (one pending document per application).
    const pending = await pendingDocument(deps.db, app.id);
    if (pending) {
      await deps.provider.cancelDocument(created.providerDocumentId);
      return pending;
    }
    throw err;
  }
  return (await pendingDocument(deps.db, app.id))!;
}

/** Where the application PDF the signers were sent is kept. */
export function applicationPdfKey(applicationId: string, documentId: string) {
  return `esign/${applicationId}/${documentId}/application.pdf`;
}

/**
 * Queues the signer's invitation by e-mail and SMS in the transaction that invites them; the worker sends
 * it (retries, delivery log). When it cannot be delivered the invitation stands: the Get Link dialog can
 * hand it over again.
 */
export async function queueInvitation(
  deps: EsignDeps,
  tx: Tx,
  app: ApplicationRow,
  inv: InvitationRow,
): Promise<void> {
  const subject = `Application ${app.applicationNumber}: your signature is requested`;
  const body =
    `Dear ${inv.name},\n\nApplication ${app.applicationNumber} is ready for your e-signature as ` +
    `${SIGNER_LABELS[inv.signer as Signer]}. Open this link to review and sign it:\n${inv.invitationUrl}\n\n` +
    `The invitation is valid until ${formatDateTimeIST(inv.expiresAt)} IST.`;
  const kind = 'esign_invitation' as const;
  await deps.messages.enqueue(
    tx,
    ...(inv.email ? [{ kind, channel: 'email' as const, to: inv.email, subject, body }] : []),
    ...(inv.mobile && inv.countryCode
      ? [
          {
            kind,
            channel: 'sms' as const,
            to: `${inv.countryCode}${inv.mobile}`,
            body: `Application ${app.applicationNumber} is ready for your e-signature: ${inv.invitationUrl}`,
          },
        ]
      : []),
  );
}
