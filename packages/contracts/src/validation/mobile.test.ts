import {
  isIndianCountryCode,
  isValidMobile,
  loginMobileSchema,
  mobileMessage,
  normaliseCountryCode,
  optionalMobileMessage,
  signatoryMobileSchema,
} from './mobile';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('isValidMobile', () => {
  it('applies the Indian pattern to +91: 10 digits starting 2-9', () => {
    expect(isValidMobile('+91', '9876543210')).toBe(true);
    expect(isValidMobile('+91', '2000000000')).toBe(true);
    expect(isValidMobile('+91', '1876543210')).toBe(false);
    expect(isValidMobile('+91', '0876543210')).toBe(false);
    expect(isValidMobile('+91', '987654321')).toBe(false);
    expect(isValidMobile('+91', '98765432101')).toBe(false);
    expect(isValidMobile('91', '9876543210')).toBe(true);
    expect(isValidMobile('India: +91', '9876543210')).toBe(true);
  });

  it('accepts a valid US number and refuses an invalid one', () => {
    expect(isValidMobile('+1', '2015550123')).toBe(true);
    expect(isValidMobile('+1', '1234567890')).toBe(false);
  });

  it('refuses an invalid UK number and accepts a valid one', () => {
    expect(isValidMobile('+44', '12345')).toBe(false);
    expect(isValidMobile('+44', '7400123')).toBe(false);
    expect(isValidMobile('+44', '7400123456')).toBe(true);
  });

  it('refuses non-digits and a missing code', () => {
    expect(isValidMobile('+91', '98765 43210')).toBe(false);
    expect(isValidMobile('+91', '+919876543210')).toBe(false);
    expect(isValidMobile('', '9876543210')).toBe(false);
  });

  it('normalises calling codes', () => {
    expect(normaliseCountryCode(' +91 ')).toBe('+91');
    expect(normaliseCountryCode('United Kingdom: +44')).toBe('+44');
    expect(normaliseCountryCode('')).toBe('');
    expect(isIndianCountryCode('India: +91')).toBe(true);
    expect(isIndianCountryCode('+1')).toBe(false);
  });
});

describe('mobileMessage', () => {
  it('says required, invalid or nothing', () => {
    expect(mobileMessage('+91', '')).toBe('Mobile number is required');
    expect(mobileMessage('+91', '   ')).toBe('Mobile number is required');
    expect(mobileMessage('+91', '1234567890')).toBe('Invalid Mobile number');
    expect(mobileMessage('+91', '9234567890')).toBeNull();
    expect(optionalMobileMessage('+91', '')).toBeNull();
    expect(optionalMobileMessage('+91', '12')).toBe('Invalid Mobile number');
  });
});

describe('loginMobileSchema', () => {
  it('requires country code and mobile', () => {
    expect(issues(loginMobileSchema.safeParse({ countryCode: '', phone: '' }))).toEqual([
      'countryCode: Country Code is required',
      'phone: Mobile number is required',
    ]);
    expect(issues(loginMobileSchema.safeParse({}))).toEqual([
      'countryCode: Country Code is required',
      'phone: Mobile number is required',
    ]);
  });

  it('checks the number against the code', () => {
    expect(issues(loginMobileSchema.safeParse({ countryCode: '+91', phone: '1234567890' }))).toEqual([
      'phone: Invalid Mobile number',
    ]);
    expect(loginMobileSchema.parse({ countryCode: '+91', phone: ' 9876543210 ' })).toEqual({
      countryCode: '+91',
      phone: '9876543210',
    });
    expect(loginMobileSchema.safeParse({ countryCode: '+1', phone: '2015550123' }).success).toBe(true);
    expect(issues(loginMobileSchema.safeParse({ countryCode: '+44', phone: '12345' }))).toEqual([
      'phone: Invalid Mobile number',
    ]);
  });

  it('does not call a number invalid when the code is missing', () => {
    expect(issues(loginMobileSchema.safeParse({ countryCode: '', phone: '1' }))).toEqual([
      'countryCode: Country Code is required',
    ]);
  });
});

describe('signatoryMobileSchema', () => {
  it("uses the signatory wording 'Mobile Number is required'", () => {
    expect(issues(signatoryMobileSchema.safeParse({ countryCode: '+91', phone: '' }))).toEqual([
      'phone: Mobile Number is required',
    ]);
  });
});
