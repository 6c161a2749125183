import { z } from 'zod';
import {
  DEFAULT_COUNTRY_NAME_AND_CODE,
  DEFAULT_NAME_PREFIX,
  DEFAULT_NATIONALITY,
  MAX_APPLICANTS,
} from '../constants';
import type { Applicant } from '../entities/applicant';
import type { Application } from '../entities/application';
import { APPLICANT_STATUSES, HOLDING_MODES, type ApplicantStatus, type HoldingMode } from '../enums/investor';
import {
  GENDERS,
  GUARDIAN_RELATIONSHIPS,
  NATURAL_PARENT_RELATIONSHIPS,
  RELATIONSHIPS,
  TITLES,
} from '../enums/kyc';
import type { ApplicationStatus } from '../enums/application-status';
import { calendarDateToIso, toCalendarDate } from '../dates';
import { dateOfBirthMessage, minorDateOfBirthMessage } from '../validation/date-of-birth';
import { minorEmailSchema } from '../validation/email';
import { MESSAGES } from '../validation/messages';
import { optionalMobileMessage } from '../validation/mobile';
import {
  makeNameSchema,
  nameSchema,
  optionalNameSchema,
  NAME_REGEX,
  normaliseName,
} from '../validation/name';
import { minorPanMessage, panMessage } from '../validation/pan';
import {
  inList,
  isLockedField,
  issueAdder,
  messageOf,
  nationalities,
  type WizardStepContext,
  applicantTypeInput,
} from './context';
import { formText, list, LIST_LIMITS, TEXT_LIMITS } from '../validation/text';
import { WIZARD_MESSAGES } from './messages';

// Built once: each save's check runs them for every applicant, and building a zod schema costs more
// than running it.
const fatherOrSpouseNameSchema = makeNameSchema({ required: WIZARD_MESSAGES.fatherOrSpouseNameRequired });
const minorNameSchema = makeNameSchema({ required: WIZARD_MESSAGES.minorNameRequired });
const minorFatherNameSchema = makeNameSchema({ required: WIZARD_MESSAGES.minorFatherNameRequired });

/** The specification's message for a 4th applicant (same text as the joint-holder API). */
export const MAX_APPLICANTS_MESSAGE = 'Maximum 3 applicants allowed';

/** One applicant on the contributor step. `id` is the stored applicant (absent never: applicants are added by addApplicant). */
export const contributorApplicantFields = z.object({
  id: formText(TEXT_LIMITS.id),
  /** 1, 2 or 3 (as stored); the order of the array is the order shown. */
  applicant_type: applicantTypeInput,
  isActive: z
    .boolean()
    .nullish()
    .transform((v) => v !== false),
  namePrefix: formText(TEXT_LIMITS.code),
  name: formText(TEXT_LIMITS.name),
  gender: formText(TEXT_LIMITS.code),
  dateOfBirth: formText(TEXT_LIMITS.code),
  fatherOrSpouseName: formText(TEXT_LIMITS.name),
  motherName: formText(TEXT_LIMITS.name),
  panNo: formText(TEXT_LIMITS.code),
  /** Residential status: 'Individual' or 'NRI'. */
  status: formText(TEXT_LIMITS.code),
  nationality: formText(TEXT_LIMITS.code),
  relationShipWithFirstApplicant: formText(TEXT_LIMITS.code),
  /** The relationship typed when 'Others' is chosen. */
  jointApplicantRelation: formText(TEXT_LIMITS.name),

  // Minor onboarding (first applicant = guardian)
  minorPan: formText(TEXT_LIMITS.code),
  minorDOB: formText(TEXT_LIMITS.code),
  minorName: formText(TEXT_LIMITS.name),
  minorFatherName: formText(TEXT_LIMITS.name),
  minorGender: formText(TEXT_LIMITS.code),
  minorEmail: formText(TEXT_LIMITS.email),
  minorCountryCode: formText(TEXT_LIMITS.code),
  minorCountryNameAndCode: formText(TEXT_LIMITS.line),
  minorMobile: formText(TEXT_LIMITS.code),
  minorNamePrefix: formText(TEXT_LIMITS.code),
  guardianRelationship: formText(TEXT_LIMITS.code),
  guardianRelationshipTypeOther: formText(TEXT_LIMITS.name),
  naturalParent: z.enum(['yes', 'no']).nullish(),
});
export type ContributorApplicantValues = z.output<typeof contributorApplicantFields>;

/** Mode of holding (doc 1 §4): one active applicant is single; more is joint or either or survivor. */
export function holdingModeFor(
  activeApplicantCount: number,
  requested?: HoldingMode | string | null,
): HoldingMode {
  if (activeApplicantCount <= 1) return 'single';
  return requested === 'either or survivor' ? 'either or survivor' : 'joint';
}

/** Canonical residential status ('nri' -> 'NRI'), or '' when unknown. */
export function canonicalApplicantStatus(value: string | null | undefined): ApplicantStatus | '' {
  const v = (value ?? '').trim().toUpperCase();
  return APPLICANT_STATUSES.find((s) => s.toUpperCase() === v) ?? '';
}

export const isNri = (status: string | null | undefined) => canonicalApplicantStatus(status) === 'NRI';

/**
 * An investor status change that needs the confirmation 'Any change in the investor status will affect
 * the application's status and workflow...' (doc 1 §4): to NRI while sent_to_applicant1, or away from NRI
 * while sent_to_amc_approver. Confirming it moves the application to draft and resets nationality to INDIAN.
 */
export function investorStatusChangeNeedsConfirmation(
  applicationStatus: ApplicationStatus,
  from: string | null | undefined,
  to: string | null | undefined,
): boolean {
  const wasNri = isNri(from);
  const nowNri = isNri(to);
  if (wasNri === nowNri) return false;
  if (nowNri) return applicationStatus === 'sent_to_applicant1';
  return applicationStatus === 'sent_to_amc_approver';
}

function checkApplicant(
  a: ContributorApplicantValues,
  index: number,
  position: number,
  ctx: WizardStepContext,
  add: (path: (string | number)[], message: string | null | undefined) => void,
) {
  const p = (f: string) => ['applicants', index, f];
  // A locked name (the registry's) is stored as given: only its presence is checked.
  const nameMessage = (f: string, value: string, required: string, typed: () => string | null) =>
    isLockedField(ctx, index, f) ? (value.trim() === '' ? required : null) : typed();
  add(
    p('name'),
    nameMessage('name', a.name, MESSAGES.nameRequired, () => messageOf(nameSchema, a.name)),
  );
  if (a.namePrefix !== '' && !inList(a.namePrefix, TITLES))
    add(p('namePrefix'), WIZARD_MESSAGES.titleInvalid);
  add(
    p('gender'),
    a.gender === ''
      ? WIZARD_MESSAGES.genderRequired
      : inList(a.gender, GENDERS)
        ? null
        : WIZARD_MESSAGES.genderInvalid,
  );
  add(p('dateOfBirth'), dateOfBirthMessage(a.dateOfBirth, { now: ctx.today }));
  add(
    p('fatherOrSpouseName'),
    nameMessage('fatherOrSpouseName', a.fatherOrSpouseName, WIZARD_MESSAGES.fatherOrSpouseNameRequired, () =>
      messageOf(fatherOrSpouseNameSchema, a.fatherOrSpouseName),
    ),
  );
  add(p('motherName'), messageOf(optionalNameSchema, a.motherName));
  add(
    p('status'),
    a.status === ''
      ? WIZARD_MESSAGES.statusRequired
      : canonicalApplicantStatus(a.status)
        ? null
        : WIZARD_MESSAGES.statusInvalid,
  );
  const known = [DEFAULT_NATIONALITY, ...nationalities(ctx)];
  add(
    p('nationality'),
    a.nationality === ''
      ? WIZARD_MESSAGES.nationalityRequired
      : inList(a.nationality, known)
        ? null
        : WIZARD_MESSAGES.nationalityInvalid,
  );
  if (position > 0) {
    const rel = a.relationShipWithFirstApplicant;
    add(
      p('relationShipWithFirstApplicant'),
      rel === ''
        ? WIZARD_MESSAGES.relationshipRequired
        : inList(rel, RELATIONSHIPS)
          ? null
          : WIZARD_MESSAGES.relationshipInvalid,
    );
    if (rel.toUpperCase() === 'OTHERS' && a.jointApplicantRelation === '')
      add(p('jointApplicantRelation'), MESSAGES.specifyRelationship);
  }
  if (ctx.onboardingType === 'minor' && position === 0) checkMinor(a, index, ctx, add);
}

function checkMinor(
  a: ContributorApplicantValues,
  index: number,
  ctx: WizardStepContext,
  add: (path: (string | number)[], message: string | null | undefined) => void,
) {
  const p = (f: string) => ['applicants', index, f];
  add(p('minorDOB'), minorDateOfBirthMessage(a.minorDOB, { now: ctx.today }));
  add(p('minorName'), messageOf(minorNameSchema, a.minorName));
  add(p('minorFatherName'), messageOf(minorFatherNameSchema, a.minorFatherName));
  add(
    p('minorGender'),
    a.minorGender === ''
      ? WIZARD_MESSAGES.minorGenderRequired
      : inList(a.minorGender, GENDERS)
        ? null
        : WIZARD_MESSAGES.genderInvalid,
  );
  if (a.minorNamePrefix !== '' && !inList(a.minorNamePrefix, TITLES))
    add(p('minorNamePrefix'), WIZARD_MESSAGES.titleInvalid);
  const rel = a.guardianRelationship;
  add(
    p('guardianRelationship'),
    rel === ''
      ? WIZARD_MESSAGES.guardianRelationshipRequired
      : inList(rel, GUARDIAN_RELATIONSHIPS)
        ? null
        : WIZARD_MESSAGES.guardianRelationshipInvalid,
  );
  if (inList(rel, NATURAL_PARENT_RELATIONSHIPS) && !a.naturalParent)
    add(p('naturalParent'), WIZARD_MESSAGES.naturalParentRequired);
  if (rel.toUpperCase() === 'OTHERS') {
    const other = normaliseName(a.guardianRelationshipTypeOther);
    add(
      p('guardianRelationshipTypeOther'),
      other === ''
        ? MESSAGES.specifyGuardianRelationship
        : NAME_REGEX.test(other)
          ? null
          : MESSAGES.nameInvalid,
    );
  }
  if (a.minorPan !== '') {
    add(p('minorPan'), panMessage(a.minorPan, 'individual') ?? minorPanMessage(a.minorPan, a.panNo));
  }
  add(p('minorEmail'), messageOf(minorEmailSchema, a.minorEmail));
  add(p('minorMobile'), optionalMobileMessage(a.minorCountryCode || '+91', a.minorMobile));
}

/** The step's fields, built once (its rules depend on the context, its fields do not). */
const contributorStepFields = z.object({
  applicants: list(contributorApplicantFields, LIST_LIMITS.people),
  modeOfHolding: z.enum(HOLDING_MODES).nullish(),
});

/**
 * Contributor details (doc 1 §2, §5 "Applicant step" and "Minor onboarding"). `applicants` is every
 * applicant of the application in order (first, second, third); removing a joint holder sends it with
 * `isActive: false` (the server renumbers a remaining third to 2). At most 3 active; the first cannot be
 * removed. Minor fields are checked for the first applicant (the guardian) of a minor onboarding.
 * The parsed value has `modeOfHolding` forced by `holdingModeFor`, upper-cased PANs and canonical status.
 */
export function contributorStepSchema(ctx: WizardStepContext) {
  return contributorStepFields
    .superRefine((v, zctx) => {
      const add = issueAdder(zctx);
      const active = v.applicants.filter((a) => a.isActive);
      if (active.length > MAX_APPLICANTS) add(['applicants'], MAX_APPLICANTS_MESSAGE);
      if (v.applicants[0] && !v.applicants[0].isActive)
        add(['applicants', 0, 'isActive'], WIZARD_MESSAGES.firstApplicantRequired);
      let position = 0;
      v.applicants.forEach((a, i) => {
        if (!a.isActive) return;
        checkApplicant(a, i, position, ctx, add);
        position += 1;
      });
    })
    .transform((v) => {
      const active = v.applicants.filter((a) => a.isActive).length;
      return {
        modeOfHolding: holdingModeFor(active, v.modeOfHolding),
        applicants: v.applicants.map((a, i) => ({
          ...a,
          // Locked (registry) names are kept exactly as given.
          name: isLockedField(ctx, i, 'name') ? a.name : normaliseName(a.name),
          fatherOrSpouseName: isLockedField(ctx, i, 'fatherOrSpouseName')
            ? a.fatherOrSpouseName
            : normaliseName(a.fatherOrSpouseName),
          motherName: normaliseName(a.motherName),
          dateOfBirth: isoDate(a.dateOfBirth),
          minorDOB: isoDate(a.minorDOB),
          panNo: a.panNo.toUpperCase(),
          minorPan: a.minorPan.toUpperCase(),
          status: canonicalApplicantStatus(a.status) || a.status,
          nationality: a.nationality.toUpperCase(),
          jointApplicantRelation:
            a.relationShipWithFirstApplicant.toUpperCase() === 'OTHERS' ? a.jointApplicantRelation : '',
          guardianRelationshipTypeOther:
            a.guardianRelationship.toUpperCase() === 'OTHERS'
              ? normaliseName(a.guardianRelationshipTypeOther)
              : '',
          naturalParent: inList(a.guardianRelationship, NATURAL_PARENT_RELATIONSHIPS)
            ? (a.naturalParent ?? null)
            : null,
        })),
      };
    });
}
export type ContributorStepInput = z.input<ReturnType<typeof contributorStepSchema>>;
export type ContributorStepValues = z.output<ReturnType<typeof contributorStepSchema>>;

/** 'DD/MM/YYYY' or a picker's value as 'YYYY-MM-DD' ('' stays ''). */
function isoDate(value: string): string {
  const d = value === '' ? null : toCalendarDate(value);
  return d ? calendarDateToIso(d) : value;
}

/**
 * The title a gender suggests where none is stored: Mr. for a man, Ms. for a woman (it says nothing of
 * marriage; Mrs. stays a choice), none when the gender is not known, so that no wrong title is assumed.
 */
export function defaultNamePrefix(gender: string | null | undefined): string {
  if (gender === 'Male') return DEFAULT_NAME_PREFIX;
  if (gender === 'Female') return 'Ms.';
  return '';
}

const blankInvestorSide = (role: WizardStepContext['role']) => role === 'investor' || role === 'poaapprover';

/** Form values from the loaded application (nationality blank at start for investor and POA approver). */
export function contributorStepDefaults(
  application: Pick<Application, 'applicants' | 'modeOfHolding'>,
  ctx: Pick<WizardStepContext, 'role' | 'onboardingType'>,
): ContributorStepInput {
  return {
    modeOfHolding: application.modeOfHolding ?? 'single',
    applicants: sortApplicants(application.applicants).map((a) => ({
      id: a.id ?? '',
      applicant_type: a.applicant_type ?? null,
      isActive: a.isActive !== false,
      namePrefix: a.namePrefix ?? defaultNamePrefix(a.gender),
      name: a.name ?? '',
      gender: a.gender ?? '',
      dateOfBirth: a.dateOfBirth ?? '',
      fatherOrSpouseName: a.fatherOrSpouseName ?? '',
      motherName: a.motherName ?? '',
      panNo: a.panNo ?? '',
      status: canonicalApplicantStatus(a.status) || 'Individual',
      nationality: a.nationality ?? (blankInvestorSide(ctx.role) ? '' : DEFAULT_NATIONALITY),
      relationShipWithFirstApplicant: a.relationShipWithFirstApplicant ?? '',
      jointApplicantRelation: a.jointApplicantRelation ?? '',
      minorPan: a.minorPan ?? '',
      minorDOB: a.minorDOB ?? '',
      minorName: a.minorName ?? '',
      minorFatherName: a.minorFatherName ?? '',
      minorGender: a.minorGender ?? '',
      minorEmail: a.minorEmail ?? '',
      minorCountryCode: a.minorCountryCode ?? '+91',
      minorCountryNameAndCode: a.minorCountryNameAndCode ?? DEFAULT_COUNTRY_NAME_AND_CODE,
      minorMobile: a.minorMobile ?? '',
      minorNamePrefix: a.minorNamePrefix ?? defaultNamePrefix(a.minorGender),
      guardianRelationship: a.guardianRelationship ?? '',
      guardianRelationshipTypeOther: a.guardianRelationshipTypeOther ?? '',
      naturalParent: a.naturalParent ?? null,
    })),
  };
}

/** Applicants in applicant_type order (1, 2, 3). */
export function sortApplicants<T extends Pick<Applicant, 'applicant_type'>>(applicants: readonly T[]): T[] {
  const n = (a: T) => (a.applicant_type === 'firstapplicant' ? 1 : Number(a.applicant_type ?? 9));
  return [...applicants].sort((x, y) => n(x) - n(y));
}
