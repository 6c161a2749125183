import { MESSAGES } from './messages';
import {
  USER_FORM_FIELDS,
  USER_FORM_MESSAGES,
  USER_KINDS,
  countryCodeOf,
  isUserFieldRequired,
  mayAddSchemeRow,
  normaliseUserForm,
  schemeRowsMessage,
  userFormFields,
  userFormMessages,
  userFormSchema,
  type UserFormValues,
  type UserKind,
} from './user-admin';

const M = USER_FORM_MESSAGES;

const address = {
  buildingNo: '12, MG Road',
  streetName: 'Camp',
  address3: 'Near Station',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pincode: '411001',
};
const person = {
  name: 'Ravi Kumar',
  email: 'ravi.kumar@example.test',
  countryNameAndCode: 'India: +91',
  phone: '9876543210',
};

/** A complete, valid form of each kind. */
const VALID: Record<UserKind, UserFormValues> = {
  rm: { ...person, panNumber: 'ABCPK1234F', empCode: 'EMP-001', ...address },
  distributor: {
    ...person,
    distributorType: 'individual',
    panNumber: 'ABCPK1234F',
    arnCode: 'ARN-12345',
    rmId: 'rm-1',
    ...address,
    schemeAndPlan: [{ schemeId: 's1', planIds: ['p1', 'p2'] }],
  },
  subdistributor: {
    ...person,
    panNumber: 'ABCPK1234F',
    distributorsRmCode: 'DRM 7',
    rmId: 'rm-1',
    ...address,
  },
  trustee: { ...person, leegalityName: 'Ravi Kumar', panNumber: 'ABCPK1234F', ...address },
  fundmanager: { ...person, leegalityName: 'Ravi Kumar', ...address },
  amcapprover: { ...person, panNumber: 'ABCPK1234F', ...address },
  amcadmin: { ...person },
};

/** What an empty form of each kind says: one required message per required field (doc 3 §5). */
const REQUIRED: Record<UserKind, Partial<Record<keyof UserFormValues, string>>> = {
  rm: {
    name: M.nameRequired,
    email: M.emailRequired,
    phone: M.contactRequired,
    panNumber: M.panRequired,
    empCode: M.empCodeRequired,
    buildingNo: M.address1Required,
  },
  distributor: {
    distributorType: M.distributorTypeRequired,
    name: M.nameRequired,
    email: M.emailRequired,
    phone: M.contactRequired,
    panNumber: M.panRequired,
    rmId: M.rmRequired,
    buildingNo: M.address1Required,
  },
  subdistributor: {
    name: M.nameRequired,
    email: M.emailRequired,
    phone: M.contactRequired,
    panNumber: M.panRequired,
    rmId: M.rmRequired,
    buildingNo: M.address1Required,
  },
  trustee: {
    name: M.nameRequired,
    email: M.emailRequired,
    phone: M.contactRequired,
    leegalityName: M.esignNameRequired,
    panNumber: M.panRequired,
    buildingNo: M.address1Required,
  },
  fundmanager: {
    name: M.nameRequired,
    email: M.emailRequired,
    phone: M.contactRequired,
    leegalityName: M.esignNameRequired,
    buildingNo: M.address1Required,
  },
  amcapprover: {
    name: M.nameRequired,
    email: M.emailRequired,
    phone: M.contactRequired,
    panNumber: M.panRequired,
    buildingNo: M.address1Required,
  },
  amcadmin: { name: M.nameRequired, email: M.emailRequired, phone: M.contactRequired },
};

describe('userFormMessages: required fields', () => {
  it.each(USER_KINDS)('%s: a complete form has no message', (kind) => {
    expect(userFormMessages(kind, VALID[kind])).toEqual({});
  });

  it.each(USER_KINDS)('%s: an empty form names each required field once', (kind) => {
    expect(userFormMessages(kind, {})).toEqual(REQUIRED[kind]);
  });

  it.each(USER_KINDS)('%s: blanks and spaces count as missing', (kind) => {
    const blanks = Object.fromEntries(
      USER_FORM_FIELDS[kind].map((f) => [f, f === 'schemeAndPlan' ? [] : '  ']),
    );
    expect(userFormMessages(kind, blanks)).toEqual(REQUIRED[kind]);
  });

  it.each(USER_KINDS)('%s: the required markers match the messages', (kind) => {
    const marked = USER_FORM_FIELDS[kind].filter(
      (f) => isUserFieldRequired(kind, f) && f !== 'countryNameAndCode',
    );
    expect(marked.sort()).toEqual(Object.keys(REQUIRED[kind]).sort());
  });
});

describe('the company distributor', () => {
  const company: UserFormValues = {
    distributorType: 'company',
    name: 'Acme Wealth Pvt Ltd',
    panNumber: 'AAACA1234F',
    arnCode: 'ARN-555',
    ...address,
  };

  it('has no e-mail, mobile or RM: hidden, not required, not checked', () => {
    for (const f of ['email', 'countryNameAndCode', 'phone', 'rmId'] as const) {
      expect(userFormFields('distributor', company)).not.toContain(f);
      expect(isUserFieldRequired('distributor', f, company)).toBe(false);
    }
    expect(userFormMessages('distributor', company)).toEqual({});
    // Whatever the browser leaves in the hidden fields is neither checked nor stored.
    const leftovers = {
      ...company,
      email: 'bad',
      phone: '12',
      rmId: 'rm-9',
      countryNameAndCode: 'India: +91',
    };
    expect(userFormMessages('distributor', leftovers)).toEqual({});
    expect(normaliseUserForm('distributor', leftovers)).toMatchObject({
      email: null,
      phone: null,
      countryCode: null,
      countryNameAndCode: null,
      rmId: null,
      distributorType: 'company',
    });
  });

  it('still needs its name, PAN and Address 1', () => {
    expect(userFormMessages('distributor', { distributorType: 'company' })).toEqual({
      name: M.nameRequired,
      panNumber: M.panRequired,
      buildingNo: M.address1Required,
    });
  });

  it('an individual distributor shows them all', () => {
    expect(userFormFields('distributor', { distributorType: 'individual' })).toEqual(
      USER_FORM_FIELDS.distributor,
    );
  });
});

describe('userFormMessages: invalid values', () => {
  it.each<[UserKind, Partial<UserFormValues>, keyof UserFormValues, string]>([
    ['rm', { email: 'ravi@' }, 'email', M.emailInvalid],
    ['amcadmin', { email: 'not an email' }, 'email', M.emailInvalid],
    ['rm', { phone: '12345' }, 'phone', MESSAGES.mobileInvalid],
    ['trustee', { phone: '1876543210' }, 'phone', MESSAGES.mobileInvalid],
    ['amcadmin', { phone: '98765 43210' }, 'phone', MESSAGES.mobileInvalid],
    ['rm', { countryNameAndCode: 'United States: +1', phone: '9876543210' }, 'phone', MESSAGES.mobileInvalid],
    ['rm', { panNumber: 'ABCDE1234' }, 'panNumber', MESSAGES.panInvalid],
    ['amcapprover', { panNumber: '1234567890' }, 'panNumber', MESSAGES.panInvalid],
    ['rm', { empCode: '#42' }, 'empCode', 'Invalid Emp Code'],
    ['distributor', { arnCode: 'ARN$1' }, 'arnCode', 'Invalid ARN Code'],
    ['subdistributor', { distributorsRmCode: '-7' }, 'distributorsRmCode', "Invalid Distributor's RM Code"],
    ['distributor', { distributorType: 'partnership' }, 'distributorType', 'Invalid Distributor Type'],
    ['rm', { buildingNo: '12 MG Road; Pune' }, 'buildingNo', MESSAGES.addressLineInvalid(1)],
    ['trustee', { streetName: 'Camp <b>' }, 'streetName', MESSAGES.addressLineInvalid(2)],
    ['fundmanager', { address3: 'Near @ Station' }, 'address3', MESSAGES.addressLineInvalid(3)],
    ['rm', { pincode: '4' }, 'pincode', M.pincodeInvalid],
    ['amcapprover', { pincode: '41 10 01 99 99 9' }, 'pincode', M.pincodeInvalid],
    ['rm', { city: 'Pu\tne' }, 'city', MESSAGES.textLineBreaks],
    ['rm', { name: 'Ravi\nKumar' }, 'name', MESSAGES.textLineBreaks],
    ['trustee', { leegalityName: 'Ravi\u0007' }, 'leegalityName', MESSAGES.textControlCharacters],
  ])('%s %j -> %s: %s', (kind, change, field, message) => {
    expect(userFormMessages(kind, { ...VALID[kind], ...change })).toEqual({ [field]: message });
  });

  it.each<[UserKind, Partial<UserFormValues>]>([
    ['rm', { countryNameAndCode: 'United States: +1', phone: '2015550123' }],
    ['rm', { countryNameAndCode: '', countryCode: '+91' }],
    ['rm', { panNumber: 'abcpk1234f' }],
    ['rm', { streetName: '', address3: '', city: '', state: '', country: '', pincode: '' }],
    ['rm', { pincode: 'SW1A 1AA' }],
    ['distributor', { arnCode: '' }],
    ['subdistributor', { distributorsRmCode: '' }],
    ['trustee', { leegalityName: 'Ravi Kumar (Trustee)' }],
  ])('%s accepts %j', (kind, change) => {
    expect(userFormMessages(kind, { ...VALID[kind], ...change })).toEqual({});
  });

  it('gives each field its first message only, and the schema one issue per field', () => {
    const values = { ...VALID.rm, email: 'x', phone: '1', panNumber: 'x', buildingNo: '%' };
    const messages = userFormMessages('rm', values);
    expect(messages).toEqual({
      email: M.emailInvalid,
      phone: MESSAGES.mobileInvalid,
      panNumber: MESSAGES.panInvalid,
      buildingNo: MESSAGES.addressLineInvalid(1),
    });
    const parsed = userFormSchema('rm').safeParse(values);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual(Object.entries(messages));
    expect(userFormSchema('rm').safeParse(VALID.rm).success).toBe(true);
  });
});

describe('scheme and plan rows', () => {
  it.each([
    [[], null],
    [[{ schemeId: 's1', planIds: ['p1'] }], null],
    [[{ schemeId: '', planIds: [] }], null],
    [[{ schemeId: 's1', planIds: [] }], M.planRequired],
    [[{ schemeId: 's1' }], M.planRequired],
    [
      [
        { schemeId: 's1', planIds: ['p1'] },
        { schemeId: 's1', planIds: ['p2'] },
      ],
      M.schemeRepeated,
    ],
  ])('%j -> %s', (rows, message) => {
    expect(schemeRowsMessage(rows)).toBe(message);
    expect(userFormMessages('distributor', { ...VALID.distributor, schemeAndPlan: rows })).toEqual(
      message ? { schemeAndPlan: message } : {},
    );
  });

  it.each([
    [[], true],
    [[{ schemeId: 's1', planIds: ['p1'] }], true],
    [[{ schemeId: 's1', planIds: [] }], false],
    [[{ schemeId: '', planIds: ['p1'] }], false],
    [
      [
        { schemeId: 's1', planIds: ['p1'] },
        { schemeId: null, planIds: null },
      ],
      false,
    ],
  ])('mayAddSchemeRow(%j) is %s (doc 3 §8)', (rows, may) => {
    expect(mayAddSchemeRow(rows)).toBe(may);
  });

  it('the message that refuses another row is the spec’s', () => {
    expect(M.schemeRowIncomplete).toBe(
      'Please choose applicable scheme and plans to add more applicable schemes and plans',
    );
  });
});

describe('normaliseUserForm', () => {
  it('stores trimmed values, upper-case PAN and codes, a lower-case e-mail, blanks as null', () => {
    expect(
      normaliseUserForm('rm', {
        ...VALID.rm,
        name: '  Ravi Kumar ',
        email: ' Ravi.Kumar@Example.TEST ',
        panNumber: 'abcpk1234f',
        empCode: ' emp-001 ',
        address3: '  ',
        pincode: 'sw1a 1aa',
        // Fields an RM does not have are never stored.
        arnCode: 'ARN-1',
        leegalityName: 'x',
        distributorId: 'd-1',
      }),
    ).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi.kumar@example.test',
      countryCode: '+91',
      countryNameAndCode: 'India: +91',
      phone: '9876543210',
      panNumber: 'ABCPK1234F',
      empCode: 'EMP-001',
      leegalityName: null,
      distributorsRmCode: null,
      arnCode: null,
      distributorType: null,
      rmId: null,
      distributorId: null,
      buildingNo: '12, MG Road',
      streetName: 'Camp',
      address3: null,
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      pincode: 'SW1A 1AA',
      planIds: [],
    });
  });

  it('flattens the distributor’s plans once each, skipping rows without a scheme', () => {
    const stored = normaliseUserForm('distributor', {
      ...VALID.distributor,
      schemeAndPlan: [
        { schemeId: 's1', planIds: ['p1', 'p2'] },
        { schemeId: '', planIds: ['p9'] },
        { schemeId: 's2', planIds: ['p2', 'p3'] },
      ],
    });
    expect(stored.planIds).toEqual(['p1', 'p2', 'p3']);
    expect(stored).toMatchObject({ distributorType: 'individual', arnCode: 'ARN-12345', rmId: 'rm-1' });
  });

  it('keeps a distributor’s RM’s company and code; the default country label', () => {
    expect(
      normaliseUserForm('subdistributor', {
        ...VALID.subdistributor,
        distributorId: 'd-1',
        distributorsRmCode: 'drm 7',
        countryNameAndCode: '',
      }),
    ).toMatchObject({
      distributorId: 'd-1',
      distributorsRmCode: 'DRM 7',
      countryNameAndCode: 'India: +91',
      countryCode: '+91',
      planIds: [],
    });
  });

  it('takes the country code from the label', () => {
    expect(
      normaliseUserForm('amcadmin', {
        ...VALID.amcadmin,
        countryNameAndCode: 'United States: +1',
        phone: '2015550123',
      }),
    ).toMatchObject({
      countryCode: '+1',
      countryNameAndCode: 'United States: +1',
      panNumber: null,
      buildingNo: null,
    });
  });
});

describe('countryCodeOf', () => {
  it.each([
    [{ countryNameAndCode: 'India: +91' }, '+91'],
    [{ countryNameAndCode: 'United States: +1', countryCode: '+91' }, '+1'],
    [{ countryNameAndCode: 'United Arab Emirates:+971' }, '+971'],
    [{ countryNameAndCode: 'India', countryCode: '44' }, '+44'],
    [{ countryNameAndCode: '', countryCode: '+65' }, '+65'],
    [{ countryNameAndCode: null, countryCode: null }, '+91'],
    [{}, '+91'],
  ])('%j -> %s', (values, code) => {
    expect(countryCodeOf(values)).toBe(code);
  });
});
