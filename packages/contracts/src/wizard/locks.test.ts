import type { ApplicationStatus } from '../enums/application-status';
import type { Role } from '../roles';
import {
  canAddJointHolder,
  isAddressLocked,
  isApplicantFieldLocked,
  wizardFieldLocks,
  type LockSubject,
} from './locks';

const app = (over: Partial<LockSubject> = {}): LockSubject => ({
  status: 'draft',
  applicationType: 'individual',
  onboardingType: 'normal',
  applicants: [
    {
      applicant_type: 1,
      dataFetchedFromKRA: true,
      addresses: [
        { address_type: 'permanent', fetchedFromKRA: true },
        { address_type: 'correspondence', fetchedFromKRA: true },
      ],
    },
    { applicant_type: 2, dataFetchedFromKRA: true },
  ],
  ...over,
});

describe('wizardFieldLocks', () => {
  it.each([
    ['investor', true, true],
    ['poaapprover', true, false],
    ['distributor', true, false],
    ['subdistributor', true, false],
    ['rm', false, false],
    ['amcadmin', false, false],
  ] as [Role, boolean, boolean][])(
    '%s: distributor fields locked %s, hidden sections %s',
    (role, locked, hidden) => {
      const l = wizardFieldLocks(
        role,
        app({ status: role === 'poaapprover' ? 'sent_to_poa_approver' : 'draft' }),
      );
      expect(l.distributorFields).toBe(locked);
      expect(l.hidden.length > 0).toBe(hidden);
    },
  );

  it.each(['investor', 'poaapprover'] as Role[])(
    '%s cannot change nationality, CKYC, demat, tax fields, overseas/permanent',
    (role) => {
      const l = wizardFieldLocks(
        role,
        app({ status: role === 'poaapprover' ? 'sent_to_poa_approver' : 'draft' }),
      );
      for (const f of [
        'nationality',
        'ckycNo',
        'dlclId',
        'dpId',
        'clId',
        'nameOfBroker',
        'taxID',
        'countryOfBirth',
        'placeOfBirth',
      ])
        expect(isApplicantFieldLocked(l, 0, f)).toBe(true);
      expect(isAddressLocked(l, 0, 'overseas')).toBe(true);
      expect(isAddressLocked(l, 0, 'permanent')).toBe(true);
      expect(l.canAddJointHolder).toBe(false);
      expect(l.canChangeHoldingMode).toBe(false);
    },
  );

  it("investor edits only the first applicant's contact", () => {
    const l = wizardFieldLocks('investor', app());
    expect(isApplicantFieldLocked(l, 0, 'email')).toBe(false);
    expect(isAddressLocked(l, 0, 'correspondence')).toBe(false);
    expect(isApplicantFieldLocked(l, 1, 'email')).toBe(true);
    expect(isApplicantFieldLocked(l, 1, 'mobile')).toBe(true);
    expect(isAddressLocked(l, 1, 'correspondence')).toBe(true);
  });

  it("locks the first applicant's registry data only, and registry addresses but correspondence", () => {
    const l = wizardFieldLocks('rm', app());
    for (const f of ['name', 'dateOfBirth', 'panNo']) expect(isApplicantFieldLocked(l, 0, f)).toBe(true);
    expect(isApplicantFieldLocked(l, 1, 'name')).toBe(false);
    expect(isApplicantFieldLocked(l, 1, 'panNo')).toBe(true);
    expect(isAddressLocked(l, 0, 'permanent')).toBe(true);
    expect(isAddressLocked(l, 0, 'correspondence')).toBe(false);
    expect(isApplicantFieldLocked(l, 0, 'nationality')).toBe(false);
  });

  it('locks only the registry fields it was given', () => {
    const a = app();
    const l = wizardFieldLocks('rm', { ...a, applicants: [{ ...a.applicants[0]!, kraFields: ['name'] }] });
    expect(isApplicantFieldLocked(l, 0, 'name')).toBe(true);
    expect(isApplicantFieldLocked(l, 0, 'gender')).toBe(false);
  });

  it('locks residential status for minors', () => {
    expect(
      isApplicantFieldLocked(wizardFieldLocks('rm', app({ onboardingType: 'minor' })), 0, 'status'),
    ).toBe(true);
  });

  it('is read-only when the role may not edit at the status', () => {
    const l = wizardFieldLocks('amcapprover', app());
    expect(l.editable).toBe(false);
    expect(l.distributorFields).toBe(true);
    expect(wizardFieldLocks('amcapprover', app({ status: 'sent_to_amc_approver' })).editable).toBe(true);
  });
});

describe('residential status after draft (doc 1 §4, 0-product-decisions §3)', () => {
  const locked = (status: ApplicationStatus, stored: string, index = 0) => {
    const applicants = [
      { applicant_type: '1', status: index === 0 ? stored : 'Individual' },
      { applicant_type: '2', status: index === 1 ? stored : 'Individual' },
    ];
    return isApplicantFieldLocked(wizardFieldLocks('rm', app({ status, applicants })), index, 'status');
  };
  it.each<[ApplicationStatus, string, number, boolean]>([
    ['draft', 'Individual', 0, false],
    ['draft', 'NRI', 1, false],
    ['sent_to_applicant1', 'Individual', 0, false],
    ['sent_to_applicant1', 'NRI', 0, true],
    ['sent_to_amc_approver', 'NRI', 0, false],
    ['sent_to_amc_approver', 'Individual', 0, true],
    ['sent_to_amc_approver', 'NRI', 1, true],
    ['sent_to_poa_approver', 'Individual', 0, true],
    ['approved_by_applicant1', 'NRI', 0, true],
  ])('at %s with %s (applicant %i): locked %s', (status, stored, index, expected) => {
    expect(locked(status, stored, index)).toBe(expected);
  });
});

describe('wizardFieldLocks, steps 6-9', () => {
  it.each([
    ['rm', 'draft', false, false, 0],
    ['investor', 'draft', true, true, 20],
    ['poaapprover', 'sent_to_poa_approver', true, false, 20],
    ['amcapprover', 'sent_to_amc_approver', false, false, 0],
  ] as const)('%s at %s: banks %s, documents %s, %i investment fields locked', (role, status, b, d, n) => {
    const locks = wizardFieldLocks(role as Role, app({ status, sentToInvestor: true }));
    expect(locks).toMatchObject({ banksReadOnly: b, documentsReadOnly: d, nomineesReadOnly: false });
    expect(locks.investmentLockedFields).toHaveLength(n);
  });
  it('the investor: a draft not sent to it is read-only', () => {
    expect(wizardFieldLocks('investor', app({ status: 'draft' })).editable).toBe(false);
    expect(wizardFieldLocks('investor', app({ status: 'draft', sentToInvestor: true })).editable).toBe(true);
  });
  it('minor onboarding: nominees read-only; not editable: everything read-only', () => {
    expect(wizardFieldLocks('rm', app({ onboardingType: 'minor' })).nomineesReadOnly).toBe(true);
    const done = wizardFieldLocks('rm', app({ status: 'completed' }));
    expect(done).toMatchObject({ nomineesReadOnly: true, banksReadOnly: true, documentsReadOnly: true });
    expect(done.investmentLockedFields).toContain('planId');
  });
});

describe('canAddJointHolder', () => {
  it.each([
    ['rm', {}, true],
    ['distributor', {}, true],
    // The AIF admin, and the AIF approver while it edits, add joint holders too (0-product-decisions §12).
    ['amcadmin', {}, true],
    ['amcapprover', { status: 'sent_to_amc_approver' }, true],
    ['amcapprover', {}, false],
    ['investor', {}, false],
    ['poaapprover', { status: 'sent_to_poa_approver' }, false],
    ['rm', { onboardingType: 'minor' }, false],
    ['rm', { applicationType: 'non_individual' }, false],
    ['rm', { status: 'completed' }, false],
    ['rm', { applicants: [{ applicant_type: 1 }, { applicant_type: 2 }, { applicant_type: 3 }] }, false],
    [
      'rm',
      { applicants: [{ applicant_type: 1 }, { applicant_type: 2 }, { applicant_type: 3, isActive: false }] },
      true,
    ],
  ] as [Role, Partial<LockSubject>, boolean][])('%s %j -> %s', (role, over, expected) => {
    expect(canAddJointHolder(role, app(over))).toBe(expected);
  });
});
