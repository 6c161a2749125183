import { z } from 'zod';

/**
 * A string field whose rules run in a fixed order and stop at the first failure, so a form shows exactly
 * one message ("PAN is required" and never also "PAN must be exactly 10 characters").
 * `normalise` runs first (trim, upper-case...) and its result is the parsed value.
 */
export function ruleString(opts: {
  /** Message when the value is missing or not a string. */
  missing: string;
  normalise?: (value: string) => string;
  check: (value: string) => string | null;
}) {
  const base = z.string({ error: opts.missing });
  const normalised = opts.normalise ? base.overwrite(opts.normalise) : base;
  return normalised.superRefine((value, ctx) => {
    const message = opts.check(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/** Like `ruleString`, but also accepts undefined/null (an optional field): they parse to ''. */
export function optionalRuleString(opts: {
  normalise?: (value: string) => string;
  check: (value: string) => string | null;
}) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    ruleString({ missing: 'Invalid value', ...opts }),
  );
}

export const trim = (s: string) => s.trim();
export const trimUpper = (s: string) => s.trim().toUpperCase();

/** First message of a failed parse, for callers that are not forms (server checks, toasts). */
export function firstMessage(result: {
  success: boolean;
  error?: { issues: readonly { message: string }[] };
}): string | null {
  if (result.success) return null;
  return result.error?.issues[0]?.message ?? null;
}
