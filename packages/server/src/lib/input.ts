import { textCharactersMessage, type FieldError } from '@aif/contracts';

/** Deeper than any request nests (a wizard save's document entries are 6 levels down). */
export const MAX_INPUT_DEPTH = 32;

/** A request value nested deeper than `MAX_INPUT_DEPTH`. */
export class InputTooDeepError extends Error {
  constructor() {
    super('input nested too deeply');
    this.name = 'InputTooDeepError';
  }
}

/**
 * The one rule every string a request carries must pass, wherever it arrives (a body's values and keys,
 * the query string, the route's params, a multipart field): no control characters, which PostgreSQL
 * refuses (NUL) or which no form can type. Tabs and line breaks pass here: a text area may hold them,
 * and each single-line field refuses them through its contracts schema (`text(max)`).
 *
 * Returns one error per offending string or key, with its dot-joined path from `base` ('applicants.0.name').
 * Walks iteratively, so no input can exhaust the stack; throws `InputTooDeepError` past `MAX_INPUT_DEPTH`.
 */
export function controlCharacterErrors(value: unknown, base: readonly string[] = []): FieldError[] {
  const errors: FieldError[] = [];
  // Depth-first in document order; a key is checked when its entry is visited.
  const stack: { value: unknown; path: readonly string[]; key?: string }[] = [{ value, path: base }];
  while (stack.length > 0) {
    const { value: v, path, key } = stack.pop()!;
    const keyMessage = key === undefined ? null : textCharactersMessage(key);
    if (keyMessage) errors.push({ path: path.join('.'), message: keyMessage });
    if (typeof v === 'string') {
      const message = textCharactersMessage(v, { multiLine: true });
      if (message) errors.push({ path: path.join('.'), message });
      continue;
    }
    if (v === null || typeof v !== 'object' || Buffer.isBuffer(v)) continue;
    if (path.length - base.length >= MAX_INPUT_DEPTH) throw new InputTooDeepError();
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [k, child] = entries[i]!;
      stack.push({ value: child, path: [...path, k], key: Array.isArray(v) ? undefined : k });
    }
  }
  return errors;
}

/**
 * Whether the query string of a raw request URL is well percent-encoded UTF-8. The query parser keeps a
 * malformed escape as it is; refusing it answers the caller plainly instead of searching for '%E0%A4'.
 */
export function isWellEncodedQuery(url: string): boolean {
  const q = url.indexOf('?');
  if (q < 0) return true;
  try {
    decodeURIComponent(url.slice(q + 1).replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}
