import {
  contactEmailSchema,
  emailSchema,
  entityEmailSchema,
  isValidEmail,
  minorEmailSchema,
  signatoryEmailSchema,
} from './email';

const msg = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('email', () => {
  it('recognises addresses', () => {
    for (const ok of ['a@b.co', 'first.last+tag@example.co.in', 'x_y@sub.domain.org'])
      expect(isValidEmail(ok)).toBe(true);
    for (const bad of [
      '',
      'plain',
      'a@b',
      'a@b.c',
      'a..b@c.com',
      '.a@b.com',
      'a@-b.com',
      'a b@c.com',
      'a@b.com.',
    ]) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('onboarding entry: Email Id is required / Invalid Email Id', () => {
    expect(msg(emailSchema.safeParse(''))).toEqual(['Email Id is required']);
    expect(msg(emailSchema.safeParse(undefined))).toEqual(['Email Id is required']);
    expect(msg(emailSchema.safeParse('nope'))).toEqual(['Invalid Email Id']);
    expect(emailSchema.parse(' a@b.co ')).toBe('a@b.co');
  });

  it('entity and contact step: Email is required / invalid Email ID', () => {
    expect(msg(entityEmailSchema.safeParse(''))).toEqual(['Email is required']);
    expect(msg(entityEmailSchema.safeParse('nope'))).toEqual(['invalid Email ID']);
    expect(contactEmailSchema).toBe(entityEmailSchema);
  });

  it('signatory: Email ID is required / invalid Email ID', () => {
    expect(msg(signatoryEmailSchema.safeParse(''))).toEqual(['Email ID is required']);
    expect(msg(signatoryEmailSchema.safeParse('x@'))).toEqual(['invalid Email ID']);
  });

  it('minor: optional, Invalid Email ID', () => {
    expect(minorEmailSchema.parse(undefined)).toBe('');
    expect(minorEmailSchema.parse('')).toBe('');
    expect(msg(minorEmailSchema.safeParse('x@'))).toEqual(['Invalid Email ID']);
  });
});
