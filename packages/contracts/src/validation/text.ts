import { z } from 'zod';
import { AML_COMMENT_MAX_LENGTH } from '../constants';
import { MESSAGES } from './messages';

/**
 * The most characters a text field accepts, by kind (docs/decisions.md "Text limits"). Every text the
 * browser sends goes through `text(max)` (or a rule built on `ruleString`), so no field is unbounded.
 * Formatted fields (PAN, IFSC, mobile...) have their own exact rule with the specification's message;
 * their cap only stops absurd input, so it is well above any real value.
 */
export const TEXT_LIMITS = {
  /** Codes and numbers typed by hand, and choices from a list: PAN, IFSC, pincode, mobile, gender... */
  code: 100,
  /** A person's name, a relationship, a designation, a place of birth. */
  name: 100,
  /** One line of free text: an address line, a city, an entity's or a bank's name, an "Others" answer. */
  line: 200,
  /** An e-mail address (RFC 5321's 254). */
  email: 254,
  /** A stored record's id or a reference id (UUIDs are 36). */
  id: 64,
  /** A verification token or another opaque key handed out by the server. */
  token: 512,
  /** A file's name or a document's label. */
  fileName: 255,
  /** A link kept with a file reference. */
  url: 2048,
  /** A list's search box. */
  search: 100,
  /** A list's filter: values of a list, comma-separated. */
  filter: 1000,
  /** Multi-line free text: remarks, comments, reasons (the AML comment's 1024, doc 2 §9). */
  remark: AML_COMMENT_MAX_LENGTH,
  /** An amount in words ('Rupees One Lakh Only'). */
  words: 500,
  /** A sealed payload (base64 of the wrapped key, the IV and the AES-GCM ciphertext). */
  sealedPayload: 16_384,
} as const;

/**
 * Characters no text may carry: the C0 controls but tab, line feed and carriage return; DEL; the C1
 * controls; and a lone UTF-16 surrogate (not a character at all). PostgreSQL refuses NUL outright.
 */
const CONTROL_CHARACTER =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Allowed only in multi-line free text (remarks, comments, reasons). */
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/**
 * The message for a text's forbidden characters, or null. Multi-line text may hold tabs and line breaks;
 * a single-line field may not (a pasted line break would split an address or a name).
 */
export function textCharactersMessage(value: string, opts: { multiLine?: boolean } = {}): string | null {
  if (CONTROL_CHARACTER.test(value)) return MESSAGES.textControlCharacters;
  if (!opts.multiLine && LINE_BREAK_OR_TAB.test(value)) return MESSAGES.textLineBreaks;
  return null;
}

/** The message of a text longer than `max`, or null (the one "too long" wording, unless a rule has its own). */
export function textLengthMessage(value: string, max: number, tooLong?: string): string | null {
  return value.length > max ? (tooLong ?? MESSAGES.textTooLong(max)) : null;
}

export interface TextOptions {
  /** Tabs and line breaks allowed (remarks, comments, reasons). */
  multiLine?: boolean;
  /** Message when the value is missing or not a string (zod's default otherwise). */
  missing?: string;
  /** The specification's own message for this field's limit, when it words one. */
  tooLong?: string;
}

/**
 * The text primitive of every input schema: a string, trimmed (doc 1 §9: "text inputs are trimmed"),
 * without control characters (and single-line unless `multiLine`), at most `max` characters.
 * Chain `.min()`, `.regex()`, `.nullish()`... as for any zod string.
 */
export function text(max: number, opts: TextOptions = {}) {
  return z
    .string(opts.missing ? { error: opts.missing } : undefined)
    .trim()
    .superRefine((v, ctx) => {
      const message = textCharactersMessage(v, opts);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .max(max, opts.tooLong ?? MESSAGES.textTooLong(max));
}

/** An optional text: `text(max)` that also takes null and undefined (kept as they are). */
export function optionalText(max: number, opts: TextOptions = {}) {
  return text(max, opts).nullish();
}

/**
 * A form field as the wizard's steps read it: null, undefined and blanks are '' and the rest is trimmed,
 * with `text(max)`'s checks.
 */
export function formText(max: number, opts: TextOptions = {}) {
  return text(max, opts)
    .nullish()
    .transform((v) => v ?? '');
}

/**
 * A value a form sends either as text or as another type (a number being typed, a date from a picker):
 * `other`, or a string with `text(max)`'s checks.
 */
export function textOr<T extends z.ZodType>(other: T, max: number) {
  return z.union([other, text(max)]);
}

/** An optional number that may still be the text being typed ('1,00,000'). */
export const optionalNumberish = () => textOr(z.number(), TEXT_LIMITS.code).nullish();

/**
 * Most entries an input list accepts beyond its own rule (3 applicants, 3 nominees, 2 banks are checked
 * among the active entries with the specification's messages; removed entries travel too): a cap against
 * absurd input only.
 */
export const LIST_LIMITS = {
  /** Applicants, nominees, banks, signatories, UBOs of one application, active or removed. */
  people: 50,
  /** Document slots of one applicant or nominee, answers of a questionnaire, choices of a multi-select. */
  entries: 100,
} as const;

/** An input list of at most `max` entries ("Maximum N entries allowed"). */
export function list<T extends z.ZodType>(item: T, max: number) {
  return z.array(item).max(max, MESSAGES.listTooLong(max));
}

/**
 * A value a provider (the KYC registry, AML screening) sent, made storable: control characters become
 * spaces, runs of spaces one, the ends trimmed, and at most `max` characters kept (0-product-decisions §12:
 * registry values are not re-validated, but they are length-limited and cleaned of control characters).
 */
export function cleanProviderText(value: string, max: number): string;
export function cleanProviderText(value: string | null | undefined, max: number): string | null;
export function cleanProviderText(value: string | null | undefined, max: number): string | null {
  if (value === null || value === undefined) return null;
  const cleaned = value
    .replace(new RegExp(CONTROL_CHARACTER.source, 'g'), ' ')
    .replace(/[\t\n\r]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  // Cut by UTF-16 units as zod's max counts, never inside a surrogate pair.
  return cleaned
    .slice(0, max)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trim();
}
