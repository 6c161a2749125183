import { z } from 'zod';
import { MAX_NOMINEES, SOLE_NOMINEE_DEFAULT_PERCENTAGE } from '../constants';
import { calendarDateToIso, toCalendarDate } from '../dates';
import { documentFormEntrySchema } from './documents';
import type { Nominee } from '../entities/nominee';
import { RELATIONSHIPS, UNIQUE_NOMINEE_RELATIONSHIPS, type Relationship } from '../enums/kyc';
import { dateOfBirthMessage, isMinorOn } from '../validation/date-of-birth';
import { MESSAGES } from '../validation/messages';
import { makeNameSchema, nameSchema, NAME_REGEX, normaliseName } from '../validation/name';
import { canAddNominee, nomineeTotalMessage } from '../validation/nominee';
import { panMessage } from '../validation/pan';
import { PERCENTAGE_INVALID, PERCENTAGE_REGEX } from '../validation/percentage';
import { issueAdder, isBlank, messageOf, optionalFlag, trimmed, type LaterStepContext } from './context';
import { list, LIST_LIMITS, optionalNumberish, optionalText, textOr, TEXT_LIMITS } from '../validation/text';
import { LATER_STEP_MESSAGES } from './messages';

export type NomineeStepContext = LaterStepContext;

/** One nominee as the form holds it (percentages may be strings while typed). */
export const nomineeFormSchema = z.object({
  id: optionalText(TEXT_LIMITS.id),
  nomineeName: optionalText(TEXT_LIMITS.name),
  /** Form-only choice from RELATIONSHIPS; 'Others' asks for the relationship in `nomineeRelationship`. */
  Relationship: optionalText(TEXT_LIMITS.code),
  nomineeRelationship: optionalText(TEXT_LIMITS.name),
  dateOfBirth: textOr(z.date(), TEXT_LIMITS.code).nullish(),
  nomineePercentage: optionalNumberish(),
  guardianName: optionalText(TEXT_LIMITS.name),
  nomineePan: optionalText(TEXT_LIMITS.code),
  nomineeGuardianPan: optionalText(TEXT_LIMITS.code),
  isActive: optionalFlag,
  nomineedocuments: list(documentFormEntrySchema, LIST_LIMITS.entries).nullish(),
  sno: optionalNumberish(),
});
export type NomineeFormValues = z.input<typeof nomineeFormSchema>;

export const nomineeStepFormSchema = z.object({
  doNotWishToNominate: optionalFlag,
  nominees: list(nomineeFormSchema, LIST_LIMITS.people).nullish(),
});
export type NomineeStepInput = z.input<typeof nomineeStepFormSchema>;

/** What the step saves: the application's `doNotWishToNominate` and `nominees` (inactive ones kept). */
export interface NomineeStepValues {
  doNotWishToNominate: boolean;
  nominees: Nominee[];
}

const isActiveNominee = (n: { isActive?: boolean | null }) => n.isActive !== false;

/** Minor onboarding: do-not-nominate is forced on and nominee editing is disabled (doc 1 §4). */
export function isNomineeEditingDisabled(ctx: Pick<NomineeStepContext, 'onboardingType'>): boolean {
  return ctx.onboardingType === 'minor';
}

/** 0 < p <= 100 with at most 2 decimals; the message for a bad value, or null. */
export function nomineePercentageMessage(value: unknown): string | null {
  if (isBlank(value)) return LATER_STEP_MESSAGES.nomineePercentageRequired;
  const s = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : String(value).trim();
  if (s === 'NA' || !PERCENTAGE_REGEX.test(s)) return PERCENTAGE_INVALID;
  return Number(s) > 0 ? null : MESSAGES.nomineePercentagePositive;
}

/** Under 18 on `today`: the nominee needs a guardian (name required, PAN optional). */
export function nomineeNeedsGuardian(nominee: Pick<NomineeFormValues, 'dateOfBirth'>, today: Date): boolean {
  return isMinorOn(nominee.dateOfBirth, today);
}

const guardianNameSchema = makeNameSchema({ required: LATER_STEP_MESSAGES.guardianNameRequired });

function relationshipMessages(n: NomineeFormValues): { Relationship?: string; nomineeRelationship?: string } {
  const choice = trimmed(n.Relationship);
  if (choice === '') return { Relationship: LATER_STEP_MESSAGES.nomineeRelationshipRequired };
  if (!(RELATIONSHIPS as readonly string[]).includes(choice))
    return { Relationship: LATER_STEP_MESSAGES.nomineeRelationshipInvalid };
  if (choice === 'Others') {
    const other = normaliseName(n.nomineeRelationship ?? '');
    if (other === '') return { nomineeRelationship: MESSAGES.nomineeSpecifyRelationship };
    if (!NAME_REGEX.test(other)) return { nomineeRelationship: MESSAGES.nameInvalid };
  }
  return {};
}

/**
 * Field messages of the active nominees, by path ('nominees.1.nomineeName', 'nominees' for the total).
 * Inactive (removed) nominees are not checked. Empty when valid or when the step is do-not-nominate.
 */
export function nomineeStepMessages(
  values: NomineeStepInput,
  ctx: NomineeStepContext,
): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (path: (string | number)[], message: string | null | undefined) => {
    const key = path.join('.');
    if (message && !(key in out)) out[key] = message;
  };
  if (isNomineeEditingDisabled(ctx) || values.doNotWishToNominate) return out;
  const nominees = values.nominees ?? [];
  const activeIdx = nominees.map((n, i) => (isActiveNominee(n) ? i : -1)).filter((i) => i >= 0);
  if (activeIdx.length > MAX_NOMINEES) put(['nominees'], LATER_STEP_MESSAGES.maxNominees(MAX_NOMINEES));

  const seen = new Set<string>();
  for (const i of activeIdx) {
    const n = nominees[i]!;
    put(['nominees', i, 'nomineeName'], messageOf(nameSchema, n.nomineeName ?? ''));
    const rel = relationshipMessages(n);
    put(['nominees', i, 'Relationship'], rel.Relationship);
    put(['nominees', i, 'nomineeRelationship'], rel.nomineeRelationship);
    const choice = trimmed(n.Relationship);
    if ((UNIQUE_NOMINEE_RELATIONSHIPS as readonly string[]).includes(choice)) {
      if (seen.has(choice))
        put(['nominees', i, 'Relationship'], LATER_STEP_MESSAGES.nomineeRelationshipOnce(choice));
      seen.add(choice);
    }
    put(['nominees', i, 'dateOfBirth'], dateOfBirthMessage(n.dateOfBirth, { minAge: 0, now: ctx.today }));
    put(['nominees', i, 'nomineePercentage'], nomineePercentageMessage(n.nomineePercentage));
    const pan = trimmed(n.nomineePan);
    if (pan !== '') put(['nominees', i, 'nomineePan'], panMessage(pan));
    if (nomineeNeedsGuardian(n, ctx.today)) {
      put(['nominees', i, 'guardianName'], messageOf(guardianNameSchema, n.guardianName ?? ''));
      const gPan = trimmed(n.nomineeGuardianPan);
      if (gPan !== '') put(['nominees', i, 'nomineeGuardianPan'], panMessage(gPan));
    }
  }
  // The total is checked once every active percentage reads as a number.
  const percentagesOk = activeIdx.every(
    (i) => nomineePercentageMessage(nominees[i]!.nomineePercentage) === null,
  );
  if (activeIdx.length > 0 && percentagesOk)
    put(['nominees'], nomineeTotalMessage(activeIdx.map((i) => nominees[i]!)));
  return out;
}

const nullIfBlank = (v: string | null | undefined) => (trimmed(v) === '' ? null : trimmed(v));

/** The stored shape of one nominee after the rules passed (active ones normalised, others as they were). */
function normaliseNominee(n: NomineeFormValues, today: Date, index: number): Nominee {
  const base = {
    id: n.id ?? undefined,
    nomineedocuments: n.nomineedocuments ?? undefined,
    sno: index,
  };
  if (!isActiveNominee(n)) {
    return {
      ...base,
      nomineeName: n.nomineeName ?? null,
      Relationship: n.Relationship ?? null,
      nomineeRelationship: n.nomineeRelationship ?? null,
      dateOfBirth: toIsoOrNull(n.dateOfBirth),
      nomineePercentage: toNumberOrNull(n.nomineePercentage),
      guardianName: n.guardianName ?? null,
      nomineePan: n.nomineePan ?? null,
      nomineeGuardianPan: n.nomineeGuardianPan ?? null,
      isActive: false,
    };
  }
  const choice = trimmed(n.Relationship);
  const minor = nomineeNeedsGuardian(n, today);
  return {
    ...base,
    nomineeName: normaliseName(n.nomineeName ?? ''),
    Relationship: choice,
    nomineeRelationship: choice === 'Others' ? normaliseName(n.nomineeRelationship ?? '') : choice,
    dateOfBirth: toIsoOrNull(n.dateOfBirth),
    nomineePercentage: toNumberOrNull(n.nomineePercentage),
    guardianName: minor ? normaliseName(n.guardianName ?? '') : null,
    nomineePan: nullIfBlank(n.nomineePan)?.toUpperCase() ?? null,
    nomineeGuardianPan: minor ? (nullIfBlank(n.nomineeGuardianPan)?.toUpperCase() ?? null) : null,
    isActive: true,
  };
}

function toIsoOrNull(v: unknown): string | null {
  const d = toCalendarDate(v);
  return d ? calendarDateToIso(d) : null;
}
function toNumberOrNull(v: unknown): number | null {
  if (isBlank(v)) return null;
  const n = Number(typeof v === 'string' ? v.trim() : v);
  return Number.isFinite(n) ? n : null;
}

/**
 * The nominee step (doc 1 §5 "Nominees", §4): up to 3 active nominees or do-not-nominate. Parsing gives
 * the values to save: `doNotWishToNominate` true when it was ticked, when no nominee is active, and always
 * for minor onboarding (every nominee then saved inactive); relationships resolved (the text when Others);
 * guardian fields cleared for adult nominees; PANs upper-cased; percentages as numbers.
 */
export function nomineeStepSchema(ctx: NomineeStepContext) {
  return nomineeStepFormSchema
    .superRefine((values, zctx) => {
      const add = issueAdder(zctx);
      for (const [path, message] of Object.entries(nomineeStepMessages(values, ctx))) {
        add(
          path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
          message,
        );
      }
    })
    .transform((values): NomineeStepValues => {
      const nominees = values.nominees ?? [];
      const forced = isNomineeEditingDisabled(ctx) || !!values.doNotWishToNominate;
      const list = forced ? nominees.map((n) => ({ ...n, isActive: false })) : nominees;
      const saved = list.map((n, i) => normaliseNominee(n, ctx.today, i));
      return { doNotWishToNominate: forced || !saved.some(isActiveNominee), nominees: saved };
    });
}

// --- Transitions (doc 1 §4 "Nominees"): pure helpers a form calls; each returns the new step values.

export interface NomineeState {
  doNotWishToNominate?: boolean | null;
  nominees: NomineeFormValues[];
}

const blankNominee = (percentage: number | null): NomineeFormValues => ({
  nomineeName: '',
  Relationship: '',
  nomineeRelationship: '',
  dateOfBirth: null,
  nomineePercentage: percentage,
  guardianName: '',
  nomineePan: '',
  nomineeGuardianPan: '',
  isActive: true,
});

/**
 * Add Nominee: a blank active nominee, do-not-nominate off. The first active nominee starts at 100 %.
 * Unchanged when 3 are already active or for minor onboarding.
 */
export function addNominee(
  state: NomineeState,
  ctx: Pick<NomineeStepContext, 'onboardingType'>,
): NomineeState {
  if (isNomineeEditingDisabled(ctx) || !canAddNominee(state.nominees)) return state;
  const first = !state.nominees.some(isActiveNominee);
  return {
    doNotWishToNominate: false,
    nominees: [...state.nominees, blankNominee(first ? SOLE_NOMINEE_DEFAULT_PERCENTAGE : null)],
  };
}

/**
 * Remove Nominee (after the confirmation): a saved nominee (with an id) is marked inactive, an unsaved one
 * is dropped; with none active left, do-not-nominate becomes true.
 */
export function removeNominee(state: NomineeState, index: number): NomineeState {
  const target = state.nominees[index];
  if (!target) return state;
  const nominees = target.id
    ? state.nominees.map((n, i) => (i === index ? { ...n, isActive: false } : n))
    : state.nominees.filter((_, i) => i !== index);
  return { doNotWishToNominate: !nominees.some(isActiveNominee), nominees };
}

/** The do-not-nominate checkbox: ticking it removes every nominee; unticking adds the first one (100 %). */
export function setDoNotWishToNominate(
  state: NomineeState,
  checked: boolean,
  ctx: Pick<NomineeStepContext, 'onboardingType'>,
): NomineeState {
  if (isNomineeEditingDisabled(ctx)) return forcedDoNotNominate(state);
  if (checked) {
    let next: NomineeState = state;
    for (let i = next.nominees.length - 1; i >= 0; i--)
      if (isActiveNominee(next.nominees[i]!)) next = removeNominee(next, i);
    return { ...next, doNotWishToNominate: true };
  }
  return state.nominees.some(isActiveNominee)
    ? { ...state, doNotWishToNominate: false }
    : addNominee({ ...state, doNotWishToNominate: false }, ctx);
}

function forcedDoNotNominate(state: NomineeState): NomineeState {
  return { doNotWishToNominate: true, nominees: state.nominees.map((n) => ({ ...n, isActive: false })) };
}

/**
 * The step's starting values from a loaded application: stored nominees with the form-only `Relationship`
 * restored (a stored relationship outside the list reads as Others + its text) and `sno` numbered;
 * minor onboarding forced to do-not-nominate; an adult meeting the step first gets it unticked with one
 * nominee at 100 %.
 */
export function nomineeStepDefaults(
  app: { doNotWishToNominate?: boolean | null; nominees?: readonly Nominee[] | null },
  ctx: Pick<NomineeStepContext, 'onboardingType'>,
): NomineeState {
  const nominees: NomineeFormValues[] = (app.nominees ?? []).map((n, i) => {
    const stored = trimmed(n.nomineeRelationship ?? n.Relationship);
    const known = (RELATIONSHIPS as readonly string[]).includes(stored) && stored !== 'Others';
    return {
      ...n,
      Relationship: stored === '' ? '' : known ? (stored as Relationship) : 'Others',
      nomineeRelationship: known ? '' : stored,
      isActive: n.isActive !== false,
      sno: i,
    };
  });
  if (isNomineeEditingDisabled(ctx)) return forcedDoNotNominate({ doNotWishToNominate: true, nominees });
  // The opt-out is the investor's choice: a step never saved starts unticked with one nominee to fill.
  if (!app.doNotWishToNominate && !nominees.some(isActiveNominee))
    return addNominee({ doNotWishToNominate: false, nominees }, ctx);
  return { doNotWishToNominate: !!app.doNotWishToNominate, nominees };
}
