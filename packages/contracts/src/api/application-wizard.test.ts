import { apiAccessFor } from './access';
import { applicationUpdateRequestSchema, WIZARD_SAVE_STEPS, wizardStepSchemaFor } from './application-wizard';
import { INDIVIDUAL_STEPS } from '../steps';
import { ctxOf } from '../wizard/test-helpers';

describe('applicationUpdateRequestSchema', () => {
  it('accepts a step save with a version', () => {
    expect(
      applicationUpdateRequestSchema.safeParse({
        step: 'fatca',
        saveType: 'saveForLater',
        version: 3,
        data: {},
      }).success,
    ).toBe(true);
  });
  it.each([
    [{ step: 'preview', saveType: 'saveForLater', version: 0, data: {} }],
    [{ step: 'fatca', saveType: 'later', version: 0, data: {} }],
    [{ step: 'fatca', saveType: 'saveForLater', data: {} }],
    [{ step: 'fatca', saveType: 'saveForLater', version: -1, data: {} }],
  ])('refuses %j', (body) => {
    expect(applicationUpdateRequestSchema.safeParse(body).success).toBe(false);
  });
  it('saves every step of the individual flow, and the entity’s own steps 7 and 8', () => {
    expect(WIZARD_SAVE_STEPS).toEqual([...INDIVIDUAL_STEPS, 'authorised-signatory', 'declaration-ubo']);
  });
  it('has a schema for every step it saves', () => {
    const ctx = {
      ...ctxOf(),
      documentMaster: {},
      documentApplication: { applicationType: 'individual' as const, applicants: [] },
      uboMaster: [],
    };
    for (const s of WIZARD_SAVE_STEPS) expect(wizardStepSchemaFor(s, ctx)).toBeDefined();
  });
  it('document-details needs the document master and the application', () => {
    expect(() => wizardStepSchemaFor('document-details', ctxOf())).toThrow(/documentMaster/);
  });
  it('runs the steps 6-9 rules: nominees forced off for minors, banks verified, the series minimum', () => {
    const minor = wizardStepSchemaFor('nominee-details', { ...ctxOf(), onboardingType: 'minor' }).parse({
      nominees: [{ nomineeName: 'A B', isActive: true }],
    });
    expect(minor).toMatchObject({ doNotWishToNominate: true, nominees: [{ isActive: false }] });
    const bank = wizardStepSchemaFor('bank-details', ctxOf()).safeParse({
      banks: [
        {
          ifscCode: 'SBIN0000300',
          bankAccountNumber: '123456789',
          bankAccountType: 'Savings',
          bankName: 'SBI',
          bankBranch: 'Pune',
          defaultBankAccount: true,
        },
      ],
    });
    expect(bank.success ? null : bank.error.issues[0]?.message).toBe('Please verify default bank account');
    const inv = wizardStepSchemaFor('investment-payment-details', {
      ...ctxOf(),
      fundType: 'msar',
      plan: { id: 'p', noOfUnits: 100, minCommitmentAmount: 0 },
    }).safeParse({ schemeId: 's', planId: 'p', faceValue: 10, premiumPercentage: 0, noOfUnits: 5 });
    expect(inv.success ? [] : inv.error.issues.map((i) => i.message)).toContain(
      'No of units should be greater than or equal to 100',
    );
  });
  it('gives the bank step the entity’s investor type: Savings for HUF and trusts, Current only otherwise', () => {
    const savings = {
      banks: [
        {
          ifscCode: 'SBIN0000300',
          bankAccountNumber: '123456789',
          bankAccountType: 'Savings',
          bankName: 'SBI',
          bankBranch: 'Pune',
          defaultBankAccount: true,
          pennydropCheck: true,
        },
      ],
    };
    const typeError = (entityInvestorType: string) => {
      const r = wizardStepSchemaFor('bank-details', {
        ...ctxOf(),
        applicationType: 'non_individual',
        entityInvestorType,
      }).safeParse(savings);
      return r.success
        ? null
        : r.error.issues.find((i) => i.path.join('.') === 'banks.0.bankAccountType')?.message;
    };
    expect(typeError('huf')).toBeNull();
    expect(typeError('unregistered_trust')).toBeNull();
    expect(typeError('corporate')).toBe('Invalid value for Account Type');
  });
  it('is in the access table', () => {
    expect(apiAccessFor('GET', '/api/onboarding/applications/:id')).toContain('investor');
    expect(apiAccessFor('POST', '/api/onboarding/applications/:id/update')).toContain('poaapprover');
    expect(apiAccessFor('GET', '/api/onboarding/amc/distributors-of-rm')).toEqual(['rm']);
    expect(apiAccessFor('GET', '/api/onboarding/applications/:id/schemes')).toContain('investor');
  });
});
