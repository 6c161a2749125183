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
