import { z } from 'zod';
import { text, TEXT_LIMITS } from '../validation/text';
import type { FundType } from '../enums/fund';
import type { OnboardingType } from '../enums/investor';
import type { Role } from '../roles';

/**
 * What a step schema needs to know besides the form values. The browser builds it from the session, the
 * loaded application and the master data (/mdms/default-countries.json, /mdms/registered_broker_list.json);
 * the server builds the same from the stored application and the same files.
 */
export interface WizardStepContext {
  role: Role;
  onboardingType: OnboardingType;
  /** The chosen scheme's fund type (domestic funds need demat details). */
  fundType?: FundType | null;
  /** "Now" for age checks (ages are computed on today's date in Asia/Kolkata). */
  today: Date;
  /** The country master: names (and nationalities) as in /mdms/default-countries.json. */
  countries: readonly { name: string; nationality?: string | null }[];
  /** Registered broker names (/mdms/registered_broker_list.json). */
  brokers: readonly string[];
  /** The application's creation time: the cut-off dates compare with it (absent: a new application). */
  applicationCreatedAt?: Date | string | null;
  /** Configuration: accept an 8-digit CDSL DPCL ID as well as a 16-digit one. */
  legacyDpclLength?: boolean;
  /**
   * Per applicant (applicant_type order, inactive ones included), what the caller may not change:
   * `WizardFieldLocks.applicants` (`fields` and `addresses`). A locked value, such as one the KYC
   * registry gave, is stored as it is and not checked again against the typing rules
   * (0-product-decisions §12: a registry name "K. RAMESH" is valid); its length limit still holds.
   */
  locked?: readonly { fields: readonly string[]; addresses: readonly string[] }[];
}

/** Whether the caller may not change `field` of the applicant at `index` (see `WizardStepContext.locked`). */
export function isLockedField(ctx: Pick<WizardStepContext, 'locked'>, index: number, field: string): boolean {
  return ctx.locked?.[index]?.fields.includes(field) ?? false;
}

/** Whether the caller may not change the applicant's address of `type`. */
export function isLockedAddress(
  ctx: Pick<WizardStepContext, 'locked'>,
  index: number,
  type: string,
): boolean {
  return ctx.locked?.[index]?.addresses.includes(type) ?? false;
}

/** The stored applicant's position: 1, 2, 3 (or '1'... and 'firstapplicant' on older records). */
export const applicantTypeInput = z.union([text(TEXT_LIMITS.code), z.number()]).nullish();

/** A boolean that may be missing (false). */
export const flag = z
  .boolean()
  .nullish()
  .transform((v) => v === true);

export type IssueAdder = (path: (string | number)[], message: string | null | undefined) => void;

/** `add(path, message)` adds an issue when `message` is not null (checks return the message or null). */
export function issueAdder(ctx: z.RefinementCtx, base: (string | number)[] = []): IssueAdder {
  return (path, message) => {
    if (message) ctx.addIssue({ code: 'custom', path: [...base, ...path], message });
  };
}

/** The first message a schema gives for a value, or null. */
export function messageOf(schema: z.ZodType, value: unknown): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? null);
}

export function inList(value: string, list: readonly string[]): boolean {
  const v = value.trim().toUpperCase();
  return list.some((x) => x.toUpperCase() === v);
}

export const countryNames = (ctx: Pick<WizardStepContext, 'countries'>) => ctx.countries.map((c) => c.name);
export const nationalities = (ctx: Pick<WizardStepContext, 'countries'>) =>
  ctx.countries.map((c) => c.nationality ?? '').filter((n) => n !== '');
