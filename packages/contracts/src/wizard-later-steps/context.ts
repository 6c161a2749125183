import { z } from 'zod';
import type { FundType } from '../enums/fund';
import type { ApplicationType, OnboardingType } from '../enums/investor';
import type { Role } from '../roles';

/**
 * What the step schemas of steps 6-9 need besides the form values. The browser builds it from the session
 * and the loaded application; the server builds the same from the stored application, so both run the
 * same rules. Each step's context adds what only that step needs.
 */
export interface LaterStepContext {
  role: Role;
  /** 'individual' (doc 1) or 'non_individual' (doc 2): the entity variant of the shared steps. */
  applicationType: ApplicationType;
  onboardingType?: OnboardingType | null;
  /** "Now" for ages (completed years on today's date in Asia/Kolkata). */
  today: Date;
}

/** Text fields are `optionalText(TEXT_LIMITS.x)` and numbers `optionalNumberish()` (validation/text.ts). */
export const optionalFlag = z.boolean().nullish();

export type IssuePath = (string | number)[];
export type AddIssue = (path: IssuePath, message: string | null | undefined) => void;

/** `add(path, message)` adds a custom issue when `message` is not null (checks return a message or null). */
export function issueAdder(ctx: z.RefinementCtx): AddIssue {
  return (path, message) => {
    if (message) ctx.addIssue({ code: 'custom', path, message });
  };
}

/** The first message of a schema for a value, or null when it parses. */
export function messageOf(schema: z.ZodType, value: unknown): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? null);
}

export const isBlank = (v: unknown): boolean =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

export const trimmed = (v: string | null | undefined): string => (v ?? '').trim();

/** Fund type of the loaded application: the scheme's, else the application's own column. */
export function fundTypeOf(app: {
  scheme?: { fundType?: FundType | null } | null;
  fundType?: FundType | null;
}): FundType | null {
  return app.scheme?.fundType ?? app.fundType ?? null;
}
