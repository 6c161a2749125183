import {
  accountNumberSchema,
  bankVerifyMessage,
  ifscSchema,
  isValidIfsc,
  optionalSwiftSchema,
  swiftSchema,
} from './bank';

const msg = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('ifscSchema', () => {
  it('wants 4 letters, 0, 6 letters or digits', () => {
    expect(ifscSchema.parse(' sbin0001234 ')).toBe('SBIN0001234');
    expect(ifscSchema.parse('HDFC0ABC123')).toBe('HDFC0ABC123');
    expect(isValidIfsc('SBIN1001234')).toBe(false);
    expect(msg(ifscSchema.safeParse('SBIN000123'))).toEqual(['Invalid IFSC Code']);
    expect(msg(ifscSchema.safeParse('SB1N0001234'))).toEqual(['Invalid IFSC Code']);
    expect(msg(ifscSchema.safeParse(''))).toEqual(['IFSC Code is required']);
  });
});

describe('accountNumberSchema', () => {
  it('wants 9 to 18 digits', () => {
    expect(accountNumberSchema.parse('123456789')).toBe('123456789');
    expect(accountNumberSchema.parse('123456789012345678')).toBe('123456789012345678');
    expect(msg(accountNumberSchema.safeParse('12345678'))).toEqual(['Invalid Account Number']);
    expect(msg(accountNumberSchema.safeParse('1234567890123456789'))).toEqual(['Invalid Account Number']);
    expect(msg(accountNumberSchema.safeParse('12345678A'))).toEqual(['Invalid Account Number']);
    expect(msg(accountNumberSchema.safeParse(''))).toEqual(['Account Number is required']);
  });
});

describe('SWIFT', () => {
  it('is required for FCNR and has 8 or 11 characters', () => {
    expect(swiftSchema.parse('sbininbb')).toBe('SBININBB');
    expect(swiftSchema.parse('SBININBB104')).toBe('SBININBB104');
    expect(msg(swiftSchema.safeParse(''))).toEqual(['SWIFT Code is required']);
    expect(msg(swiftSchema.safeParse('SBININB'))).toEqual(['Invalid SWIFT Code']);
    expect(optionalSwiftSchema.parse('')).toBe('');
  });
});

describe('bankVerifyMessage', () => {
  const ok = { ifscCode: 'SBIN0001234', bankAccountNumber: '123456789', bankAccountType: 'Savings' };
  it('needs IFSC, account number and type', () => {
    expect(bankVerifyMessage({ ...ok, ifscCode: '' }, 1)).toBe(
      'Please fill all the required(*) fields in 1st Bank Account Details',
    );
    expect(bankVerifyMessage({ ...ok, bankAccountType: null }, 2)).toBe(
      'Please fill all the required(*) fields in 2nd Bank Account Details',
    );
  });
  it('checks their formats', () => {
    expect(bankVerifyMessage({ ...ok, ifscCode: 'SBIN123' }, 1)).toBe(
      'Invalid IFSC Code in 1st Bank Account Details',
    );
    expect(bankVerifyMessage({ ...ok, bankAccountNumber: '12' }, 2)).toBe(
      'Please enter valid Account Number in 2nd Bank Account Details',
    );
    expect(bankVerifyMessage(ok, 1)).toBeNull();
  });
});
