import { z } from 'zod';
import { textCharactersMessage, textLengthMessage } from './text';

/**
 * A string field whose rules run in a fixed order and stop at the first failure, so a form shows exactly
 * one message ("PAN is required" and never also "PAN must be exactly 10 characters").
 * `normalise` runs first (trim, upper-case...) and its result is the parsed value. Then: no control
 * characters (single-line unless `multiLine`), the field's own `check`, and at most `max` characters, so a
 * formatted field's own message wins and a free field is still bounded (`TEXT_LIMITS`).
 */
export function ruleString(opts: {
  /** Message when the value is missing or not a string. */
  missing: string;
  /** Most characters accepted (`TEXT_LIMITS`); the message is `MESSAGES.textTooLong` unless `tooLong`. */
  max: number;
  tooLong?: string;
  multiLine?: boolean;
  normalise?: (value: string) => string;
  check: (value: string) => string | null;
}) {
  const base = z.string({ error: opts.missing });
  const normalised = opts.normalise ? base.overwrite(opts.normalise) : base;
  return (
    normalised
      .superRefine((value, ctx) => {
        const message =
          textCharactersMessage(value, opts) ??
          opts.check(value) ??
          textLengthMessage(value, opts.max, opts.tooLong);
        if (message) ctx.addIssue({ code: 'custom', message });
      })
      // The limit is checked above, after the field's own rule; the API documentation shows it too.
      .meta({ maxLength: opts.max })
  );
}

/** Like `ruleString`, but also accepts undefined/null (an optional field): they parse to ''. */
export function optionalRuleString(opts: {
  max: number;
  tooLong?: string;
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
