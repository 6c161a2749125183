import fc from 'fast-check';

/**
 * Generators of bad input for the fuzz suite, driven by the JSON schemas the running app publishes
 * (OpenAPI from the contracts' zod schemas). `plausible` gives values a field might receive, valid or not;
 * `broken` gives a value its schema (or the input guard) certainly refuses, so a request carrying one
 * must be refused whatever else it holds, and may never store anything.
 */

/** A JSON schema node as @fastify/swagger writes it (OpenAPI 3.0: `nullable` instead of a null type). */
export interface SchemaNode {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  default?: unknown;
}

const CONTROL = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
  // A lone surrogate is no character at all.
  '\uD83D',
  '\uDC00',
];

/** A string the input guard refuses wherever it appears (a control character inside). */
export const controlString = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 8 }))
  .map(([a, c, b]) => `${a}${c}${b}`);

/**
 * Strings that try the edges of every text field but its characters (control characters are `broken`'s:
 * the input guard refuses them before anything else could be tried).
 */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '   \t ',
    '../../../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '..\\..\\windows\\win.ini',
    '%00',
    '%E0%A4%A',
    "' OR 1=1 --",
    '"; drop table applications; --',
    '<script>alert(1)</script>',
    '${7*7}{{7*7}}',
    '__proto__',
    'constructor',
    'prototype',
    'NaN',
    'Infinity',
    '-1',
    '-0',
    '1e309',
    '9007199254740993',
    '0x10',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '😀👨‍👩‍👧‍👦',
    'नमस्ते दुनिया',
    'مرحبا بالعالم',
    '\u202eevil',
    'e\u0301\u0301\u0301',
    '\uFEFFbom',
    'ABCPE1234F',
    'AMLPE1234F',
    'ERRPE1234F',
    'abc@example.com',
    '+91',
    '9000000001',
    '01/01/1990',
    '1990-02-30',
    '9999-12-31',
    'HDFC0000001',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.uuid(),
  fc.integer({ min: 1, max: 5 }).map((k) => 'x'.repeat(k * 1000)),
);

/**
 * Ids of records the database holds (schemes, plans, applicants, users...), set once the fuzz's database
 * is up: a body naming real records gets past "not found" to the rules behind it.
 */
const knownIds: string[] = [];
export function setKnownIds(ids: readonly string[]): void {
  knownIds.splice(0, knownIds.length, ...ids);
}
const knownId = fc.constant(null).chain(() => (knownIds.length ? fc.constantFrom(...knownIds) : fc.uuid()));

/** Strings a form could send: often valid for some field, so a request gets past its first checks. */
export const realisticString: fc.Arbitrary<string> = fc.oneof(
  knownId,
  fc.constantFrom(
    'ABCPE1234F',
    'AAACS1234C',
    'Ravi Kumar',
    'K. RAMESH',
    'ravi@example.com',
    '+91',
    'India: +91',
    '9876543210',
    '1990-01-01',
    '01/01/1990',
    '400001',
    'INDIA',
    'INDIAN',
    'Male',
    'Individual',
    'NRI',
    'Others',
    'Salaried',
    'Savings',
    'HDFC0000001',
    '123456789012',
    'cdsl',
    'nsdl',
    'IN123456',
    '12345678',
    'Mumbai',
    'Flat 1, MG Road',
    'pan',
    'ubo',
    'yes',
    'no',
    '100',
    '50.5',
    '0',
    'Mother',
    'saveForLater',
    'saveAndProceed',
  ),
  fc.stringMatching(/^[A-Za-z0-9 ]{1,20}$/),
  fc.uuid(),
);

/** Numbers at the edges: negative, zero, huge, fractional, past the safe integers. */
export const nastyNumber = fc.oneof(
  fc.constantFrom(-1, 0, 1, -0.5, 0.1, 1.5, 1e15, 1e300, -1e300, 2 ** 31, 2 ** 53, 2 ** 63, Number.MAX_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, nested a little, with keys that try prototype pollution. */
export const junk: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    tie('object'),
  ),
  object: fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString'),
          fc.string({ maxLength: 10 }),
        ),
        tie('value'),
      ),
      { maxLength: 4 },
    )
    .map(objectOf),
}))['value'];

/** An object with these entries as own properties (a '__proto__' key included, as JSON.parse would). */
export function objectOf(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries)
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  return out;
}

const typesOf = (n: SchemaNode): string[] => (Array.isArray(n.type) ? n.type : n.type ? [n.type] : []);

/** A value this schema might receive: often valid, often not. */
export function plausible(node: SchemaNode | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!node || depth > 6) return junk;
  const options: fc.Arbitrary<unknown>[] = [];
  const branches = node.anyOf ?? node.oneOf;
  if (branches?.length) options.push(fc.oneof(...branches.map((b) => plausible(b, depth + 1))));
  if (node.allOf?.length) options.push(plausible(node.allOf[0], depth + 1));
  if (node.enum?.length) options.push(fc.constantFrom(...node.enum));
  if (node.const !== undefined) options.push(fc.constant(node.const));
  for (const t of typesOf(node)) {
    if (t === 'string')
      options.push(
        fc.oneof({ arbitrary: realisticString, weight: 3 }, { arbitrary: nastyString, weight: 1 }),
      );
    if (t === 'integer')
      options.push(
        fc.oneof(
          { arbitrary: fc.integer({ min: -3, max: 50 }), weight: 3 },
          { arbitrary: nastyNumber, weight: 1 },
        ),
      );
    if (t === 'number') options.push(nastyNumber);
    if (t === 'boolean') options.push(fc.boolean());
    if (t === 'null') options.push(fc.constant(null));
    if (t === 'array') options.push(fc.array(plausible(node.items, depth + 1), { maxLength: 3 }));
    if (t === 'object') options.push(plausibleObject(node, depth));
  }
  if (node.nullable) options.push(fc.constant(null));
  if (options.length === 0) return junk;
  // Now and then the wrong kind of value altogether.
  return fc.oneof({ arbitrary: fc.oneof(...options), weight: 9 }, { arbitrary: junk, weight: 1 });
}

function plausibleObject(node: SchemaNode, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(node.properties ?? {});
  const known = props.map(([k, s]) =>
    fc.option(
      plausible(s, depth + 1).map((v) => [k, v] as const),
      { nil: undefined, freq: (node.required ?? []).includes(k) ? 8 : 2 },
    ),
  );
  const extra = fc.array(fc.tuple(fc.string({ maxLength: 12 }), junk), { maxLength: 2 });
  return fc
    .tuple(fc.tuple(...known), extra)
    .map(([k, e]) => objectOf([...k.filter((x): x is readonly [string, unknown] => x !== undefined), ...e]));
}

/**
 * A value this schema certainly refuses, or the input guard does (a control character), so the request
 * must be refused. Structured where the schema says how: a required field missing, a string past its
 * maxLength, a value outside its enum or range, the wrong type, one broken leaf deep inside an object.
 */
export function broken(node: SchemaNode | undefined, depth = 0): fc.Arbitrary<unknown> {
  const anywhere = controlString as fc.Arbitrary<unknown>;
  if (!node || depth > 6) return anywhere;
  const types = typesOf(node);
  const options: fc.Arbitrary<unknown>[] = [];
  if (node.enum?.length && types.every((t) => t === 'string'))
    options.push(fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !node.enum!.includes(s)));
  if (types.includes('string') && node.maxLength !== undefined && !node.enum)
    options.push(fc.integer({ min: 1, max: 2000 }).map((k) => 'y'.repeat(node.maxLength! + k)));
  if (types.length === 1 && !node.anyOf && !node.oneOf && !node.nullable) {
    const t = types[0];
    if (t === 'object') {
      options.push(fc.oneof(fc.array(junk, { maxLength: 2 }), fc.integer(), fc.boolean()));
      const props = Object.entries(node.properties ?? {});
      const required = node.required ?? [];
      if (props.length > 0) {
        options.push(
          fc
            .tuple(plausibleObject(node, depth), fc.constantFrom(...props))
            .chain(([base, [key, schema]]) =>
              broken(schema, depth + 1).map((bad) =>
                objectOf([...Object.entries(base).filter(([k]) => k !== key), [key, bad]]),
              ),
            ),
        );
      }
      if (required.length > 0) {
        options.push(
          fc
            .tuple(plausibleObject(node, depth), fc.constantFrom(...required))
            .map(([base, key]) => objectOf(Object.entries(base).filter(([k]) => k !== key))),
        );
      }
    }
    if (t === 'array') {
      options.push(fc.oneof(fc.constant('not a list'), fc.constant({ 0: 'a' })));
      if (node.items)
        options.push(
          fc
            .tuple(
              fc.array(plausible(node.items, depth + 1), { maxLength: 2 }),
              broken(node.items, depth + 1),
            )
            .map(([xs, bad]) => [...xs, bad]),
        );
      if (node.maxItems !== undefined && node.maxItems < 200)
        options.push(fc.constant(Array.from({ length: node.maxItems + 1 }, () => null)));
    }
    if (t === 'integer' || t === 'number') {
      options.push(fc.constantFrom('12', 'abc', true, [], {}));
      if (t === 'integer') options.push(fc.constantFrom(1.5, -0.25));
      if (node.minimum !== undefined && Number.isFinite(node.minimum - 1))
        options.push(fc.constant(node.minimum - 1));
      if (node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER)
        options.push(fc.constant(node.maximum + 1));
    }
    if (t === 'boolean') options.push(fc.constantFrom('true', 1, 0, 'yes'));
    if (t === 'string' && node.minLength) options.push(fc.constant(''));
  }
  // The schema's own refusals first; a control character (the input guard's) now and then.
  if (options.length === 0) return anywhere;
  return fc.oneof({ arbitrary: fc.oneof(...options), weight: 4 }, { arbitrary: anywhere, weight: 1 });
}

/**
 * Percent-encodes as a browser would; a lone surrogate (which encodeURIComponent refuses) is written as
 * the bytes of its would-be UTF-8, which is no UTF-8 at all: the server must refuse the malformed escape.
 */
export function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...s]
      .map((ch) => {
        const c = ch.charCodeAt(0);
        if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff)
          return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('');
        return encodeURIComponent(ch);
      })
      .join('');
  }
}

/** A query string: the declared parameters with plausible or broken values, extra keys, bad escapes. */
export function queryString(params: readonly { name: string; schema?: SchemaNode }[]): fc.Arbitrary<string> {
  const enc = encode;
  const pair = (name: string, schema?: SchemaNode) =>
    fc
      .oneof({ arbitrary: plausible(schema), weight: 4 }, { arbitrary: broken(schema), weight: 1 })
      .map((v) => `${enc(name)}=${enc(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`);
  const declared = params.map((p) => fc.option(pair(p.name, p.schema), { nil: undefined, freq: 2 }));
  const extras = fc.array(
    fc.oneof(
      fc.constantFrom(
        '__proto__[polluted]=1',
        'constructor[prototype][polluted]=1',
        'page=1&page=2',
        'a[b][c][d]=1',
        'search=%E0%A4%A',
        '%zz=1',
        'status[]=draft',
        '=',
        '&&&',
        'x=%00',
      ),
      fc.tuple(nastyString, nastyString).map(([k, v]) => `${enc(k)}=${enc(v)}`),
    ),
    { maxLength: 2 },
  );
  // Mostly the declared parameters alone; junk keys and bad escapes in one request of four.
  return fc
    .tuple(
      fc.tuple(...declared),
      fc.oneof({ arbitrary: fc.constant([]), weight: 3 }, { arbitrary: extras, weight: 1 }),
    )
    .map(([d, e]) => [...d.filter((x): x is string => x !== undefined), ...e].join('&'));
}

/** A route parameter: an id that does not exist, a malformed one, or an attack on the path. */
export const badId: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.uuid(), weight: 2 },
  { arbitrary: fc.constant('00000000-0000-0000-0000-000000000000'), weight: 1 },
  { arbitrary: nastyString.filter((s) => s.length > 0), weight: 2 },
);
