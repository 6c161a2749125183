import { isValidName, makeNameSchema, nameSchema, normaliseName, optionalNameSchema } from './name';

const msg = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('nameSchema', () => {
  it('accepts letters and single spaces, trimmed', () => {
    expect(nameSchema.parse('  Asha Rani Verma ')).toBe('Asha Rani Verma');
    expect(isValidName('Ravi')).toBe(true);
  });
  it('strips apostrophes', () => {
    expect(nameSchema.parse("D'Souza")).toBe('DSouza');
    expect(normaliseName(' O’Brien ')).toBe('OBrien');
  });
  it('refuses digits, symbols and double spaces', () => {
    for (const bad of ['R2D2', 'Asha  Rani', 'A.K. Sharma', 'Jean-Luc']) {
      expect(msg(nameSchema.safeParse(bad))).toEqual(['Only letters and single spaces are allowed']);
    }
  });
  it('requires a name', () => {
    expect(msg(nameSchema.safeParse(''))).toEqual(['Name is required']);
    expect(msg(nameSchema.safeParse("''"))).toEqual(['Name is required']);
    expect(msg(nameSchema.safeParse(undefined))).toEqual(['Name is required']);
  });
  it('takes screen-specific wording', () => {
    const s = makeNameSchema({ required: 'Required Name!' });
    expect(msg(s.safeParse(''))).toEqual(['Required Name!']);
  });
  it('has an optional variant', () => {
    expect(optionalNameSchema.parse(undefined)).toBe('');
    expect(msg(optionalNameSchema.safeParse('M0ther'))).toEqual([
      'Only letters and single spaces are allowed',
    ]);
  });
});
