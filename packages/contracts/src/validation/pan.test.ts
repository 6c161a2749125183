import fc from 'fast-check';
import {
  entityPanSchema,
  individualPanSchema,
  isIndividualPan,
  minorPanMessage,
  optionalPanSchema,
  panMessage,
  panSchema,
  signatoryPanSchema,
  validatePanFormat,
} from './pan';

const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('panSchema', () => {
  it('requires a PAN', () => {
    expect(issues(panSchema.safeParse(''))).toEqual(['PAN is required']);
    expect(issues(panSchema.safeParse('   '))).toEqual(['PAN is required']);
    expect(issues(panSchema.safeParse(undefined))).toEqual(['PAN is required']);
    expect(issues(panSchema.safeParse(null))).toEqual(['PAN is required']);
  });

  it('requires exactly 10 characters', () => {
    expect(issues(panSchema.safeParse('ABCPE1234'))).toEqual(['PAN must be exactly 10 characters']);
    expect(issues(panSchema.safeParse('ABCPE1234FF'))).toEqual(['PAN must be exactly 10 characters']);
  });

  it('applies the individual format when the 4th character is P', () => {
    expect(panSchema.parse('abcpe1234f')).toBe('ABCPE1234F');
    expect(issues(panSchema.safeParse('ABCP11234F'))).toEqual(['Invalid PAN']);
    expect(issues(panSchema.safeParse('ABCPE12345'))).toEqual(['Invalid PAN']);
  });

  it('applies the entity format otherwise', () => {
    expect(panSchema.parse(' ABCDE1234F ')).toBe('ABCDE1234F');
    expect(panSchema.parse('AAACB1234C')).toBe('AAACB1234C');
    expect(issues(panSchema.safeParse('ABC1E1234F'))).toEqual(['Invalid PAN']);
    expect(issues(panSchema.safeParse('ABCDE12G4F'))).toEqual(['Invalid PAN']);
  });

  it('gives exactly one message', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (s) => {
        const r = panSchema.safeParse(s);
        expect(r.success ? 0 : issues(r).length).toBe(r.success ? 0 : 1);
      }),
    );
  });
});

describe('individualPanSchema (minor onboarding)', () => {
  it('accepts an individual PAN only', () => {
    expect(individualPanSchema.parse('ABCPE1234F')).toBe('ABCPE1234F');
    expect(issues(individualPanSchema.safeParse('ABCDE1234F'))).toEqual(['Invalid PAN']);
    expect(issues(individualPanSchema.safeParse(''))).toEqual(['PAN is required']);
    expect(issues(individualPanSchema.safeParse('ABCPE'))).toEqual(['PAN must be exactly 10 characters']);
  });
});

describe('entityPanSchema', () => {
  it('accepts an entity PAN only', () => {
    expect(entityPanSchema.parse('AAACB1234C')).toBe('AAACB1234C');
    expect(issues(entityPanSchema.safeParse('ABCPE1234F'))).toEqual(['Invalid PAN']);
  });
});

describe('signatoryPanSchema', () => {
  it('says an entity PAN is not allowed', () => {
    expect(issues(signatoryPanSchema.safeParse('AAACB1234C'))).toEqual(['Only individual PANs are allowed']);
    expect(signatoryPanSchema.parse('abcpe1234f')).toBe('ABCPE1234F');
    expect(issues(signatoryPanSchema.safeParse('ABC'))).toEqual(['PAN must be exactly 10 characters']);
  });
});

describe('optionalPanSchema', () => {
  it('allows empty, otherwise checks', () => {
    expect(optionalPanSchema.parse('')).toBe('');
    expect(optionalPanSchema.parse('abcpe1234f')).toBe('ABCPE1234F');
    expect(issues(optionalPanSchema.safeParse('ABCPE123'))).toEqual(['PAN must be exactly 10 characters']);
  });
});

describe('PAN helpers', () => {
  it('validatePanFormat by kind', () => {
    expect(validatePanFormat('ABCPE1234F', 'any')).toBe(true);
    expect(validatePanFormat('ABCPE1234F', 'individual')).toBe(true);
    expect(validatePanFormat('ABCPE1234F', 'entity')).toBe(false);
    expect(validatePanFormat('AAACB1234C', 'entity')).toBe(true);
    expect(validatePanFormat('AAACB1234C', 'individual')).toBe(false);
    expect(validatePanFormat('abcpe1234f')).toBe(true);
    expect(validatePanFormat('ABCPE1234')).toBe(false);
  });

  it('isIndividualPan reads the 4th character', () => {
    expect(isIndividualPan('ABCPE1234F')).toBe(true);
    expect(isIndividualPan('abcpe1234f')).toBe(true);
    expect(isIndividualPan('ABCCE1234F')).toBe(false);
    expect(isIndividualPan('')).toBe(false);
  });

  it('panMessage mirrors the schema', () => {
    expect(panMessage('')).toBe('PAN is required');
    expect(panMessage('ABCPE1234F')).toBeNull();
    expect(panMessage('AAACB1234C', 'individual')).toBe('Invalid PAN');
  });

  it('refuses a minor PAN equal to the guardian PAN', () => {
    expect(minorPanMessage('abcpe1234f', 'ABCPE1234F')).toBe('Minor Pan should not be same as Guardian Pan');
    expect(minorPanMessage('ABCPE1234F', 'ABCPE1234G')).toBeNull();
    expect(minorPanMessage('', '')).toBeNull();
  });
});
