import {
  canModifyInvestment,
  currentStepAfterModifyInvestment,
  modifyInvestmentRequestSchema,
  statusOnModifyInvestment,
} from './modify-investment';

const app = (status: string, hasPOA = false) =>
  ({ status, hasPOA, applicationType: 'individual' }) as Parameters<typeof statusOnModifyInvestment>[0];

describe('Modify Investment (doc 3 §4)', () => {
  it('is offered to the preparers while the application waits on an approver', () => {
    for (const role of ['amcadmin', 'rm', 'distributor', 'subdistributor'] as const) {
      expect(canModifyInvestment(app('sent_to_amc_approver'), role)).toBe(true);
      expect(canModifyInvestment(app('sent_to_poa_approver', true), role)).toBe(true);
      expect(canModifyInvestment(app('draft'), role)).toBe(false);
      expect(canModifyInvestment(app('sent_to_applicant1'), role)).toBe(false);
      expect(canModifyInvestment(app('rejected'), role)).toBe(false);
    }
    for (const role of ['investor', 'poaapprover', 'amcapprover', 'trustee'] as const)
      expect(canModifyInvestment(app('sent_to_amc_approver'), role)).toBe(false);
    // Entity applications too (doc 3 §4 gives their step numbers); not once approved.
    expect(
      canModifyInvestment({ status: 'sent_to_amc_approver', applicationType: 'non_individual' }, 'rm'),
    ).toBe(true);
    expect(
      canModifyInvestment(
        { status: 'sent_to_authorised_signatories', applicationType: 'non_individual' },
        'rm',
      ),
    ).toBe(false);
  });

  it('sends a non-draft individual application to the AIF approver, a subdistributor’s POA one back to draft', () => {
    expect(statusOnModifyInvestment(app('sent_to_amc_approver'), 'rm')).toBe('sent_to_amc_approver');
    expect(statusOnModifyInvestment(app('sent_to_applicant1'), 'amcadmin')).toBe('sent_to_amc_approver');
    expect(statusOnModifyInvestment(app('sent_to_amc_approver', true), 'subdistributor')).toBe('draft');
    expect(statusOnModifyInvestment(app('sent_to_amc_approver', true), 'rm')).toBe('sent_to_amc_approver');
    expect(statusOnModifyInvestment(app('sent_to_amc_approver', false), 'subdistributor')).toBe(
      'sent_to_amc_approver',
    );
    // Investor and POA approver saves move nothing; a draft stays a draft.
    expect(statusOnModifyInvestment(app('sent_to_applicant1'), 'investor')).toBe('sent_to_applicant1');
    expect(statusOnModifyInvestment(app('sent_to_poa_approver', true), 'poaapprover')).toBe(
      'sent_to_poa_approver',
    );
    expect(statusOnModifyInvestment(app('draft'), 'rm')).toBe('draft');
    // Not sent past the POA approval.
    expect(statusOnModifyInvestment(app('sent_to_poa_approver', true), 'rm')).toBe('sent_to_poa_approver');
  });

  it('advances the step by one up to the investment step; a full save sets it, never lowering it', () => {
    expect(currentStepAfterModifyInvestment('individual', 5, 'saveForLater')).toBe(6);
    expect(currentStepAfterModifyInvestment('individual', 7, 'saveForLater')).toBe(8);
    expect(currentStepAfterModifyInvestment('individual', 8, 'saveForLater')).toBe(8);
    expect(currentStepAfterModifyInvestment('individual', 9, 'saveForLater')).toBe(9);
    expect(currentStepAfterModifyInvestment('individual', 5, 'saveAndProceed')).toBe(8);
    expect(currentStepAfterModifyInvestment('individual', 9, 'saveAndProceed')).toBe(9);
    expect(currentStepAfterModifyInvestment('non_individual', 2, 'saveForLater')).toBe(3);
    expect(currentStepAfterModifyInvestment('non_individual', 3, 'saveForLater')).toBe(4);
    expect(currentStepAfterModifyInvestment('non_individual', 4, 'saveForLater')).toBe(4);
    expect(currentStepAfterModifyInvestment('non_individual', 1, 'saveAndProceed')).toBe(4);
    expect(currentStepAfterModifyInvestment('individual', null, 'saveForLater')).toBe(1);
  });

  it('takes the form values with the loaded version', () => {
    expect(
      modifyInvestmentRequestSchema.safeParse({ version: 2, saveType: 'saveForLater', data: {} }).success,
    ).toBe(true);
    expect(modifyInvestmentRequestSchema.safeParse({ saveType: 'saveForLater', data: {} }).success).toBe(
      false,
    );
  });
});
