import {
  addNominee,
  nomineeStepDefaults,
  nomineeStepMessages,
  nomineeStepSchema,
  removeNominee,
  setDoNotWishToNominate,
  type NomineeFormValues,
  type NomineeStepContext,
} from './nominee';

const TODAY = new Date('2026-06-15T06:00:00Z');
const ctx: NomineeStepContext = {
  role: 'rm',
  applicationType: 'individual',
  onboardingType: 'normal',
  today: TODAY,
};
const minorCtx: NomineeStepContext = { ...ctx, onboardingType: 'minor' };

const adult = (over: Partial<NomineeFormValues> = {}): NomineeFormValues => ({
  nomineeName: 'Asha Rao',
  Relationship: 'Spouse',
  nomineeRelationship: '',
  dateOfBirth: '1985-02-01',
  nomineePercentage: 100,
  isActive: true,
  ...over,
});
const child = (over: Partial<NomineeFormValues> = {}): NomineeFormValues =>
  adult({
    nomineeName: 'Ravi Rao',
    Relationship: 'Son',
    dateOfBirth: '2015-03-03',
    guardianName: 'Asha Rao',
    ...over,
  });

const messagesOf = (nominees: NomineeFormValues[], c = ctx) =>
  nomineeStepMessages({ doNotWishToNominate: false, nominees }, c);

describe('nomineeStepMessages: one message per rule', () => {
  it.each<[string, NomineeFormValues[], string, string]>([
    ['name required', [adult({ nomineeName: ' ' })], 'nominees.0.nomineeName', 'Name is required'],
    [
      'name letters only',
      [adult({ nomineeName: 'Asha 2' })],
      'nominees.0.nomineeName',
      'Only letters and single spaces are allowed',
    ],
    [
      'relationship required',
      [adult({ Relationship: '' })],
      'nominees.0.Relationship',
      'Relationship is required',
    ],
    [
      'relationship known',
      [adult({ Relationship: 'Cousin' })],
      'nominees.0.Relationship',
      'Invalid value for Relationship',
    ],
    [
      'Others needs the text',
      [adult({ Relationship: 'Others' })],
      'nominees.0.nomineeRelationship',
      'Please Specify Relationship *',
    ],
    [
      'Others text letters only',
      [adult({ Relationship: 'Others', nomineeRelationship: 'Friend#1' })],
      'nominees.0.nomineeRelationship',
      'Only letters and single spaces are allowed',
    ],
    [
      'date of birth required',
      [adult({ dateOfBirth: null })],
      'nominees.0.dateOfBirth',
      'Date of birth is required',
    ],
    [
      'date of birth not in the future',
      [adult({ dateOfBirth: '2027-01-01' })],
      'nominees.0.dateOfBirth',
      'Invalid Date',
    ],
    [
      'date of birth within 125 years',
      [adult({ dateOfBirth: '1900-01-01' })],
      'nominees.0.dateOfBirth',
      'Age should be less than 125',
    ],
    [
      'percentage required',
      [adult({ nomineePercentage: '' })],
      'nominees.0.nomineePercentage',
      'Nominee % is required',
    ],
    [
      'percentage numeric',
      [adult({ nomineePercentage: 'abc' })],
      'nominees.0.nomineePercentage',
      'Invalid percentage',
    ],
    [
      'percentage 2 decimals',
      [adult({ nomineePercentage: '33.333' })],
      'nominees.0.nomineePercentage',
      'Invalid percentage',
    ],
    [
      'percentage above 0',
      [adult({ nomineePercentage: 0 })],
      'nominees.0.nomineePercentage',
      'Nominee % should be greater than 0',
    ],
    [
      'total 100',
      [adult({ nomineePercentage: 60 }), child({ nomineePercentage: 30 })],
      'nominees',
      'Total Nominee % should be equal to 100%',
    ],
    [
      'Mother once',
      [
        adult({ Relationship: 'Mother', nomineePercentage: 50 }),
        adult({ Relationship: 'Mother', nomineePercentage: 50 }),
      ],
      'nominees.1.Relationship',
      'Mother can be chosen only once among nominees',
    ],
    [
      'Spouse once',
      [adult({ nomineePercentage: 50 }), adult({ nomineePercentage: 50 })],
      'nominees.1.Relationship',
      'Spouse can be chosen only once among nominees',
    ],
    [
      'guardian name for a minor',
      [child({ guardianName: '' })],
      'nominees.0.guardianName',
      'Guardian Name is required',
    ],
    [
      'guardian name letters',
      [child({ guardianName: 'A1' })],
      'nominees.0.guardianName',
      'Only letters and single spaces are allowed',
    ],
    [
      'guardian PAN valid',
      [child({ nomineeGuardianPan: 'ABC' })],
      'nominees.0.nomineeGuardianPan',
      'PAN must be exactly 10 characters',
    ],
    ['nominee PAN valid', [adult({ nomineePan: 'ABCPX12345' })], 'nominees.0.nomineePan', 'Invalid PAN'],
    [
      'at most 3 active',
      [
        adult({ nomineePercentage: 25 }),
        child({ nomineePercentage: 25 }),
        child({ Relationship: 'Daughter', nomineePercentage: 25 }),
        child({ Relationship: 'Brother', nomineePercentage: 25 }),
      ],
      'nominees',
      'Maximum 3 nominees are allowed',
    ],
  ])('%s', (_name, nominees, path, message) => {
    expect(messagesOf(nominees)[path]).toBe(message);
  });

  it.each<[string, NomineeFormValues[]]>([
    ['a sole adult at 100', [adult()]],
    [
      '33.33 + 33.33 + 33.34 (no floating point error)',
      [
        adult({ nomineePercentage: '33.33' }),
        child({ nomineePercentage: 33.33 }),
        child({ Relationship: 'Daughter', nomineePercentage: '33.34' }),
      ],
    ],
    [
      '0.1 + 0.2 + 99.7',
      [
        adult({ nomineePercentage: 0.1 }),
        child({ nomineePercentage: 0.2 }),
        child({ Relationship: 'Daughter', nomineePercentage: 99.7 }),
      ],
    ],
    [
      'Mother twice when one is removed',
      [
        adult({ Relationship: 'Mother', isActive: false, nomineePercentage: 10 }),
        adult({ Relationship: 'Mother' }),
      ],
    ],
    ['Others with text', [adult({ Relationship: 'Others', nomineeRelationship: 'Friend' })]],
    ['a guardian is not asked for an adult', [adult({ guardianName: '' })]],
    ['turning 18 today is an adult', [adult({ dateOfBirth: '2008-06-15', guardianName: '' })]],
  ])('accepts %s', (_name, nominees) => {
    expect(messagesOf(nominees)).toEqual({});
  });

  it('does not check nominees under do-not-nominate, or for minor onboarding', () => {
    const bad = [adult({ nomineeName: '' })];
    expect(nomineeStepMessages({ doNotWishToNominate: true, nominees: bad }, ctx)).toEqual({});
    expect(nomineeStepMessages({ doNotWishToNominate: false, nominees: bad }, minorCtx)).toEqual({});
  });

  it('a 17-year-old needs a guardian, the day before the 18th birthday', () => {
    expect(
      messagesOf([adult({ dateOfBirth: '2008-06-16', guardianName: '' })])['nominees.0.guardianName'],
    ).toBe('Guardian Name is required');
  });
});

describe('nomineeStepSchema', () => {
  it('reports issues by path for react-hook-form', () => {
    const r = nomineeStepSchema(ctx).safeParse({ nominees: [adult({ nomineeName: '' })] });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['nominees.0.nomineeName', 'Name is required'],
    ]);
  });

  it('resolves Others, upper-cases PANs, clears guardian fields of adults, keeps removed nominees', () => {
    const r = nomineeStepSchema(ctx).parse({
      doNotWishToNominate: false,
      nominees: [
        { ...adult({ id: 'n0', isActive: false }), nomineePercentage: 5 },
        adult({
          Relationship: 'Others',
          nomineeRelationship: ' Friend ',
          nomineePan: 'abcpe1234f',
          guardianName: 'X',
          nomineeGuardianPan: 'abcpe1234g',
          nomineePercentage: '60',
        }),
        child({ nomineePercentage: 40, nomineeGuardianPan: 'abcpe1234h' }),
      ],
    });
    expect(r.doNotWishToNominate).toBe(false);
    expect(r.nominees[0]).toMatchObject({ id: 'n0', isActive: false });
    expect(r.nominees[1]).toMatchObject({
      Relationship: 'Others',
      nomineeRelationship: 'Friend',
      nomineePan: 'ABCPE1234F',
      guardianName: null,
      nomineeGuardianPan: null,
      nomineePercentage: 60,
      dateOfBirth: '1985-02-01',
      sno: 1,
    });
    expect(r.nominees[2]).toMatchObject({
      nomineeRelationship: 'Son',
      guardianName: 'Asha Rao',
      nomineeGuardianPan: 'ABCPE1234H',
    });
  });

  it('saves do-not-nominate when none is active, and forces it for minor onboarding', () => {
    expect(
      nomineeStepSchema(ctx).parse({ doNotWishToNominate: false, nominees: [] }).doNotWishToNominate,
    ).toBe(true);
    const forced = nomineeStepSchema(minorCtx).parse({
      doNotWishToNominate: false,
      nominees: [adult({ id: 'n1' })],
    });
    expect(forced).toEqual({
      doNotWishToNominate: true,
      nominees: [expect.objectContaining({ id: 'n1', isActive: false })],
    });
  });
});

describe('nominee transitions', () => {
  it('adding the first nominee clears do-not-nominate and defaults it to 100 %', () => {
    const s = addNominee({ doNotWishToNominate: true, nominees: [] }, ctx);
    expect(s.doNotWishToNominate).toBe(false);
    expect(s.nominees).toEqual([expect.objectContaining({ isActive: true, nomineePercentage: 100 })]);
    const second = addNominee(s, ctx);
    expect(second.nominees[1]!.nomineePercentage).toBeNull();
  });

  it('adds at most 3 active nominees and none for minor onboarding', () => {
    let s = { doNotWishToNominate: true, nominees: [] as NomineeFormValues[] };
    for (let i = 0; i < 5; i++) s = addNominee(s, ctx) as typeof s;
    expect(s.nominees).toHaveLength(3);
    expect(addNominee({ nominees: [] }, minorCtx).nominees).toHaveLength(0);
  });

  it('removing marks a saved nominee inactive, drops an unsaved one, and the last one sets do-not-nominate', () => {
    const s = removeNominee(
      {
        doNotWishToNominate: false,
        nominees: [adult({ id: 'a', nomineePercentage: 50 }), child({ nomineePercentage: 50 })],
      },
      1,
    );
    expect(s.nominees).toHaveLength(1);
    expect(s.doNotWishToNominate).toBe(false);
    const last = removeNominee(s, 0);
    expect(last).toEqual({
      doNotWishToNominate: true,
      nominees: [expect.objectContaining({ id: 'a', isActive: false })],
    });
  });

  it('the checkbox removes every nominee, and unticking adds the first at 100 %', () => {
    const on = setDoNotWishToNominate(
      { doNotWishToNominate: false, nominees: [adult({ id: 'a' })] },
      true,
      ctx,
    );
    expect(on).toEqual({
      doNotWishToNominate: true,
      nominees: [expect.objectContaining({ isActive: false })],
    });
    const off = setDoNotWishToNominate(on, false, ctx);
    expect(off.doNotWishToNominate).toBe(false);
    expect(off.nominees.filter((n) => n.isActive !== false)).toEqual([
      expect.objectContaining({ nomineePercentage: 100 }),
    ]);
    expect(setDoNotWishToNominate({ nominees: [adult()] }, false, minorCtx).doNotWishToNominate).toBe(true);
  });

  it('defaults restore the Relationship choice from the stored text', () => {
    const s = nomineeStepDefaults(
      {
        nominees: [
          { id: 'a', nomineeRelationship: 'Mother', nomineePercentage: 50 },
          { id: 'b', nomineeRelationship: 'Friend', nomineePercentage: 50 },
        ],
      },
      ctx,
    );
    expect(s.doNotWishToNominate).toBe(false);
    expect(s.nominees.map((n) => [n.Relationship, n.nomineeRelationship, n.sno])).toEqual([
      ['Mother', '', 0],
      ['Others', 'Friend', 1],
    ]);
    expect(nomineeStepDefaults({ nominees: [], doNotWishToNominate: true }, ctx).doNotWishToNominate).toBe(
      true,
    );
    expect(nomineeStepDefaults({ nominees: [{ id: 'a' }] }, minorCtx)).toEqual({
      doNotWishToNominate: true,
      nominees: [expect.objectContaining({ isActive: false })],
    });
  });
});

describe('the nominee step as an adult first meets it', () => {
  it('leaves "I do not wish to nominate" unticked and offers one nominee at 100 %', () => {
    const s = nomineeStepDefaults({ nominees: [], doNotWishToNominate: false }, ctx);
    expect(s.doNotWishToNominate).toBe(false);
    expect(s.nominees).toEqual([expect.objectContaining({ isActive: true, nomineePercentage: 100 })]);
    expect(nomineeStepDefaults({}, ctx).doNotWishToNominate).toBe(false);
  });

  it('keeps a saved opt-out, and a minor onboarding keeps it forced', () => {
    expect(nomineeStepDefaults({ nominees: [], doNotWishToNominate: true }, ctx)).toEqual({
      doNotWishToNominate: true,
      nominees: [],
    });
    expect(nomineeStepDefaults({ nominees: [] }, minorCtx).doNotWishToNominate).toBe(true);
  });
});
