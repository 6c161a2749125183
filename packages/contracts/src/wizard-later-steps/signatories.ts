/**
 * Step 7 of the entity flow, authorised-signatory (doc 2 §2 "Authorised signatory", §3, §5 "Authorised
 * signatories"), and the POA holders of an individual POA application (0-product-decisions §10), which
 * share the signatory's fields and rules.
 *
 * Form values: `{ groups: [{ id?, name, threshold, isActive?, groupsignatories: [signatory...] }] }`.
 * A group or signatory left out, or sent with `isActive: false`, is removed (soft: isActive false); one
 * without id is added. Every active signatory is checked with `signatoryFormSchema`, PAN, mobile and
 * e-mail unique across every active signatory of the application.
 */
import { z } from 'zod';
import { MAX_SIGNATORIES_PER_GROUP } from '../constants';
import type { SignatoryGroup } from '../entities/signatory';
import type { FundType } from '../enums/fund';
import { MESSAGES } from '../validation/messages';
import { SIGNATORY_MESSAGES, signatoryFormSchema, signatoryGroupMessage } from '../validation/signatory';
import { list, LIST_LIMITS, optionalText, TEXT_LIMITS } from '../validation/text';
import { issueAdder, optionalFlag } from './context';

/** Groups an entity may have (the specification names no number; signing needs more than one at times). */
export const MAX_SIGNATORY_GROUPS = 10;

export const signatoryEntrySchema = z.object({
  id: optionalText(TEXT_LIMITS.id),
  name: optionalText(TEXT_LIMITS.name),
  fatherName: optionalText(TEXT_LIMITS.name),
  pan: optionalText(TEXT_LIMITS.code),
  dpin: optionalText(TEXT_LIMITS.code),
  countryNameAndCode: optionalText(TEXT_LIMITS.code),
  countryCode: optionalText(TEXT_LIMITS.code),
  mobile: optionalText(TEXT_LIMITS.code),
  email: optionalText(TEXT_LIMITS.email),
  designation: optionalText(TEXT_LIMITS.name),
  completeAddress: optionalText(TEXT_LIMITS.remark, { multiLine: true }),
  /** Default true. */
  canEsign: optionalFlag,
  /** Default true. */
  isActive: optionalFlag,
});
export type SignatoryEntry = z.input<typeof signatoryEntrySchema>;

export const signatoryGroupEntrySchema = z.object({
  id: optionalText(TEXT_LIMITS.id),
  name: optionalText(TEXT_LIMITS.line),
  /** "Total No. of required authorised signatories"; default 1. */
  threshold: z.number().nullish(),
  isActive: optionalFlag,
  // Removed entries travel with the active ones: the cap only stops absurd input.
  groupsignatories: list(signatoryEntrySchema, LIST_LIMITS.entries).nullish(),
});
export type SignatoryGroupEntry = z.input<typeof signatoryGroupEntrySchema>;

export const authorisedSignatoryFormSchema = z.object({
  groups: list(signatoryGroupEntrySchema, LIST_LIMITS.people).nullish(),
});
export type AuthorisedSignatoryStepInput = z.input<typeof authorisedSignatoryFormSchema>;

/** A signatory as saved: trimmed, PAN upper-cased, the msar fields only for an msar fund. */
export interface SignatoryValues {
  id: string | null;
  name: string;
  fatherName: string | null;
  pan: string;
  dpin: string | null;
  countryNameAndCode: string;
  countryCode: string;
  mobile: string;
  email: string;
  designation: string | null;
  completeAddress: string | null;
  canEsign: boolean;
  isActive: boolean;
}

export interface SignatoryGroupValues {
  id: string | null;
  name: string | null;
  threshold: number;
  isActive: boolean;
  groupsignatories: SignatoryValues[];
}

export interface AuthorisedSignatoryStepValues {
  groups: SignatoryGroupValues[];
}

export interface SignatoryStepContext {
  /** msar funds ask father name and address, and check the DIN / DPIN. */
  fundType?: FundType | null;
}

const isOn = (x: { isActive?: boolean | null }) => x.isActive !== false;
const t = (v: string | null | undefined) => (v ?? '').trim();
const orNull = (v: string | null | undefined) => t(v) || null;

/** The active signatories of the active groups, with their place: uniqueness spans every group. */
function activeEntries(groups: readonly SignatoryGroupEntry[]) {
  return groups.flatMap((g, gi) =>
    isOn(g) ? (g.groupsignatories ?? []).flatMap((s, si) => (isOn(s) ? [{ s, gi, si }] : [])) : [],
  );
}

/** Adds every field rule of the active signatories of `groups` at `base`.gi.`groupsignatories`.si.field. */
export function addSignatoryIssues(
  groups: readonly SignatoryGroupEntry[],
  opts: { fundType?: FundType | null; kind?: 'authorised_signatories' | 'poa_holder' },
  add: (path: (string | number)[], message: string) => void,
  pathOf: (gi: number, si: number) => (string | number)[],
): void {
  const all = activeEntries(groups);
  for (const { s, gi, si } of all) {
    const others = all.filter((o) => o.s !== s).map((o) => o.s);
    const r = signatoryFormSchema({ fundType: opts.fundType, others, kind: opts.kind }).safeParse(s);
    if (!r.success)
      for (const i of r.error.issues) add([...pathOf(gi, si), ...(i.path as string[])], i.message);
  }
}

export function toSignatoryValues(
  s: SignatoryEntry,
  opts: { fundType?: FundType | null; kind?: 'authorised_signatories' | 'poa_holder' } = {},
): SignatoryValues {
  const msar = opts.kind !== 'poa_holder' && opts.fundType === 'msar';
  return {
    id: orNull(s.id),
    name: t(s.name),
    fatherName: msar ? orNull(s.fatherName) : null,
    pan: t(s.pan).toUpperCase(),
    dpin: msar ? orNull(s.dpin) : null,
    countryNameAndCode: t(s.countryNameAndCode) || 'India: +91',
    countryCode: t(s.countryCode),
    mobile: t(s.mobile),
    email: t(s.email),
    designation: orNull(s.designation),
    completeAddress: msar ? orNull(s.completeAddress) : null,
    canEsign: s.canEsign !== false,
    isActive: s.isActive !== false,
  };
}

/**
 * The step's schema. Per active group, in this order: the group's message (`signatoryGroupMessage`: 'Please
 * add Authorised Signatories', 'Please Select a member for E-Sign', the threshold, the msar messages) on
 * `groups.i.groupsignatories`, at most 20 active signatories, the threshold between 1 and the active count
 * on `groups.i.threshold`, a name when there are several groups; then each active signatory's fields on
 * `groups.i.groupsignatories.j.<field>`. No active group at all: 'Please add Authorised Signatories' on
 * `groups`.
 */
export function authorisedSignatoryStepSchema(ctx: SignatoryStepContext) {
  return authorisedSignatoryFormSchema
    .superRefine((values, zctx) => {
      const add = issueAdder(zctx);
      const groups = values.groups ?? [];
      const active = groups.map((g, i) => ({ g, i })).filter(({ g }) => isOn(g));
      if (active.length === 0) add(['groups'], MESSAGES.addAuthorisedSignatories);
      if (active.length > MAX_SIGNATORY_GROUPS)
        add(['groups'], SIGNATORY_MESSAGES.maxGroups(MAX_SIGNATORY_GROUPS));
      const names = new Set<string>();
      for (const { g, i } of active) {
        add(['groups', i, 'groupsignatories'], signatoryGroupMessage(g, { fundType: ctx.fundType }));
        const count = (g.groupsignatories ?? []).filter(isOn).length;
        if (count > MAX_SIGNATORIES_PER_GROUP)
          add(['groups', i, 'groupsignatories'], SIGNATORY_MESSAGES.maxPerGroup);
        const th = g.threshold ?? 1;
        if (!Number.isInteger(th) || th < 1 || (count > 0 && th > count))
          add(['groups', i, 'threshold'], SIGNATORY_MESSAGES.thresholdRange(Math.max(count, 1)));
        if (active.length > 1) {
          const name = t(g.name).toLowerCase();
          if (!name) add(['groups', i, 'name'], SIGNATORY_MESSAGES.groupNameRequired);
          else if (names.has(name)) add(['groups', i, 'name'], SIGNATORY_MESSAGES.groupNameDuplicate);
          names.add(name);
        }
      }
      addSignatoryIssues(groups, ctx, add, (gi, si) => ['groups', gi, 'groupsignatories', si]);
    })
    .transform((values): AuthorisedSignatoryStepValues => ({
      groups: (values.groups ?? []).map((g) => ({
        id: orNull(g.id),
        name: orNull(g.name),
        threshold: g.threshold ?? 1,
        isActive: isOn(g),
        groupsignatories: (g.groupsignatories ?? []).map((s) => toSignatoryValues(s, ctx)),
      })),
    }));
}

/** A stored signatory as the form holds it. */
export function signatoryEntryOf(s: NonNullable<SignatoryGroup['groupsignatories']>[number]): SignatoryEntry {
  return {
    id: s.id ?? null,
    name: s.name ?? '',
    fatherName: s.fatherName ?? '',
    pan: s.pan ?? '',
    dpin: s.dpin ?? '',
    countryNameAndCode: s.countryNameAndCode ?? 'India: +91',
    countryCode: s.countryCode ?? '+91',
    mobile: s.mobile ?? '',
    email: s.email ?? '',
    designation: s.designation ?? '',
    completeAddress: s.completeAddress ?? '',
    canEsign: s.canEsign !== false,
    isActive: true,
  };
}

/** An empty group: required count 1 (doc 2 §4). */
export const newSignatoryGroup = (name: string | null = null): SignatoryGroupEntry => ({
  name,
  threshold: 1,
  isActive: true,
  groupsignatories: [],
});

/**
 * The step's starting values from GET (`detail.groups`): the active authorised-signatory groups in order
 * with their active signatories; none stored: one empty group.
 */
export function authorisedSignatoryStepDefaults(app: {
  groups?: readonly SignatoryGroup[] | null;
}): AuthorisedSignatoryStepInput {
  const groups = (app.groups ?? [])
    .filter((g) => (g.kind ?? 'authorised_signatories') === 'authorised_signatories')
    .map((g): SignatoryGroupEntry => ({
      id: g.id ?? null,
      name: g.name ?? null,
      threshold: g.threshold ?? 1,
      isActive: true,
      groupsignatories: (g.groupsignatories ?? []).filter(isOn).map(signatoryEntryOf),
    }));
  return { groups: groups.length ? groups : [newSignatoryGroup()] };
}

// --- POA holders of an individual POA application

/** The document step's `poaHolders` of a POA application: the holders' entries (removed ones included). */
export const poaHoldersFormSchema = list(signatoryEntrySchema, LIST_LIMITS.entries).nullish();

/**
 * Messages of the POA holders (`poaHolders.j.<field>`): each active holder's fields (no designation, no
 * msar fields), PAN, mobile and e-mail unique among them; at most 20. None is not refused here: the send
 * refuses it ('Please add the POA holder', `poaHolderCompleteness`).
 */
export function addPoaHolderIssues(
  holders: readonly SignatoryEntry[],
  add: (path: (string | number)[], message: string) => void,
): void {
  if (holders.filter(isOn).length > MAX_SIGNATORIES_PER_GROUP)
    add(['poaHolders'], SIGNATORY_MESSAGES.maxPerGroup);
  addSignatoryIssues([{ groupsignatories: [...holders] }], { kind: 'poa_holder' }, add, (_g, si) => [
    'poaHolders',
    si,
  ]);
}

/** The send's rule: a POA application needs one active POA holder. */
export function poaHolderMessage(holders: readonly { isActive?: boolean | null }[] | null | undefined) {
  return (holders ?? []).some(isOn) ? null : SIGNATORY_MESSAGES.addPoaHolder;
}

/** The stored POA holders (the active `poa_holder` group of `detail.groups`) as the form holds them. */
export function poaHolderDefaults(app: { groups?: readonly SignatoryGroup[] | null }): SignatoryEntry[] {
  const group = (app.groups ?? []).find((g) => g.kind === 'poa_holder');
  return (group?.groupsignatories ?? []).filter(isOn).map(signatoryEntryOf);
}
