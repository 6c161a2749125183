/**
 * Signatory groups and their signatories (migration 0024): an entity's authorised signatories (step 7) and
 * the POA holders of an individual POA application (the document step), read for GET as `groups` and
 * written in the step's transaction. Removals are soft (isActive false), so signing keeps its references.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type {
  Signatory,
  SignatoryGroup,
  SignatoryGroupKind,
  SignatoryGroupValues,
  SignatoryValues,
} from '@aif/contracts';
import type { Tx } from '../../db/client';
import { signatories, signatoryGroups } from '../../db/schema';
import { unknownRecord } from './errors';
import type { DbOrTx } from './records';

type SignatoryRow = typeof signatories.$inferSelect;

function toSignatory(s: SignatoryRow): Signatory {
  return {
    id: s.id,
    groupId: s.groupId,
    name: s.name,
    fatherName: s.fatherName,
    pan: s.pan,
    dpin: s.dpin,
    mobile: s.mobile,
    countryNameAndCode: s.countryNameAndCode,
    countryCode: s.countryCode,
    email: s.email,
    designation: s.designation,
    completeAddress: s.completeAddress,
    canEsign: s.canEsign,
    isActive: s.isActive,
  };
}

const KIND_ORDER: Record<SignatoryGroupKind, number> = { authorised_signatories: 0, poa_holder: 1 };

/**
 * The application's active groups (authorised signatories, then POA holders, each in sno order), or only
 * those of `kind`.
 */
export async function readSignatoryGroups(
  db: DbOrTx,
  applicationId: string,
  kind?: SignatoryGroupKind,
): Promise<SignatoryGroup[]> {
  const groups = (
    await db
      .select()
      .from(signatoryGroups)
      .where(
        and(
          eq(signatoryGroups.applicationId, applicationId),
          eq(signatoryGroups.isActive, true),
          kind ? eq(signatoryGroups.kind, kind) : undefined,
        ),
      )
      .orderBy(signatoryGroups.sno, signatoryGroups.createdAt)
  ).sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  if (groups.length === 0) return [];
  const members = await db
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
    .orderBy(signatories.sno, signatories.createdAt);
  return groups.map((g) => ({
    id: g.id,
    kind: g.kind,
    name: g.name,
    threshold: g.threshold,
    groupsignatories: members.filter((s) => s.groupId === g.id).map(toSignatory),
  }));
}

const signatoryColumns = (s: SignatoryValues) => ({
  name: s.name,
  fatherName: s.fatherName,
  pan: s.pan,
  dpin: s.dpin,
  countryNameAndCode: s.countryNameAndCode,
  countryCode: s.countryCode,
  mobile: s.mobile,
  email: s.email,
  designation: s.designation,
  completeAddress: s.completeAddress,
  canEsign: s.canEsign,
});

/**
 * Writes the parsed groups of `kind`: a group or signatory with an id updates that row (an id that is not
 * one of this application's groups or signatories of this kind is 400 and nothing is written: the caller's
 * transaction rolls back), one without id is added when active; stored ones left out, or sent inactive,
 * become inactive (a group with its signatories). Active groups and their active signatories are numbered
 * in the order sent.
 */
export async function saveSignatoryGroups(
  tx: Tx,
  applicationId: string,
  kind: SignatoryGroupKind,
  groups: readonly SignatoryGroupValues[],
  now: Date,
): Promise<void> {
  const storedGroups = await tx
    .select()
    .from(signatoryGroups)
    .where(and(eq(signatoryGroups.applicationId, applicationId), eq(signatoryGroups.kind, kind)));
  const groupIds = new Set(storedGroups.map((g) => g.id));
  const storedMembers = groupIds.size
    ? await tx
        .select()
        .from(signatories)
        .where(and(eq(signatories.applicationId, applicationId), inArray(signatories.groupId, [...groupIds])))
    : [];
  const memberIds = new Set(storedMembers.map((s) => s.id));

  // Every id is checked before anything is written; an id sent twice is refused as well.
  const seen = new Set<string>();
  for (const g of groups) {
    if (g.id && (!groupIds.has(g.id) || seen.has(g.id))) throw unknownRecord();
    if (g.id) seen.add(g.id);
    for (const s of g.groupsignatories) {
      if (s.id && (!memberIds.has(s.id) || seen.has(s.id))) throw unknownRecord();
      if (s.id) seen.add(s.id);
    }
  }

  const keptGroups = new Set<string>();
  const keptMembers = new Set<string>();
  let groupNo = 0;
  for (const g of groups) {
    if (!g.isActive) continue;
    groupNo += 1;
    const values = { name: g.name, threshold: g.threshold, sno: groupNo, isActive: true, updatedAt: now };
    let groupId: string;
    if (g.id) {
      groupId = g.id;
      await tx.update(signatoryGroups).set(values).where(eq(signatoryGroups.id, groupId));
    } else {
      const [inserted] = await tx
        .insert(signatoryGroups)
        .values({ ...values, applicationId, kind, createdAt: now })
        .returning({ id: signatoryGroups.id });
      groupId = inserted!.id;
    }
    keptGroups.add(groupId);

    let memberNo = 0;
    for (const s of g.groupsignatories) {
      if (!s.isActive) continue;
      memberNo += 1;
      const row = { ...signatoryColumns(s), groupId, sno: memberNo, isActive: true, updatedAt: now };
      if (s.id) {
        keptMembers.add(s.id);
        await tx.update(signatories).set(row).where(eq(signatories.id, s.id));
      } else await tx.insert(signatories).values({ ...row, applicationId, createdAt: now });
    }
  }

  const droppedGroups = [...groupIds].filter((id) => !keptGroups.has(id));
  if (droppedGroups.length)
    await tx
      .update(signatoryGroups)
      .set({ isActive: false, updatedAt: now })
      .where(inArray(signatoryGroups.id, droppedGroups));
  const droppedMembers = [...memberIds].filter((id) => !keptMembers.has(id));
  if (droppedMembers.length)
    await tx
      .update(signatories)
      .set({ isActive: false, updatedAt: now })
      .where(inArray(signatories.id, droppedMembers));
}

/**
 * The POA holders of an individual POA application: the signatories of its one `poa_holder` group,
 * threshold 1 (0-product-decisions §10), kept under the same group row across saves.
 */
export async function savePoaHolders(
  tx: Tx,
  applicationId: string,
  holders: readonly SignatoryValues[],
  now: Date,
): Promise<void> {
  const [group] = await tx
    .select({ id: signatoryGroups.id })
    .from(signatoryGroups)
    .where(
      and(
        eq(signatoryGroups.applicationId, applicationId),
        eq(signatoryGroups.kind, 'poa_holder'),
        eq(signatoryGroups.isActive, true),
      ),
    )
    .orderBy(signatoryGroups.sno)
    .limit(1);
  await saveSignatoryGroups(
    tx,
    applicationId,
    'poa_holder',
    [
      {
        id: group?.id ?? null,
        name: 'POA Holder',
        threshold: 1,
        isActive: holders.some((h) => h.isActive),
        groupsignatories: [...holders],
      },
    ],
    now,
  );
}

/** Whether `holders` (parsed) are the stored active POA holders as they are (a read-only caller's save). */
export async function poaHoldersUnchanged(
  tx: Tx,
  applicationId: string,
  holders: readonly SignatoryValues[],
): Promise<boolean> {
  const [stored] = (await readSignatoryGroups(tx, applicationId)).filter((g) => g.kind === 'poa_holder');
  const key = (s: Partial<SignatoryValues> | Signatory) =>
    [s.id, s.name, s.pan, s.countryCode, s.mobile, s.email, s.designation]
      .map((x) => (x ?? '').toString().trim().toUpperCase())
      .join('|');
  const before = (stored?.groupsignatories ?? []).map(key).sort().join('\n');
  const after = holders
    .filter((h) => h.isActive)
    .map(key)
    .sort()
    .join('\n');
  return before === after;
}
