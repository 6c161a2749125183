import {
  addressLineSchema,
  countryMessage,
  isValidAddressLine,
  pincodeMessage,
  pincodeSchema,
} from './address';

const msg = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];
const TAIL = "[special characters are not allowed except -/',&()#:.]";

describe('addressLineSchema', () => {
  it("accepts letters, digits, spaces and - / ' , & ( ) # : .", () => {
    expect(isValidAddressLine("Flat #4, O'Neil Tower (B-Wing), 2nd Flr: Sector 5/A & Co.")).toBe(true);
    expect(addressLineSchema(1).parse('  12 MG Road  ')).toBe('12 MG Road');
  });

  it('names the line in the message', () => {
    expect(msg(addressLineSchema(1).safeParse('12 MG Road; Pune'))).toEqual([
      `invalid address line 1 format ${TAIL}`,
    ]);
    expect(msg(addressLineSchema(2).safeParse('C/O @home'))).toEqual([
      `invalid address line 2 format ${TAIL}`,
    ]);
    expect(msg(addressLineSchema(3).safeParse('x"y'))).toEqual([`invalid address line 3 format ${TAIL}`]);
  });

  it('requires line 1 only, unless told otherwise', () => {
    expect(msg(addressLineSchema(1).safeParse(''))).toEqual(['Address Line 1 is required']);
    expect(msg(addressLineSchema(1).safeParse(undefined))).toEqual(['Address Line 1 is required']);
    expect(addressLineSchema(2).parse('')).toBe('');
    expect(addressLineSchema(2).parse(undefined)).toBe('');
    expect(msg(addressLineSchema(2, { required: true }).safeParse(''))).toEqual([
      'Address Line 2 is required',
    ]);
    expect(addressLineSchema(1, { required: false }).parse('')).toBe('');
  });
});

describe('pincodeSchema', () => {
  it('requires a pincode', () => {
    expect(msg(pincodeSchema('INDIA').safeParse(''))).toEqual(['Pincode is required']);
    expect(msg(pincodeSchema('USA').safeParse(undefined))).toEqual(['Pincode is required']);
  });

  it('wants 6 digits in India, with each screen its own wording', () => {
    expect(pincodeSchema('INDIA').parse(' 411001 ')).toBe('411001');
    expect(pincodeSchema('India').parse('411001')).toBe('411001');
    expect(msg(pincodeSchema('INDIA').safeParse('41100'))).toEqual(['Pincode should be 6 digit code']);
    expect(msg(pincodeSchema('INDIA').safeParse('4110011'))).toEqual(['Pincode should be 6 digit code']);
    expect(msg(pincodeSchema('INDIA', 'entityContact').safeParse('ABCDEF'))).toEqual([
      'Pincode code should be 6 digit code',
    ]);
    expect(msg(pincodeSchema('INDIA', 'ubo').safeParse('1234'))).toEqual([
      'Pincode length should be 6 digits',
    ]);
  });

  it('is looser elsewhere, with Invalid Pincode', () => {
    expect(pincodeSchema('UNITED KINGDOM').parse('SW1A 1AA')).toBe('SW1A 1AA');
    expect(pincodeSchema('USA').parse('94105-1234')).toBe('94105-1234');
    expect(msg(pincodeSchema('USA').safeParse('9#'))).toEqual(['Invalid Pincode']);
    expect(msg(pincodeSchema('USA').safeParse('12345678901'))).toEqual(['Invalid Pincode']);
    expect(pincodeMessage(null, '12')).toBe('Invalid Pincode');
  });
});

describe('countryMessage', () => {
  const known = ['INDIA', 'UNITED STATES', 'SINGAPORE'];
  it('checks the country master', () => {
    expect(countryMessage('India', known)).toBeNull();
    expect(countryMessage('', known)).toBe('Country is required');
    expect(countryMessage('Atlantis', known)).toBe('Invalid value for Country');
  });
  it('refuses India for an overseas address', () => {
    expect(countryMessage('INDIA', known, { overseas: true })).toBe("Country can't be choosen as INDIA");
    expect(countryMessage('SINGAPORE', known, { overseas: true })).toBeNull();
  });
});
