import { MESSAGES } from '../validation/messages';
import {
  contributorStepDefaults,
  contributorStepSchema,
  holdingModeFor,
  investorStatusChangeNeedsConfirmation,
  MAX_APPLICANTS_MESSAGE,
} from './contributor';
import { WIZARD_MESSAGES } from './messages';
import { ctxOf, errorsOf } from './test-helpers';

const first = {
  id: 'a1',
  applicant_type: 1,
  isActive: true,
  namePrefix: 'Mr.',
  name: 'Rahul Sharma',
  gender: 'Male',
  dateOfBirth: '1990-01-01',
  fatherOrSpouseName: 'Anil Sharma',
  motherName: 'Sunita Sharma',
  panNo: 'ABCPS1234K',
  status: 'Individual',
  nationality: 'INDIAN',
};
const second = {
  ...first,
  id: 'a2',
  applicant_type: 2,
  panNo: 'ABCPT1234K',
  relationShipWithFirstApplicant: 'Spouse',
};
const minorFields = {
  minorDOB: '2015-04-01',
  minorName: 'Riya Sharma',
  minorFatherName: 'Rahul Sharma',
  minorGender: 'Female',
  guardianRelationship: 'Father',
  naturalParent: 'yes' as const,
};

const parse = (data: unknown, over = {}) => contributorStepSchema(ctxOf(over)).safeParse(data);

describe('contributorStepSchema', () => {
  it('accepts a valid single applicant and forces single holding', () => {
    const r = parse({ applicants: [first], modeOfHolding: 'joint' });
    expect(r.success).toBe(true);
    expect(r.data?.modeOfHolding).toBe('single');
  });

  it.each([
    ['name', '', MESSAGES.nameRequired],
    ['name', 'R4hul', MESSAGES.nameInvalid],
    ['gender', '', WIZARD_MESSAGES.genderRequired],
    ['gender', 'X', WIZARD_MESSAGES.genderInvalid],
    ['dateOfBirth', '', MESSAGES.dobRequired],
    ['dateOfBirth', '2010-01-01', MESSAGES.ageAbove18],
    ['dateOfBirth', '1890-01-01', MESSAGES.ageBelow125],
    ['dateOfBirth', '2030-01-01', MESSAGES.dateInvalid],
    ['fatherOrSpouseName', '', WIZARD_MESSAGES.fatherOrSpouseNameRequired],
    ['motherName', 'Sun1ta', MESSAGES.nameInvalid],
    ['status', '', WIZARD_MESSAGES.statusRequired],
    ['status', 'Alien', WIZARD_MESSAGES.statusInvalid],
    ['nationality', '', WIZARD_MESSAGES.nationalityRequired],
    ['nationality', 'Martian', WIZARD_MESSAGES.nationalityInvalid],
    ['namePrefix', 'Dr.', WIZARD_MESSAGES.titleInvalid],
  ])('first applicant %s=%j -> %s', (field, value, message) => {
    expect(errorsOf(parse({ applicants: [{ ...first, [field]: value }] }))).toEqual({
      [`applicants.0.${field}`]: message,
    });
  });

  it('accepts a nationality from the country master, any case', () => {
    expect(parse({ applicants: [{ ...first, nationality: 'american' }] }).success).toBe(true);
  });

  it.each([
    [
      { relationShipWithFirstApplicant: '' },
      'relationShipWithFirstApplicant',
      WIZARD_MESSAGES.relationshipRequired,
    ],
    [
      { relationShipWithFirstApplicant: 'Cousin' },
      'relationShipWithFirstApplicant',
      WIZARD_MESSAGES.relationshipInvalid,
    ],
    [
      { relationShipWithFirstApplicant: 'Others', jointApplicantRelation: '' },
      'jointApplicantRelation',
      MESSAGES.specifyRelationship,
    ],
  ])('second applicant %j -> %s', (over, field, message) => {
    expect(errorsOf(parse({ applicants: [first, { ...second, ...over }] }))).toEqual({
      [`applicants.1.${field}`]: message,
    });
  });

  it('does not check removed joint holders and counts only active ones', () => {
    const r = parse({
      applicants: [first, { ...second, isActive: false, name: '' }],
      modeOfHolding: 'either or survivor',
    });
    expect(r.success).toBe(true);
    expect(r.data?.modeOfHolding).toBe('single');
  });

  it('keeps either or survivor with two active applicants, otherwise joint', () => {
    expect(
      parse({ applicants: [first, second], modeOfHolding: 'either or survivor' }).data?.modeOfHolding,
    ).toBe('either or survivor');
    expect(parse({ applicants: [first, second], modeOfHolding: 'single' }).data?.modeOfHolding).toBe('joint');
  });

  it('refuses a 4th active applicant and removing the first', () => {
    const third = { ...second, id: 'a3', applicant_type: 3, panNo: 'ABCPU1234K' };
    const fourth = { ...second, id: 'a4', applicant_type: 4, panNo: 'ABCPV1234K' };
    expect(errorsOf(parse({ applicants: [first, second, third, fourth] }))).toEqual({
      applicants: MAX_APPLICANTS_MESSAGE,
    });
    expect(
      errorsOf(parse({ applicants: [{ ...first, isActive: false }, second] }))['applicants.0.isActive'],
    ).toBe(WIZARD_MESSAGES.firstApplicantRequired);
  });

  it('normalises: PAN upper-cased, canonical status, Others text dropped when not Others', () => {
    const r = parse({
      applicants: [
        { ...first, panNo: 'abcps1234k', status: 'nri', nationality: 'indian' },
        { ...second, jointApplicantRelation: 'cousin' },
      ],
    });
    expect(r.data?.applicants[0]).toMatchObject({
      panNo: 'ABCPS1234K',
      status: 'NRI',
      nationality: 'INDIAN',
    });
    expect(r.data?.applicants[1]?.jointApplicantRelation).toBe('');
  });

  it('stores typed dates as YYYY-MM-DD', () => {
    const typed = parse({ applicants: [{ ...first, dateOfBirth: '01/02/1990' }] });
    expect(typed.data?.applicants[0]?.dateOfBirth).toBe('1990-02-01');
  });

  describe('minor onboarding', () => {
    const minor = { onboardingType: 'minor' as const };
    it('accepts a complete guardian and minor', () => {
      expect(parse({ applicants: [{ ...first, ...minorFields }] }, minor).success).toBe(true);
    });
    it.each([
      ['minorDOB', '', MESSAGES.dobRequired],
      ['minorDOB', '2030-01-01', MESSAGES.dateInvalid],
      ['minorDOB', '2000-01-01', MESSAGES.minorAgeBelow18],
      ['minorName', '', WIZARD_MESSAGES.minorNameRequired],
      ['minorFatherName', '', WIZARD_MESSAGES.minorFatherNameRequired],
      ['minorGender', '', WIZARD_MESSAGES.minorGenderRequired],
      ['guardianRelationship', '', WIZARD_MESSAGES.guardianRelationshipRequired],
      ['guardianRelationship', 'Uncle', WIZARD_MESSAGES.guardianRelationshipInvalid],
      ['naturalParent', null, WIZARD_MESSAGES.naturalParentRequired],
      ['minorPan', 'ABCPS1234K', MESSAGES.minorPanSameAsGuardian],
      ['minorPan', 'ABCDE1234F', MESSAGES.panInvalid],
      ['minorEmail', 'riya@', MESSAGES.minorEmailInvalid],
      ['minorMobile', '12345', MESSAGES.mobileInvalid],
    ])('%s=%j -> %s', (field, value, message) => {
      expect(errorsOf(parse({ applicants: [{ ...first, ...minorFields, [field]: value }] }, minor))).toEqual({
        [`applicants.0.${field}`]: message,
      });
    });
    it('asks the relationship text for Others, letters only', () => {
      const base = { ...first, ...minorFields, guardianRelationship: 'Others', naturalParent: null };
      expect(errorsOf(parse({ applicants: [base] }, minor))).toEqual({
        'applicants.0.guardianRelationshipTypeOther': MESSAGES.specifyGuardianRelationship,
      });
      expect(
        errorsOf(parse({ applicants: [{ ...base, guardianRelationshipTypeOther: 'Uncle 2' }] }, minor)),
      ).toEqual({ 'applicants.0.guardianRelationshipTypeOther': MESSAGES.nameInvalid });
    });
    it('ignores minor fields on normal onboarding', () => {
      expect(parse({ applicants: [{ ...first, minorDOB: 'x' }] }).success).toBe(true);
    });
  });
});

describe('holdingModeFor', () => {
  it.each([
    [1, 'joint', 'single'],
    [1, 'either or survivor', 'single'],
    [2, 'either or survivor', 'either or survivor'],
    [2, 'single', 'joint'],
    [3, null, 'joint'],
  ] as const)('%d active, requested %s -> %s', (n, req, mode) => {
    expect(holdingModeFor(n, req)).toBe(mode);
  });
});

describe('investorStatusChangeNeedsConfirmation', () => {
  it.each([
    ['sent_to_applicant1', 'Individual', 'NRI', true],
    ['sent_to_amc_approver', 'NRI', 'Individual', true],
    ['draft', 'Individual', 'NRI', false],
    ['sent_to_amc_approver', 'Individual', 'NRI', false],
    ['sent_to_applicant1', 'NRI', 'NRI', false],
  ] as const)('%s: %s -> %s = %s', (status, from, to, expected) => {
    expect(investorStatusChangeNeedsConfirmation(status, from, to)).toBe(expected);
  });
});

describe('contributorStepDefaults', () => {
  it('sorts applicants, defaults nationality INDIAN for staff and blank for the investor', () => {
    const app = {
      modeOfHolding: null,
      applicants: [
        { id: 'b', applicant_type: '2', name: 'B' },
        { id: 'a', applicant_type: '1', name: 'A' },
      ],
    };
    const staff = contributorStepDefaults(app, { role: 'rm', onboardingType: 'normal' });
    expect(staff.applicants.map((a) => a.id)).toEqual(['a', 'b']);
    expect(staff.applicants[0]?.nationality).toBe('INDIAN');
    expect(staff.modeOfHolding).toBe('single');
    expect(
      contributorStepDefaults(app, { role: 'investor', onboardingType: 'normal' }).applicants[0]?.nationality,
    ).toBe('');
  });
});

describe('the title (name prefix) default follows the gender', () => {
  const ctx = { role: 'rm', onboardingType: 'normal' } as const;
  const titleOf = (applicant: Record<string, unknown>) =>
    contributorStepDefaults({ modeOfHolding: null, applicants: [{ id: 'a', ...applicant }] }, ctx)
      .applicants[0];

  it('Ms. for a woman the registry says is female, Mr. for a man', () => {
    expect(titleOf({ gender: 'Female' })?.namePrefix).toBe('Ms.');
    expect(titleOf({ gender: 'Male' })?.namePrefix).toBe('Mr.');
  });

  it('no title when the gender is not known, and a stored title stays', () => {
    expect(titleOf({})?.namePrefix).toBe('');
    expect(titleOf({ gender: 'Others' })?.namePrefix).toBe('');
    expect(titleOf({ gender: 'Female', namePrefix: 'Mrs.' })?.namePrefix).toBe('Mrs.');
  });

  it("the minor's title follows the minor's gender", () => {
    expect(titleOf({ minorGender: 'Female' })?.minorNamePrefix).toBe('Ms.');
    expect(titleOf({ minorGender: 'Male' })?.minorNamePrefix).toBe('Mr.');
    expect(titleOf({})?.minorNamePrefix).toBe('');
  });
});
