import { wizardStepSchemaFor, type WizardSaveContext } from '../api/application-wizard';
import { ctxOf, errorsOf } from '../wizard/test-helpers';
import {
  authorisedSignatoryStepDefaults,
  authorisedSignatoryStepSchema,
  poaHolderDefaults,
  poaHolderMessage,
  type SignatoryEntry,
  type SignatoryGroupEntry,
} from './signatories';
import { documentStepSchema, type DocumentApplication } from './documents';

// Step 7 of the entity flow (doc 2 §5 "Authorised signatories") through the save dispatch, and the POA
// holders of the individual document step (0-product-decisions §10).
const entity = (over: Partial<WizardSaveContext> = {}): WizardSaveContext => ({
  ...ctxOf({ fundType: 'domestic' }),
  applicationType: 'non_individual',
  ...over,
});
const schemaFor = (over: Partial<WizardSaveContext> = {}) =>
  wizardStepSchemaFor('authorised-signatory', entity(over));

let n = 0;
/** A valid member with its own PAN, mobile and e-mail. */
function member(over: Partial<SignatoryEntry> = {}): SignatoryEntry {
  n += 1;
  const d = String(n).padStart(4, '0');
  return {
    name: `Member ${n}`,
    pan: `ABCPE${d}F`,
    countryNameAndCode: 'India: +91',
    countryCode: '+91',
    mobile: `98765${String(n).padStart(5, '0')}`,
    email: `m${n}@example.com`,
    designation: 'Director',
    canEsign: true,
    ...over,
  };
}
const group = (members: SignatoryEntry[], over: Partial<SignatoryGroupEntry> = {}): SignatoryGroupEntry => ({
  name: 'Board',
  threshold: 1,
  groupsignatories: members,
  ...over,
});
const run = (groups: SignatoryGroupEntry[], over: Partial<WizardSaveContext> = {}) =>
  errorsOf(schemaFor(over).safeParse({ groups }));

describe('wizardStepSchemaFor: authorised-signatory', () => {
  it('accepts one group with one e-sign member and upper-cases the PAN', () => {
    const r = schemaFor().safeParse({ groups: [group([member({ pan: 'abcpe9999f' })])] });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      groups: [{ threshold: 1, isActive: true, groupsignatories: [{ pan: 'ABCPE9999F', canEsign: true }] }],
    });
  });

  const A = member();
  const B = member();
  it.each<[string, SignatoryGroupEntry[], Record<string, string>, Partial<WizardSaveContext>?]>([
    ['no group at all', [], { groups: 'Please add Authorised Signatories' }],
    ['an empty group', [group([])], { 'groups.0.groupsignatories': 'Please add Authorised Signatories' }],
    [
      'only removed members',
      [group([{ ...A, isActive: false }])],
      { 'groups.0.groupsignatories': 'Please add Authorised Signatories' },
    ],
    [
      'no member for e-sign',
      [group([{ ...A, canEsign: false }])],
      { 'groups.0.groupsignatories': 'Please Select a member for E-Sign' },
    ],
    [
      'fewer e-sign members than the threshold',
      [group([A, { ...B, canEsign: false }], { threshold: 2 })],
      {
        'groups.0.groupsignatories':
          'Authorised Signatories that can esign can not be less than the Total No. of required Authorised Signatories',
      },
    ],
    [
      'a threshold above the active count',
      [group([A], { threshold: 3 })],
      {
        'groups.0.groupsignatories':
          'Authorised Signatories that can esign can not be less than the Total No. of required Authorised Signatories',
        'groups.0.threshold': 'Total No. of required authorised signatories should be between 1 and 1',
      },
    ],
    [
      'a threshold of 0',
      [group([A, B], { threshold: 0 })],
      { 'groups.0.threshold': 'Total No. of required authorised signatories should be between 1 and 2' },
    ],
    [
      'a fractional threshold',
      [group([A, B], { threshold: 1.5 })],
      { 'groups.0.threshold': 'Total No. of required authorised signatories should be between 1 and 2' },
    ],
    [
      'msar: no father name',
      [group([{ ...A, completeAddress: 'Pune' }])],
      {
        'groups.0.groupsignatories': 'Please add father name for MSAR fund type in signatory 1',
        'groups.0.groupsignatories.0.fatherName': 'Father name is required',
      },
      { fundType: 'msar' },
    ],
    [
      'msar: no address (second member)',
      [
        group([
          { ...A, fatherName: 'F', completeAddress: 'Pune' },
          { ...B, fatherName: 'F' },
        ]),
      ],
      {
        'groups.0.groupsignatories': 'Please add address for MSAR fund type in signatory 2',
        'groups.0.groupsignatories.1.completeAddress': 'Address is required',
      },
      { fundType: 'msar' },
    ],
    [
      'msar: a bad DIN / DPIN',
      [group([{ ...A, fatherName: 'F', completeAddress: 'Pune', dpin: '12AB' }])],
      {
        'groups.0.groupsignatories': 'Invalid type of DIN / DPIN for MSAR fund type in signatory 1',
        'groups.0.groupsignatories.0.dpin': 'Invalid value for DIN / DPIN',
      },
      { fundType: 'msar' },
    ],
    ['a domestic fund ignores the msar fields', [group([{ ...A, dpin: '12AB' }])], {}],
    [
      'member fields',
      [group([{ canEsign: true }])],
      {
        'groups.0.groupsignatories.0.name': 'Name is required',
        'groups.0.groupsignatories.0.pan': 'PAN is required',
        'groups.0.groupsignatories.0.countryCode': 'Country Code is required',
        'groups.0.groupsignatories.0.mobile': 'Mobile Number is required',
        'groups.0.groupsignatories.0.email': 'Email ID is required',
        'groups.0.groupsignatories.0.designation': 'Designation is required',
      },
    ],
    [
      'PAN length, entity PAN, mobile and e-mail formats',
      [
        group([
          { ...A, pan: 'ABCP' },
          { ...B, pan: 'AAACB1234C', mobile: '1234567890', email: 'x@' },
        ]),
      ],
      {
        'groups.0.groupsignatories.0.pan': 'PAN must be exactly 10 characters',
        'groups.0.groupsignatories.1.pan': 'Only individual PANs are allowed',
        'groups.0.groupsignatories.1.mobile': 'Invalid Mobile number',
        'groups.0.groupsignatories.1.email': 'invalid Email ID',
      },
    ],
    [
      'the same PAN, mobile and e-mail in another group',
      [
        group([A]),
        group([{ ...B, pan: A.pan!.toLowerCase(), mobile: A.mobile, email: A.email!.toUpperCase() }], {
          name: 'Finance',
        }),
      ],
      {
        'groups.0.groupsignatories.0.pan':
          'There is already same pan for an Authorised Signatory associated with this application',
        'groups.0.groupsignatories.0.mobile':
          'There is already same mobile number for an Authorised Signatory associated with this application',
        'groups.0.groupsignatories.0.email':
          'There is already same email for an Authorised Signatory associated with this application',
        'groups.1.groupsignatories.0.pan':
          'There is already same pan for an Authorised Signatory associated with this application',
        'groups.1.groupsignatories.0.mobile':
          'There is already same mobile number for an Authorised Signatory associated with this application',
        'groups.1.groupsignatories.0.email':
          'There is already same email for an Authorised Signatory associated with this application',
      },
    ],
    [
      'a removed member keeps its PAN out of the check',
      [
        group([
          { ...A, isActive: false },
          { ...B, pan: A.pan },
        ]),
      ],
      {},
    ],
    ['a removed group is not checked', [group([A]), group([], { name: 'Old', isActive: false })], {}],
    [
      'two groups need names, and different ones',
      [group([A], { name: '' }), group([B], { name: 'board' }), group([member()], { name: 'Board ' })],
      {
        'groups.0.name': 'Group Name is required',
        'groups.2.name': 'There is already a group with this name',
      },
    ],
  ])('%s', (...[, groups, expected, over]) => {
    expect(run(groups, over)).toEqual(expected);
  });

  it('allows 20 active members in a group and refuses the 21st', () => {
    const twenty = Array.from({ length: 20 }, () => member());
    expect(run([group(twenty)])).toEqual({});
    expect(run([group([...twenty, member()])])).toEqual({
      'groups.0.groupsignatories': 'A group can have at most 20 Authorised Signatories',
    });
    // Removed members do not count.
    expect(run([group([...twenty, { ...member(), isActive: false }])])).toEqual({});
  });

  it('allows at most 10 groups', () => {
    const groups = Array.from({ length: 11 }, (_, i) => group([member()], { name: `G${i}` }));
    expect(run(groups)).toEqual({ groups: 'At most 10 groups of Authorised Signatories can be added' });
  });

  it('keeps the msar fields only for an msar fund, and removed entries as inactive', () => {
    const m = { ...member(), fatherName: 'F', completeAddress: 'Pune', dpin: '01234567' };
    const domestic = authorisedSignatoryStepSchema({ fundType: 'domestic' }).parse({
      groups: [group([m, { ...member(), id: 'x', isActive: false }])],
    });
    expect(domestic.groups[0]!.groupsignatories[0]).toMatchObject({
      fatherName: null,
      completeAddress: null,
      dpin: null,
    });
    expect(domestic.groups[0]!.groupsignatories[1]).toMatchObject({ id: 'x', isActive: false });
    const msar = authorisedSignatoryStepSchema({ fundType: 'msar' }).parse({ groups: [group([m])] });
    expect(msar.groups[0]!.groupsignatories[0]).toMatchObject({
      fatherName: 'F',
      completeAddress: 'Pune',
      dpin: '01234567',
    });
  });
});

describe('authorisedSignatoryStepDefaults', () => {
  it('starts with one empty group of threshold 1', () => {
    expect(authorisedSignatoryStepDefaults({ groups: null })).toEqual({
      groups: [{ name: null, threshold: 1, isActive: true, groupsignatories: [] }],
    });
  });

  it('loads the authorised-signatory groups with their active members, not the POA holders', () => {
    const d = authorisedSignatoryStepDefaults({
      groups: [
        {
          id: 'g1',
          kind: 'authorised_signatories',
          name: 'Board',
          threshold: 2,
          groupsignatories: [
            { id: 's1', name: 'A', pan: 'ABCPE1111F', canEsign: false },
            { id: 's2', name: 'B', isActive: false },
          ],
        },
        { id: 'p', kind: 'poa_holder', threshold: 1, groupsignatories: [{ id: 'h', name: 'H' }] },
      ],
    });
    expect(d.groups).toHaveLength(1);
    expect(d.groups![0]).toMatchObject({ id: 'g1', name: 'Board', threshold: 2 });
    expect(d.groups![0]!.groupsignatories).toEqual([
      expect.objectContaining({ id: 's1', pan: 'ABCPE1111F', canEsign: false, countryCode: '+91' }),
    ]);
  });
});

describe('POA holders of the individual document step', () => {
  const application = (hasPOA: boolean, applicationType: 'individual' | 'non_individual' = 'individual') =>
    ({ applicationType, onboardingType: 'normal', hasPOA, applicants: [], banks: [] }) as DocumentApplication;
  const schema = (app: DocumentApplication) =>
    documentStepSchema({
      role: 'rm',
      applicationType: app.applicationType,
      today: new Date(),
      master: {},
      application: app,
    });

  it('checks each holder (no designation, no msar fields) and their uniqueness', () => {
    const h = member({ designation: '' });
    const r = schema(application(true)).safeParse({
      poaHolders: [h, { ...member(), pan: h.pan, email: 'bad' }],
    });
    expect(errorsOf(r)).toEqual({
      'poaHolders.0.pan': 'There is already same pan for a POA holder associated with this application',
      'poaHolders.1.pan': 'There is already same pan for a POA holder associated with this application',
      'poaHolders.1.email': 'invalid Email ID',
    });
  });

  it('keeps the holders for a POA application only', () => {
    const h = member({ pan: 'abcpz1234q' });
    expect(schema(application(true)).parse({ poaHolders: [h] }).poaHolders).toEqual([
      expect.objectContaining({ pan: 'ABCPZ1234Q', isActive: true, fatherName: null }),
    ]);
    expect(schema(application(false)).parse({ poaHolders: [h] }).poaHolders).toBeUndefined();
    expect(schema(application(true, 'non_individual')).parse({ poaHolders: [h] }).poaHolders).toBeUndefined();
    // Left out: stays as stored.
    expect(schema(application(true)).parse({}).poaHolders).toBeUndefined();
  });

  it.each([
    [[], 'Please add the POA holder'],
    [[{ isActive: false }], 'Please add the POA holder'],
    [[{ isActive: true }], null],
  ])('the send needs one active holder: %j', (holders, expected) => {
    expect(poaHolderMessage(holders)).toBe(expected);
  });

  it('reads the poa_holder group from the detail', () => {
    expect(
      poaHolderDefaults({
        groups: [
          { kind: 'authorised_signatories', groupsignatories: [{ id: 'a' }] },
          {
            kind: 'poa_holder',
            groupsignatories: [
              { id: 'h', name: 'H' },
              { id: 'x', isActive: false },
            ],
          },
        ],
      }).map((h) => h.id),
    ).toEqual(['h']);
  });
});
