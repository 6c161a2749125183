import {
  ckycSchema,
  dematMessages,
  dinDpinSchema,
  joinSourceOfFunds,
  splitSourceOfFunds,
  taxIdSchema,
  uboCkycSchema,
  alphaNumericMessage,
} from './kyc';

const msg = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('ckycSchema', () => {
  it('is optional, 14 digits when given', () => {
    expect(ckycSchema.parse('')).toBe('');
    expect(ckycSchema.parse(undefined)).toBe('');
    expect(ckycSchema.parse('12345678901234')).toBe('12345678901234');
    expect(msg(ckycSchema.safeParse('1234567890123'))).toEqual(['Invalid CKYC No']);
    expect(msg(ckycSchema.safeParse('123456789012345'))).toEqual(['Invalid CKYC No']);
    expect(msg(ckycSchema.safeParse('1234567890123A'))).toEqual(['Invalid CKYC No']);
  });
});

describe('uboCkycSchema', () => {
  it('checks the length, then digits', () => {
    expect(uboCkycSchema.parse('12345678901234')).toBe('12345678901234');
    expect(msg(uboCkycSchema.safeParse('123'))).toEqual(['Invalid CKYC Number']);
    expect(msg(uboCkycSchema.safeParse('1234567890123A'))).toEqual(['CKYC Number allows only digits']);
    expect(uboCkycSchema.parse(null)).toBe('');
  });
});

describe('dematMessages', () => {
  it('NSDL: DP ID IN + 6 digits, CL ID 8 digits', () => {
    expect(dematMessages('nsdl', { dpId: 'IN123456', clId: '12345678' })).toEqual({});
    expect(dematMessages('nsdl', { dpId: 'in123456', clId: '12345678' })).toEqual({});
    expect(dematMessages('nsdl', { dpId: 'IX123456', clId: '1234567' })).toEqual({
      dpId: 'Invalid DP ID',
      clId: 'Invalid CL ID',
    });
  });
  it('CDSL: DPCL ID 16 digits, or 8 as well when legacy lengths apply', () => {
    expect(dematMessages('cdsl', { dpId: '1234567890123456' })).toEqual({});
    expect(dematMessages('cdsl', { dpId: '12345678' })).toEqual({ dpId: 'Invalid DPCL ID' });
    expect(dematMessages('cdsl', { dpId: '12345678' }, { legacyDpclLength: true })).toEqual({});
    expect(dematMessages('cdsl', { dpId: '123456789012' }, { legacyDpclLength: true })).toEqual({
      dpId: 'Invalid DPCL ID',
    });
  });
  it('none needs nothing', () => {
    expect(dematMessages('none', {})).toEqual({});
    expect(dematMessages(null, {})).toEqual({});
  });
});

describe('taxIdSchema', () => {
  it('is required, at most 20 characters', () => {
    expect(taxIdSchema.parse('ab-123/45')).toBe('AB-123/45');
    expect(taxIdSchema.parse('A'.repeat(20))).toBe('A'.repeat(20));
    expect(msg(taxIdSchema.safeParse('A'.repeat(21)))).toEqual(['Invalid Tax ID']);
    expect(msg(taxIdSchema.safeParse('AB 12'))).toEqual(['Invalid Tax ID']);
    expect(msg(taxIdSchema.safeParse(''))).toEqual(['Tax ID is required']);
  });
});

describe('dinDpinSchema', () => {
  it('is optional, 8 digits when given', () => {
    expect(dinDpinSchema.parse('')).toBe('');
    expect(dinDpinSchema.parse('01234567')).toBe('01234567');
    expect(msg(dinDpinSchema.safeParse('1234567'))).toEqual(['Invalid value for DIN / DPIN']);
  });
});

describe('misc KYC helpers', () => {
  it('joins source of funds with *', () => {
    expect(joinSourceOfFunds(['savings', 'gift', ''])).toBe('savings*gift');
    expect(splitSourceOfFunds('savings*gift')).toEqual(['savings', 'gift']);
    expect(splitSourceOfFunds(null)).toEqual([]);
  });
  it('flags special characters', () => {
    expect(alphaNumericMessage('ABC123')).toBeNull();
    expect(alphaNumericMessage('ABC-123')).toBe('Special characters are not allowed');
  });
});
