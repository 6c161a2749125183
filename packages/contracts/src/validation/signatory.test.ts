import { canAddSignatory, signatoryFormSchema, signatoryGroupMessage, thresholdOptions } from './signatory';

const form = {
  name: 'Asha Rao',
  pan: 'abcpe1234f',
  countryCode: '+91',
  mobile: '9876543210',
  email: 'asha@example.com',
  designation: 'Director',
};
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);

describe('signatoryFormSchema', () => {
  const plain = signatoryFormSchema({ fundType: 'domestic', others: [] });

  it('accepts a complete member', () => {
    expect(plain.safeParse(form).success).toBe(true);
  });

  it('uses the signatory messages for missing fields', () => {
    expect(issues(plain.safeParse({}))).toEqual({
      name: 'Name is required',
      pan: 'PAN is required',
      countryCode: 'Country Code is required',
      mobile: 'Mobile Number is required',
      email: 'Email ID is required',
      designation: 'Designation is required',
    });
  });

  it('checks PAN length, kind and formats', () => {
    expect(issues(plain.safeParse({ ...form, pan: 'ABC' })).pan).toBe('PAN must be exactly 10 characters');
    expect(issues(plain.safeParse({ ...form, pan: 'AAACB1234C' })).pan).toBe(
      'Only individual PANs are allowed',
    );
    expect(issues(plain.safeParse({ ...form, mobile: '1234567890' })).mobile).toBe('Invalid Mobile number');
    expect(issues(plain.safeParse({ ...form, email: 'x@' })).email).toBe('invalid Email ID');
  });

  it('refuses a PAN, mobile or e-mail already used by another signatory', () => {
    const s = signatoryFormSchema({
      fundType: 'domestic',
      others: [{ pan: 'ABCPE1234F', mobile: '9876543210', email: 'ASHA@example.com' }],
    });
    expect(issues(s.safeParse(form))).toEqual({
      pan: 'There is already same pan for an Authorised Signatory associated with this application',
      mobile:
        'There is already same mobile number for an Authorised Signatory associated with this application',
      email: 'There is already same email for an Authorised Signatory associated with this application',
    });
  });

  it('counts a mobile as the same only with the same country code', () => {
    const other = { pan: 'ABCPZ0000Z', countryCode: '+65', mobile: '9876543210', email: 'o@example.com' };
    expect(signatoryFormSchema({ fundType: 'domestic', others: [other] }).safeParse(form).success).toBe(true);
    expect(
      issues(
        signatoryFormSchema({ fundType: 'domestic', others: [{ ...other, countryCode: '' }] }).safeParse(
          form,
        ),
      ).mobile,
    ).toBe(
      'There is already same mobile number for an Authorised Signatory associated with this application',
    );
  });

  it('asks a POA holder no designation and no msar fields, with its own duplicate wording', () => {
    const poa = signatoryFormSchema({
      fundType: 'msar',
      kind: 'poa_holder',
      others: [{ pan: 'ABCPE1234F', mobile: '9876543210', email: 'asha@example.com' }],
    });
    expect(issues(poa.safeParse({ ...form, designation: '' }))).toEqual({
      pan: 'There is already same pan for a POA holder associated with this application',
      mobile: 'There is already same mobile number for a POA holder associated with this application',
      email: 'There is already same email for a POA holder associated with this application',
    });
  });

  it('asks msar funds for father name and address, and checks DIN / DPIN', () => {
    const msar = signatoryFormSchema({ fundType: 'msar', others: [] });
    expect(issues(msar.safeParse(form))).toEqual({
      fatherName: 'Father name is required',
      completeAddress: 'Address is required',
    });
    expect(
      issues(msar.safeParse({ ...form, fatherName: 'R Rao', completeAddress: 'Pune', dpin: '12' })),
    ).toEqual({
      dpin: 'Invalid value for DIN / DPIN',
    });
    expect(
      msar.safeParse({ ...form, fatherName: 'R Rao', completeAddress: 'Pune', dpin: '01234567' }).success,
    ).toBe(true);
    expect(plain.safeParse({ ...form, dpin: '12' }).success).toBe(true);
  });
});

describe('signatoryGroupMessage', () => {
  const member = { isActive: true, canEsign: true, fatherName: 'F', completeAddress: 'A' };
  it('needs an active member', () => {
    expect(signatoryGroupMessage({ groupsignatories: [] })).toBe('Please add Authorised Signatories');
    expect(signatoryGroupMessage({ groupsignatories: [{ ...member, isActive: false }] })).toBe(
      'Please add Authorised Signatories',
    );
  });
  it('needs an e-sign member, worded per screen', () => {
    const g = { groupsignatories: [{ ...member, canEsign: false }] };
    expect(signatoryGroupMessage(g)).toBe('Please Select a member for E-Sign');
    expect(signatoryGroupMessage(g, { final: true })).toBe(
      'Please Select a member for E-Sign in Authorised Signatories',
    );
  });
  it('needs at least the threshold of e-sign members', () => {
    expect(
      signatoryGroupMessage({ threshold: 2, groupsignatories: [member, { ...member, canEsign: false }] }),
    ).toBe(
      'Authorised Signatories that can esign can not be less than the Total No. of required Authorised Signatories',
    );
    expect(signatoryGroupMessage({ threshold: 2, groupsignatories: [member, member] })).toBeNull();
  });
  it('names the msar signatory that lacks a field', () => {
    expect(
      signatoryGroupMessage(
        { groupsignatories: [member, { ...member, fatherName: '' }] },
        { fundType: 'msar' },
      ),
    ).toBe('Please add father name for MSAR fund type in signatory 2');
    expect(
      signatoryGroupMessage(
        { groupsignatories: [{ ...member, completeAddress: null }] },
        { fundType: 'msar' },
      ),
    ).toBe('Please add address for MSAR fund type in signatory 1');
    expect(
      signatoryGroupMessage({ groupsignatories: [{ ...member, dpin: 'X' }] }, { fundType: 'msar' }),
    ).toBe('Invalid type of DIN / DPIN for MSAR fund type in signatory 1');
    expect(
      signatoryGroupMessage({ groupsignatories: [{ ...member, fatherName: '' }] }, { fundType: 'domestic' }),
    ).toBeNull();
  });
  it('caps a group at 20 active members and offers thresholds 1..n', () => {
    const many = (n: number) => ({ groupsignatories: Array.from({ length: n }, () => member) });
    expect(canAddSignatory(many(19))).toBe(true);
    expect(canAddSignatory(many(20))).toBe(false);
    expect(
      canAddSignatory({
        groupsignatories: [...many(20).groupsignatories.map((m) => ({ ...m, isActive: false }))],
      }),
    ).toBe(true);
    expect(thresholdOptions(many(3))).toEqual([1, 2, 3]);
    expect(thresholdOptions(many(0))).toEqual([1]);
  });
});
