import { otpSchema } from './otp';

const msg = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('otpSchema', () => {
  it('accepts 6 digits', () => {
    expect(otpSchema.parse('012345')).toBe('012345');
    expect(otpSchema.parse(' 999999 ')).toBe('999999');
  });
  it.each([[''], ['12345'], ['1234567'], ['12a456'], [undefined], [123456]])(
    'refuses %p with Enter OTP',
    (v) => {
      expect(msg(otpSchema.safeParse(v))).toEqual(['Enter OTP']);
    },
  );
});
