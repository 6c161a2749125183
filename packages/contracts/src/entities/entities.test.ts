import { applicationListFilterSchema, activeFilterCount, reportFilterSchema } from './lists';
import { applicationListItemSchema, applicationSchema } from './application';
import { isFirstApplicant } from './applicant';
import { fatcaQuestionSchema } from './fatca';
import { fundManagerSchema, trusteeSchema } from './users';
import { schemeSchema } from './fund';

const application = {
  id: 'a1',
  applicationNumber: 'AIF0000001',
  applicant1ReferenceId: 'r1',
  applicationType: 'individual',
  onboardingType: 'normal',
  status: 'draft',
  currentStep: 3,
  hasPOA: false,
  modeOfHolding: 'either or survivor',
  scheme: { id: 's1', schemeName: 'Growth Fund I', fundType: 'domestic' },
  applicants: [
    {
      applicant_type: '1',
      name: 'Asha Rao',
      panNo: 'ABCPE1234F',
      dateOfBirth: '1990-01-01',
      addresses: [
        { address_type: 'correspondence', address1: '12 MG Road', country: 'INDIA', pincode: '411001' },
      ],
      fatcadetail: { controllingpersons: [{ name: 'X', controllingPersonType: 'C01', dateOfBirth: null }] },
    },
  ],
  nominees: [{ nomineeName: 'Ravi', nomineePercentage: 100, isActive: true }],
  banks: [
    {
      ifscCode: 'SBIN0001234',
      bankAccountNumber: '123456789',
      bankAccountType: 'Savings',
      defaultBankAccount: true,
    },
  ],
  groups: [{ name: 'Board', threshold: 1, groupsignatories: [{ name: 'A', canEsign: true }] }],
  commitmentAmount: 11000000,
  modeOfPayment: 'cheque',
  createdAt: '2024-10-04T10:15:00+05:30',
};

describe('applicationSchema', () => {
  it('parses a saved application with nested records', () => {
    const parsed = applicationSchema.parse(application);
    expect(parsed.applicants[0]?.addresses?.[0]?.address_type).toBe('correspondence');
    expect(parsed.commitmentAmount).toBe(11000000);
  });

  it('refuses unknown statuses and enum values', () => {
    expect(applicationSchema.safeParse({ ...application, status: 'pending' }).success).toBe(false);
    expect(applicationSchema.safeParse({ ...application, modeOfHolding: 'both' }).success).toBe(false);
    expect(applicationSchema.safeParse({ ...application, modeOfPayment: 'upi' }).success).toBe(false);
    expect(applicationSchema.safeParse({ ...application, currentStep: -1 }).success).toBe(false);
  });

  it('refuses a date of birth that is not YYYY-MM-DD', () => {
    const bad = { ...application, applicants: [{ ...application.applicants[0], dateOfBirth: '01/01/1990' }] };
    expect(applicationSchema.safeParse(bad).success).toBe(false);
  });

  it('gives list rows a narrow shape', () => {
    const row = applicationListItemSchema.parse(application);
    expect(Object.keys(row.applicants[0] ?? {}).sort()).toEqual(['applicant_type', 'name', 'panNo']);
  });
});

describe('applicant helpers', () => {
  it('recognises the first applicant in all its spellings', () => {
    expect(isFirstApplicant({ applicant_type: '1' })).toBe(true);
    expect(isFirstApplicant({ applicant_type: 1 })).toBe(true);
    expect(isFirstApplicant({ applicant_type: 'firstapplicant' })).toBe(true);
    expect(isFirstApplicant({ applicant_type: '2' })).toBe(false);
  });
});

describe('FATCA questions', () => {
  it('parse nested sub-questions', () => {
    const q = fatcaQuestionSchema.parse({
      id: 'Q1',
      question_text: 'Is the entity a financial institution?',
      question_type: 'single_choice_radio',
      isMandatory: 'true',
      options: [{ label: 'Yes', showQs: ['Q1.1'] }],
      sub_questions: [
        { id: 'Q1.1', question_text: 'GIIN', question_type: 'open_text_field', validation: 'alphaNumeric' },
      ],
    });
    expect(q.sub_questions?.[0]?.validation).toBe('alphaNumeric');
    expect(
      fatcaQuestionSchema.safeParse({ id: 'Q', question_text: 'x', question_type: 'slider' }).success,
    ).toBe(false);
  });
});

describe('funds and users', () => {
  it('parse a scheme with plans', () => {
    const s = schemeSchema.parse({
      schemeName: 'MSAR Fund',
      fundType: 'msar',
      plans: [{ planCode: 'S1', currency: 'usd', performanceFee: null }],
    });
    expect(s.plans?.[0]?.currency).toBe('usd');
    expect(schemeSchema.safeParse({ fundType: 'offshore' }).success).toBe(false);
  });
  it('keep PAN off the investment manager', () => {
    expect(Object.keys(trusteeSchema.shape)).toContain('panNumber');
    expect(Object.keys(fundManagerSchema.shape)).not.toContain('panNumber');
  });
});

describe('filters', () => {
  it('default to page 1, 10 rows, newest first', () => {
    expect(applicationListFilterSchema.parse({})).toEqual({
      page: 1,
      limit: 10,
      sort: 'createdAt',
      order: 'DESC',
    });
    expect(reportFilterSchema.parse({ from: 'a', to: 'b' }).investorType).toBe('all');
  });
  it('count active filter groups for the badge', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ status: ['draft'], applicationType: [], distributorId: ['d1'] })).toBe(2);
  });
});
