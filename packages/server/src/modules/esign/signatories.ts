import { and, asc, eq, inArray } from 'drizzle-orm';
import { ESIGN_MESSAGES, POA_HOLDER_GROUP_LABEL, signatoryGroupsDone } from '@aif/contracts';
import type { Db, Tx } from '../../db/client';
import { esignInvitations, signatories, signatoryGroups, type SignatoryGroupKind } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { ApplicationRow } from '../application-pdf/service';
import type { InvitationRow } from './deps';

/**
 * The authorised signatories of an entity application, or the POA holder(s) of an individual POA
 * application (one 'poa_holder' group, threshold 1), as e-sign sees them (0-product-decisions §10).
 */

type SignatoryRow = typeof signatories.$inferSelect;

export interface SigningGroup {
  id: string;
  /** What the signing rows show: the group's name, or 'POA Holder'. */
  label: string;
  threshold: number;
  /** Active signatories in the group's order; `canEsign` says who is invited. */
  members: SignatoryRow[];
}

/** The kind of group that signs an application: POA holders for an individual application. */
export function groupKindOf(app: Pick<ApplicationRow, 'applicationType'>): SignatoryGroupKind {
  return app.applicationType === 'non_individual' ? 'authorised_signatories' : 'poa_holder';
}

/** The active groups of the signing kind, in order, each with its active signatories. */
export async function signingGroupsOf(
  db: Db | Tx,
  app: Pick<ApplicationRow, 'id' | 'applicationType'>,
): Promise<SigningGroup[]> {
  const kind = groupKindOf(app);
  const groups = await db
    .select()
    .from(signatoryGroups)
    .where(
      and(
        eq(signatoryGroups.applicationId, app.id),
        eq(signatoryGroups.kind, kind),
        eq(signatoryGroups.isActive, true),
      ),
    )
    .orderBy(asc(signatoryGroups.sno));
  if (groups.length === 0) return [];
  const people = await db
    .select()
    .from(signatories)
    .where(
      and(
        inArray(
          signatories.groupId,
          groups.map((g) => g.id),
        ),
        eq(signatories.isActive, true),
      ),
    )
    .orderBy(asc(signatories.sno));
  return groups.map((g) => ({
    id: g.id,
    label: kind === 'poa_holder' ? POA_HOLDER_GROUP_LABEL : g.name?.trim() || `Group ${g.sno}`,
    // A POA holder signs alone (0-product-decisions §10), whatever was stored.
    threshold: kind === 'poa_holder' ? 1 : Math.max(1, g.threshold),
    members: people.filter((p) => p.groupId === g.id),
  }));
}

/**
 * The signatories to invite, every group checked first (400 with the reason): at least one group, each
 * with as many e-sign signatories as its threshold, each of them with an e-mail or a mobile.
 */
export function signatoriesToInvite(
  app: Pick<ApplicationRow, 'applicationType'>,
  groups: SigningGroup[],
): { group: SigningGroup; signatory: SignatoryRow }[] {
  if (groups.length === 0)
    throw badRequest(
      groupKindOf(app) === 'poa_holder' ? ESIGN_MESSAGES.noPoaHolder : ESIGN_MESSAGES.noSignatories,
    );
  const out: { group: SigningGroup; signatory: SignatoryRow }[] = [];
  for (const group of groups) {
    const signers = group.members.filter((m) => m.canEsign);
    if (signers.length < group.threshold)
      throw badRequest(ESIGN_MESSAGES.groupBelowThreshold(group.label, signers.length, group.threshold));
    for (const s of signers) {
      if (!s.email && !s.mobile)
        throw badRequest(ESIGN_MESSAGES.signerContactMissing(`${s.name ?? 'A signatory'} (${group.label})`));
      out.push({ group, signatory: s });
    }
  }
  return out;
}

/** The active signatories with the session's mobile on the application (the signatory's identity). */
export async function signatoriesWithMobile(
  db: Db | Tx,
  app: Pick<ApplicationRow, 'id' | 'applicationType'>,
  mobile: { countryCode: string; phone: string },
): Promise<SignatoryRow[]> {
  const groups = await signingGroupsOf(db, app);
  return groups
    .flatMap((g) => g.members)
    .filter((m) => m.countryCode === mobile.countryCode && m.mobile === mobile.phone);
}

/**
 * Whether every group on the document reached its threshold, counting the document's signed signatory
 * invitations per group (a group that has no invitation on it took no part in that document).
 */
export async function signatoryStageDone(tx: Tx, app: ApplicationRow, documentId: string): Promise<boolean> {
  const invs = await tx
    .select()
    .from(esignInvitations)
    .where(
      and(eq(esignInvitations.documentId, documentId), eq(esignInvitations.signer, 'authorised_signatories')),
    );
  const groups = await signingGroupsOf(tx, app);
  const onDocument = groups.filter((g) => invs.some((i) => i.signatoryGroupId === g.id));
  return signatoryGroupsDone(
    onDocument.map((g) => ({
      threshold: g.threshold,
      signed: invs.filter((i) => i.signatoryGroupId === g.id && i.status === 'signed').length,
    })),
  );
}

/** The latest document's invitations of the signatories (those of the last document that had any). */
export function latestSignatoryInvitations(all: InvitationRow[]): InvitationRow[] {
  const rows = all.filter((i) => i.signer === 'authorised_signatories' && i.signatoryId);
  const last = rows.at(-1)?.documentId;
  return rows.filter((i) => i.documentId === last);
}
