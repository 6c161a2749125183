import { ROLES } from '../roles';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  defaultStatusFilter,
  isApplicationStatus,
  statusFilterOptions,
  statusLabel,
} from './application-status';

describe('status labels', () => {
  it('uses the wording of doc 1 §4', () => {
    expect(APPLICATION_STATUS_LABELS.draft).toBe('Draft');
    expect(APPLICATION_STATUS_LABELS.sent_to_applicant1).toBe('Sent to 1st applicant');
    expect(APPLICATION_STATUS_LABELS.approved_by_fundmanager).toBe('Approved by investment manager');
    expect(APPLICATION_STATUS_LABELS.sent_to_amc_approver).toBe('Sent to AIF approver');
    expect(APPLICATION_STATUS_LABELS.signed).toBe('Completed');
    expect(APPLICATION_STATUS_LABELS.completed).toBe('Completed');
  });

  it('has a non-empty label for every status', () => {
    for (const s of APPLICATION_STATUSES) expect(APPLICATION_STATUS_LABELS[s].length).toBeGreaterThan(0);
    expect(Object.keys(APPLICATION_STATUS_LABELS).sort()).toEqual([...APPLICATION_STATUSES].sort());
  });
});

describe('statusLabel', () => {
  it('shows Pending to the AIF approver for sent_to_amc_approver only', () => {
    expect(statusLabel('sent_to_amc_approver', 'amcapprover')).toBe('Pending');
    expect(statusLabel('sent_to_poa_approver', 'amcapprover')).toBe('Sent to POA approver');
  });

  it('shows Pending to the POA approver for sent_to_poa_approver only', () => {
    expect(statusLabel('sent_to_poa_approver', 'poaapprover')).toBe('Pending');
    expect(statusLabel('sent_to_amc_approver', 'poaapprover')).toBe('Sent to AIF approver');
  });

  it.each(ROLES.filter((r) => r !== 'amcapprover' && r !== 'poaapprover').map((r) => [r]))(
    'shows the plain labels to %s',
    (role) => {
      for (const s of APPLICATION_STATUSES) expect(statusLabel(s, role)).toBe(APPLICATION_STATUS_LABELS[s]);
    },
  );

  it('shows signed and completed as Completed to every role', () => {
    for (const role of ROLES) {
      expect(statusLabel('signed', role)).toBe('Completed');
      expect(statusLabel('completed', role)).toBe('Completed');
    }
  });

  it('works without a viewer', () => {
    expect(statusLabel('sent_to_amc_approver')).toBe('Sent to AIF approver');
    expect(statusLabel('rejected', null)).toBe('Rejected');
  });
});

describe('status filters', () => {
  it('hides draft and POA-pending from the AIF approver and draft from the POA approver', () => {
    expect(statusFilterOptions('amcapprover')).not.toContain('draft');
    expect(statusFilterOptions('amcapprover')).not.toContain('sent_to_poa_approver');
    expect(statusFilterOptions('poaapprover')).not.toContain('draft');
    expect(statusFilterOptions('poaapprover')).toContain('sent_to_poa_approver');
    expect(statusFilterOptions('rm')).toEqual(APPLICATION_STATUSES);
  });

  it('defaults the approver list to the status waiting on that approver', () => {
    expect(defaultStatusFilter('amcapprover')).toEqual(['sent_to_amc_approver']);
    expect(defaultStatusFilter('poaapprover')).toEqual(['sent_to_poa_approver']);
    expect(defaultStatusFilter('trustee')).toEqual([]);
  });

  it('recognises status values', () => {
    expect(isApplicationStatus('invitationexpired')).toBe(true);
    expect(isApplicationStatus('expired')).toBe(false);
    expect(isApplicationStatus(3)).toBe(false);
  });
});
