import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  SIGNER_LABELS,
  currentSigner,
  signingOrder,
  type ApplicationStatus,
  type FundType,
  type Role,
  type SignDetails,
  type SignatureStatus,
  type Signer,
  type StatusSubject,
} from '@aif/contracts';
import type { Db } from '../../db/client';
import { applicants, esignDocuments, esignInvitations, plans, schemes, users } from '../../db/schema';
import type { ApplicationRow } from '../application-pdf/service';
import type { Tx } from '../../db/client';
import type { DocumentRow, InvitationRow } from './deps';
import { latestSignatoryInvitations, signingGroupsOf, type SigningGroup } from './signatories';

/** Where an application stands in its signing, read from the database (no provider involved). */

/** The status machine's view of an application row. */
export async function statusSubjectOf(db: Db | Tx, app: ApplicationRow): Promise<StatusSubject> {
  const [scheme] = app.schemeId
    ? await db.select({ fundType: schemes.fundType }).from(schemes).where(eq(schemes.id, app.schemeId))
    : [];
  const [preparer] = app.createdBy
    ? await db.select({ role: users.role }).from(users).where(eq(users.id, app.createdBy))
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
    sentToInvestor: app.sentToInvestorAt !== null,
    preparedByRole: (preparer?.role as Role | undefined) ?? null,
  };
}

/** The application's pending sign document, if any (at most one: a unique partial index). */
export async function pendingDocument(db: Db | Tx, applicationId: string): Promise<DocumentRow | null> {
  const [doc] = await db
    .select()
    .from(esignDocuments)
    .where(and(eq(esignDocuments.applicationId, applicationId), eq(esignDocuments.status, 'pending')));
  return doc ?? null;
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
 * Who reads `signDetails`: an applicant (its id) and/or the investor session's mobile (an authorised
 * signatory or POA holder is known by its mobile). The signing URL is only ever the viewer's own.
 */
export interface SignViewer {
  applicantId?: string | null;
  mobile?: { countryCode: string; phone: string } | null;
}

type SignerRow = SignDetails['signers'][number];

/** One row per signatory: its latest invitation, or (none generated yet) each e-sign signatory. */
function signatoryRows(groups: SigningGroup[], invitations: InvitationRow[], from: number): SignerRow[] {
  const label = (groupId: string | null) => groups.find((g) => g.id === groupId);
  if (invitations.length)
    return invitations.map((inv) => ({
      signer: 'authorised_signatories' as const,
      signerOrder: inv.signerOrder,
      name: inv.name,
      status: inv.status as SignatureStatus,
      invitedAt: inv.invitedAt?.toISOString() ?? null,
      signedAt: inv.signedAt?.toISOString() ?? null,
      signatoryId: inv.signatoryId,
      group: label(inv.signatoryGroupId)?.label ?? null,
      groupThreshold: label(inv.signatoryGroupId)?.threshold ?? null,
    }));
  return groups
    .flatMap((g) => g.members.filter((m) => m.canEsign).map((m) => ({ group: g, m })))
    .map(({ group, m }, i) => ({
      signer: 'authorised_signatories' as const,
      signerOrder: from + i,
      name: m.name ?? group.label,
      status: 'notgenerated' as const,
      invitedAt: null,
      signedAt: null,
      signatoryId: m.id,
      group: group.label,
      groupThreshold: group.threshold,
    }));
}

/**
 * `signDetails` (doc 1 §3): the status of the awaited signature and, for its signer, the URL; one row
 * per signer, the authorised signatories (or POA holders) one row each with their group. A plain
 * function of the database, so the wizard's GET of an application can answer it too. A viewer given as
 * a string is an applicant id.
 */
export async function signDetailsOf(
  db: Db | Tx,
  app: ApplicationRow,
  forViewer?: string | SignViewer | null,
  invitations?: InvitationRow[],
): Promise<SignDetails> {
  const viewer: SignViewer | null =
    typeof forViewer === 'string' ? { applicantId: forViewer } : (forViewer ?? null);
  const subject = await statusSubjectOf(db, app);
  const awaited = currentSigner(subject);
  const all = invitations ?? (await invitationsOf(db, app.id));
  const latest = new Map<Signer, InvitationRow>();
  for (const inv of all) latest.set(inv.signer as Signer, inv);
  const order = signingOrder(subject);
  const bySignatories = order.includes('authorised_signatories');
  const groups = bySignatories ? await signingGroupsOf(db, app) : [];
  const signatoryInvs = latestSignatoryInvitations(all);
  const signers: SignerRow[] = [];
  for (const signer of order) {
    if (signer === 'authorised_signatories') {
      const rows = signatoryRows(groups, signatoryInvs, signers.length + 1);
      if (rows.length) {
        signers.push(...rows);
        continue;
      }
    }
    const inv = latest.get(signer);
    signers.push({
      signer,
      signerOrder: signers.length + 1,
      name: inv?.name ?? SIGNER_LABELS[signer],
      status: (inv?.status ?? 'notgenerated') as SignatureStatus,
      invitedAt: inv?.invitedAt?.toISOString() ?? null,
      signedAt: inv?.signedAt?.toISOString() ?? null,
    });
  }
  // The viewer as a signatory (its mobile on an e-sign signatory of the application).
  const mySignatoryIds = viewer?.mobile
    ? groups
        .flatMap((g) => g.members)
        .filter(
          (m) =>
            m.canEsign && m.countryCode === viewer.mobile!.countryCode && m.mobile === viewer.mobile!.phone,
        )
        .map((m) => m.id)
    : [];
  const pendingDoc = mySignatoryIds.length ? (await pendingDocument(db, app.id))?.id : undefined;
  const mine = signatoryInvs.filter(
    (i) => i.signatoryId && mySignatoryIds.includes(i.signatoryId) && i.documentId === pendingDoc,
  );
  const myPending = mine.find((i) => i.status === 'pendingsignature');
  let current = awaited ? latest.get(awaited) : undefined;
  if (awaited === 'authorised_signatories')
    current = myPending ?? signatoryInvs.find((i) => i.status === 'pendingsignature') ?? current;
  let status: SignatureStatus = 'notgenerated';
  if (app.status === 'signed') status = 'signed';
  else if (app.status === 'invitationexpired') status = 'expired';
  else if (current) status = current.status as SignatureStatus;
  const mayOpen =
    current &&
    current.status === 'pendingsignature' &&
    (!viewer ||
      (!!viewer.applicantId && current.applicantId === viewer.applicantId) ||
      (!!current.signatoryId && mySignatoryIds.includes(current.signatoryId)));
  const details: SignDetails = {
    status,
    url: mayOpen ? current!.invitationUrl : null,
    currentSigner: awaited,
    signers,
  };
  if (mySignatoryIds.length) {
    details.mySigner = 'authorised_signatories';
    // Its e-Sign opens its pending invitation, or generates the document when none is pending.
    details.myTurn = awaited === 'authorised_signatories' && (!!myPending || !pendingDoc);
  }
  return details;
}

/** The plan's signers after the investor (0-product-decisions §3), with the role each must have. */
const PLAN_SIGNERS = [
  { signer: 'fundmanager', role: 'fundmanager', column: 'fundManagerId' },
  { signer: 'trustee', role: 'trustee', column: 'trusteeId' },
] as const;

/**
 * The plan signers e-sign would lack for an application on `planId` (none: the plan has both): one not
 * mapped, or mapped to a user who is not an active user of that role with an e-mail or a mobile (what the
 * invitation needs). No plan: both.
 */
export async function missingPlanSigners(
  db: Db | Tx,
  planId: string | null,
): Promise<('fundmanager' | 'trustee')[]> {
  const [plan] = planId ? await db.select().from(plans).where(eq(plans.id, planId)) : [];
  const ids = PLAN_SIGNERS.map((p) => plan?.[p.column]).filter((x): x is string => !!x);
  const people = ids.length ? await db.select().from(users).where(inArray(users.id, ids)) : [];
  return PLAN_SIGNERS.filter(({ role, column }) => {
    const u = people.find((x) => x.id === plan?.[column]);
    return !u || !u.isActive || u.role !== role || (!u.email && !u.phone);
  }).map((p) => p.signer);
}

/**
 * `signDetails`' status and URL alone, as GET of an application answers them. Before the first
 * invitation (every wizard save) they follow from the application's status, so the signing order's
 * reads (fund, preparer, applicants, signatories) are left out: one statement instead of four.
 */
export async function signStatusOf(
  db: Db | Tx,
  app: ApplicationRow,
  viewer: SignViewer,
  /** Known to be false: no invitation to read (the wizard's answer reads that with its other rows). */
  hasInvitations = true,
): Promise<Pick<SignDetails, 'status' | 'url'>> {
  const all = hasInvitations ? await invitationsOf(db, app.id) : [];
  if (all.length === 0)
    return {
      status:
        app.status === 'signed' ? 'signed' : app.status === 'invitationexpired' ? 'expired' : 'notgenerated',
      url: null,
    };
  const { status, url } = await signDetailsOf(db, app, viewer, all);
  return { status, url };
}
