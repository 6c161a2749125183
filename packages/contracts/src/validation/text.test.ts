import fc from 'fast-check';
import { z } from 'zod';
import * as contracts from '../index';
import { WIZARD_SAVE_STEPS, wizardStepSchemaFor } from '../api/application-wizard';
import { ctxOf, errorsOf } from '../wizard/test-helpers';
import { MESSAGES } from './messages';
import {
  cleanProviderText,
  formText,
  list,
  optionalNumberish,
  text,
  TEXT_LIMITS,
  textCharactersMessage,
} from './text';

/** Every code point the rule refuses in any text: C0 but tab/LF/CR, DEL, C1. */
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => i).filter((c) => ![0x09, 0x0a, 0x0d].includes(c)),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i),
].map((c) => String.fromCharCode(c));

describe('text(max)', () => {
  it('trims and accepts up to max characters, counting as zod does', () => {
    expect(text(5).parse('  abcde  ')).toBe('abcde');
    expect(text(5).safeParse('abcdef').error?.issues[0]?.message).toBe('Maximum 5 characters allowed');
    expect(MESSAGES.textTooLong(TEXT_LIMITS.name)).toBe('Maximum 100 characters allowed');
  });

  it.each(CONTROLS.map((c) => [c.charCodeAt(0).toString(16), c]))(
    'refuses control character U+%s anywhere, single-line or multi-line',
    (_hex, c) => {
      for (const multiLine of [false, true]) {
        const r = text(50, { multiLine }).safeParse(`ab${c}cd`);
        expect(r.error?.issues[0]?.message).toBe(MESSAGES.textControlCharacters);
      }
    },
  );

  it('refuses a lone surrogate but keeps a surrogate pair (emoji, astral scripts)', () => {
    expect(textCharactersMessage('a\uD800b')).toBe(MESSAGES.textControlCharacters);
    expect(textCharactersMessage('a\uDC00')).toBe(MESSAGES.textControlCharacters);
    expect(text(10).parse('नमस्ते 😀')).toBe('नमस्ते 😀');
  });

  it('refuses tabs and line breaks inside a single-line field, allows them in multi-line text', () => {
    for (const c of ['\t', '\n', '\r']) {
      expect(text(50).safeParse(`a${c}b`).error?.issues[0]?.message).toBe(MESSAGES.textLineBreaks);
      expect(text(50, { multiLine: true }).parse(`a${c}b`)).toBe(`a${c}b`);
    }
    // At the ends they are only whitespace: trimmed away, as a pasted value would be.
    expect(text(50).parse('\tname\r\n')).toBe('name');
  });

  it('uses the field’s own message for its limit when the specification words one', () => {
    expect(text(3, { tooLong: 'Invalid Tax ID' }).safeParse('abcd').error?.issues[0]?.message).toBe(
      'Invalid Tax ID',
    );
  });

  it('formText reads null and undefined as blank', () => {
    expect(formText(5).parse(null)).toBe('');
    expect(formText(5).parse(undefined)).toBe('');
    expect(formText(5).safeParse('abcdef').success).toBe(false);
  });

  it('optionalNumberish bounds the text of a number being typed', () => {
    expect(optionalNumberish().parse(12)).toBe(12);
    expect(optionalNumberish().parse('1,00,000')).toBe('1,00,000');
    expect(optionalNumberish().safeParse('9'.repeat(TEXT_LIMITS.code + 1)).error?.issues[0]?.message).toBe(
      MESSAGES.textTooLong(TEXT_LIMITS.code),
    );
  });

  it('list(item, max) caps a list with "Maximum N entries allowed"', () => {
    expect(list(z.string(), 2).safeParse(['a', 'b', 'c']).error?.issues[0]?.message).toBe(
      'Maximum 2 entries allowed',
    );
  });

  it('is property-checked: any string parses or names its first broken rule', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.boolean(), (s, multiLine) => {
        const r = text(20, { multiLine }).safeParse(s);
        const t = s.trim();
        if (r.success) {
          expect(r.data).toBe(t);
          expect(t.length).toBeLessThanOrEqual(20);
          expect(textCharactersMessage(t, { multiLine })).toBeNull();
        } else {
          expect([
            MESSAGES.textControlCharacters,
            MESSAGES.textLineBreaks,
            MESSAGES.textTooLong(20),
          ]).toContain(r.error.issues[0]?.message);
        }
      }),
      { seed: 20_260_615 },
    );
  });
});

describe('cleanProviderText (registry values: 0-product-decisions §12)', () => {
  it('turns control characters into spaces, trims and cuts to the limit', () => {
    expect(cleanProviderText(' K.\u0000RAMESH\r\n ', 100)).toBe('K. RAMESH');
    expect(cleanProviderText('abcdef', 3)).toBe('abc');
    expect(cleanProviderText(null, 3)).toBeNull();
  });
  it('never cuts inside a surrogate pair', () => {
    expect(cleanProviderText('ab😀', 3)).toBe('ab');
  });
  it('always gives a value text(max) accepts', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (s) => {
        expect(text(20).safeParse(cleanProviderText(s, 20)).success).toBe(true);
      }),
      { seed: 20_260_615 },
    );
  });
});

describe('limits of the specification', () => {
  it('AML comments: at most 1024 characters (doc 2 §9), line breaks allowed in the text area', () => {
    const base = { panVerificationToken: 't', amlAcknowledgement: true as const };
    const ok = contracts.acknowledgeAmlRequestSchema.safeParse({
      ...base,
      amlComments: `line 1\nline 2 ${'x'.repeat(1000)}`,
    });
    expect(ok.success).toBe(true);
    const long = contracts.acknowledgeAmlRequestSchema.safeParse({ ...base, amlComments: 'x'.repeat(1025) });
    expect(errorsOf(long)).toEqual({ amlComments: 'Maximum 1024 characters allowed' });
  });

  it('tax ID: at most 20, "Invalid Tax ID" (doc 1 §5), before the general cap', () => {
    const fatca = contracts.fatcaIndividualStepSchema(ctxOf());
    const applicant = {
      id: 'a1',
      typeOfAddressProvidedAtKRA: 'Residential',
      placeOfBirth: 'Mumbai',
      countryOfBirth: 'India',
      countryOfNationality: 'India',
      taxResidentOfAnyCountryOtherThanIndia: true,
      taxCountryName: 'Singapore',
      idType: 'TIN',
    };
    const r = fatca.safeParse({ applicants: [{ ...applicant, taxID: 'A'.repeat(21) }] });
    expect(errorsOf(r)['applicants.0.taxID']).toBe(MESSAGES.taxIdInvalid);
  });

  it('formatted fields keep their own message for any realistic length', () => {
    expect(errorsOf(contracts.panSchema.safeParse('ABCDE12345X'))).toEqual({ '': MESSAGES.panLength });
    expect(errorsOf(contracts.panSchema.safeParse('A'.repeat(500)))).toEqual({ '': MESSAGES.panLength });
    expect(errorsOf(contracts.nameSchema.safeParse('A'.repeat(101)))).toEqual({
      '': 'Maximum 100 characters allowed',
    });
    expect(errorsOf(contracts.nameSchema.safeParse('A\u0000B'))).toEqual({
      '': MESSAGES.textControlCharacters,
    });
  });

  it('the reject reason: a text area of at most 1024 characters', () => {
    expect(contracts.rejectRequestSchema.parse({ reason: ' Missing\nproof ' }).reason).toBe('Missing\nproof');
    expect(errorsOf(contracts.rejectRequestSchema.safeParse({ reason: 'x'.repeat(1025) }))).toEqual({
      reason: 'Maximum 1024 characters allowed',
    });
  });
});

// ------------------------------------------------------------------- every input schema is bounded

type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  enum?: unknown[];
  const?: unknown;
  maxItems?: number;
  [k: string]: unknown;
};

/** Paths of string nodes without maxLength (or enum/const), and of arrays without maxItems. */
function unbounded(node: unknown, path = '$', out: string[] = []): string[] {
  if (!node || typeof node !== 'object') return out;
  const n = node as JsonSchema;
  const types = Array.isArray(n.type) ? n.type : n.type ? [n.type] : [];
  if (types.includes('string') && n.maxLength === undefined && n.enum === undefined && n.const === undefined)
    out.push(path);
  if (types.includes('array') && n.maxItems === undefined) out.push(`${path}[]`);
  for (const [k, v] of Object.entries(n)) {
    if (Array.isArray(v)) v.forEach((x, i) => unbounded(x, `${path}.${k}.${i}`, out));
    else if (typeof v === 'object') unbounded(v, `${path}.${k}`, out);
  }
  return out;
}

const jsonOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref' }) as JsonSchema;

/**
 * The request schemas, found by name (`*RequestSchema`, `*QuerySchema`, `*ParamsSchema`, the sealed
 * envelope), so a request schema added later is checked without touching this test.
 */
function requestSchemas(): [string, z.ZodType][] {
  const out: [string, z.ZodType][] = [];
  for (const [name, value] of Object.entries(contracts)) {
    if (!/(Request|Query|Params)Schema$/.test(name) && name !== 'sealedEnvelopeSchema') continue;
    const schema = typeof value === 'function' ? (value as (o?: unknown) => z.ZodType)() : value;
    if (schema instanceof z.ZodType) out.push([name, schema]);
  }
  return out;
}

describe('every input schema bounds every text and list', () => {
  it('finds the request schemas by name', () => {
    expect(requestSchemas().map(([n]) => n)).toEqual(
      expect.arrayContaining([
        'verifyPanRequestSchema',
        'acknowledgeAmlRequestSchema',
        'applicationUpdateRequestSchema',
        'rejectRequestSchema',
        'pennyDropRequestSchema',
        'applicationListQuerySchema',
        'consentListQuerySchema',
        'fileIdParamsSchema',
      ]),
    );
  });

  it.each(requestSchemas())('%s', (_name, schema) => {
    expect(unbounded(jsonOf(schema))).toEqual([]);
  });

  const ctx = {
    ...ctxOf(),
    documentMaster: {},
    documentApplication: { applicationType: 'individual' as const, applicants: [] },
    uboMaster: [],
  };
  it.each(WIZARD_SAVE_STEPS.map((s) => [s]))('wizard step %s', (step) => {
    expect(unbounded(jsonOf(wizardStepSchemaFor(step, ctx)))).toEqual([]);
  });

  // Entity applications have their own contributor and contact schemas (doc 2 §2).
  const entityCtx = {
    ...ctx,
    applicationType: 'non_individual' as const,
    fatcaQuestions: [],
    documentApplication: { applicationType: 'non_individual' as const, applicants: [] },
  };
  it.each(WIZARD_SAVE_STEPS.map((s) => [s]))('entity wizard step %s', (step) => {
    expect(unbounded(jsonOf(wizardStepSchemaFor(step, entityCtx)))).toEqual([]);
  });

  it.each([
    ['loginMobileSchema', contracts.loginMobileSchema],
    ['onboardingContactSchema', contracts.onboardingContactSchema],
    ['supportNumberSchema', contracts.supportNumberSchema],
    ['whitelistUserSchema', contracts.whitelistUserSchema],
    ['loginSendOtpSchema', contracts.loginSendOtpSchema],
    ['loginVerifyOtpSchema', contracts.loginVerifyOtpSchema],
    ['esignVerifyOtpSchema', contracts.esignVerifyOtpSchema],
    ['esignCallbackSchema', contracts.esignCallbackSchema],
    ['signatoryFormSchema', contracts.signatoryFormSchema({ fundType: 'msar', others: [] })],
    ['entityContributorStepSchema', contracts.entityContributorStepSchema(ctxOf())],
    ['entityContactStepSchema', contracts.entityContactStepSchema(ctxOf())],
    ['panDobSchema', contracts.panDobSchema({ onboardingType: 'normal' })],
    ['otpSchema', contracts.otpSchema],
    ['outboxQuerySchema', contracts.outboxQuerySchema],
  ] as [string, z.ZodType][])('form and body schema %s', (_name, schema) => {
    expect(unbounded(jsonOf(schema))).toEqual([]);
  });
});
