import { and, eq, sql } from 'drizzle-orm';
import { SIGNER_LABELS } from '@aif/contracts';
import { applications, esignDocuments, esignInvitations, plans } from '../../db/schema';
import { notDeleted } from '../applications/visibility';
import { cancelSignDocuments, withdrawAtProvider } from './cancel';
import type { EsignDeps } from './deps';
import { generateSignDocument } from './sign-document';

/** A plan's signer whose person may change (0-product-decisions §9). */
export type PlanSigner = 'fundmanager' | 'trustee';

type Actor = { id: string | null; role: string | null };

const signerColumn = (signer: PlanSigner) =>
  signer === 'fundmanager' ? plans.fundManagerId : plans.trusteeId;

/**
 * The pending sign documents on the plan that still carry an open invitation of `signer` to someone who is
 * no longer the plan's: the document pins each signer by name and contact, so it must be replaced.
 */
function staleInvitations(planId: string, signer: PlanSigner) {
  return and(
    eq(applications.planId, planId),
    notDeleted(),
    eq(esignDocuments.status, 'pending'),
    eq(esignInvitations.signer, signer),
    eq(esignInvitations.status, 'pendingsignature'),
    sql`${esignInvitations.userId} is distinct from (select ${signerColumn(signer)} from ${plans} where ${plans.id} = ${planId})`,
  );
}

/**
 * After a plan's investment manager or trustee changed: every application on the plan whose pending sign
 * document still awaits that signer (whoever signs now: the investor, or that signer itself) has the
 * document cancelled, then a fresh one issued from the awaited signer on, which reads the new signer from
 * the plan. Signatures already given stay (the signed PDF keeps the first signed document's pages).
 * Applications without a document read the plan when it is generated, and those past that signer are
 * untouched. Answers how many were re-issued.
 */
export async function reissuePlanSigner(
  deps: EsignDeps,
  planId: string,
  signer: PlanSigner,
  actor: Actor,
): Promise<number> {
  const candidates = await deps.db
    .selectDistinct({ id: applications.id })
    .from(esignInvitations)
    .innerJoin(esignDocuments, eq(esignDocuments.id, esignInvitations.documentId))
    .innerJoin(applications, eq(applications.id, esignDocuments.applicationId))
    .where(staleInvitations(planId, signer));
  let count = 0;
  for (const { id } of candidates) if (await reissueOne(deps, id, planId, signer, actor)) count += 1;
  return count;
}

/** One application: cancel its stale document (in one transaction, the application locked), then re-issue. */
async function reissueOne(
  deps: EsignDeps,
  applicationId: string,
  planId: string,
  signer: PlanSigner,
  actor: Actor,
): Promise<boolean> {
  const now = deps.clock();
  const cancelled = await deps.db.transaction(async (tx) => {
    const [app] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.id, applicationId), notDeleted()))
      .for('update');
    if (!app) return null;
    // Read again under the lock: a signature or another re-issue may have come first.
    const [stale] = await tx
      .select({ inv: esignInvitations, doc: esignDocuments, newSigner: signerColumn(signer) })
      .from(esignInvitations)
      .innerJoin(esignDocuments, eq(esignDocuments.id, esignInvitations.documentId))
      .innerJoin(applications, eq(applications.id, esignDocuments.applicationId))
      .innerJoin(plans, eq(plans.id, applications.planId))
      .where(and(eq(applications.id, applicationId), staleInvitations(planId, signer)))
      .limit(1);
    if (!stale) return null;
    await cancelSignDocuments(tx, applicationId, now, ['pending'], stale.doc.id);
    await deps.audit.record(
      {
        actorId: actor.id,
        actorRole: actor.role,
        action: 'esign_signer_reissued',
        entity: 'application',
        entityId: applicationId,
        from: stale.inv.userId,
        to: stale.newSigner,
        reason: `${SIGNER_LABELS[signer]} of the plan changed: sign document ${stale.doc.providerDocumentId} cancelled and re-issued`,
      },
      tx,
    );
    return stale.doc;
  });
  if (!cancelled) return false;
  await withdrawAtProvider(deps, applicationId, [cancelled.providerDocumentId]);
  // The fresh document invites the awaited signer again. When it cannot be generated now (provider
  // down), the investor's e-Sign or the expiry job's recovery generates it later.
  await generateSignDocument(deps, applicationId, actor).catch((err: Error) =>
    deps.log.warn({ applicationId, err: err.message }, 'sign document not re-issued after a signer change'),
  );
  return true;
}
