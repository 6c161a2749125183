import { auditActionLabel, auditValueText } from './admin-screens';

describe('auditActionLabel', () => {
  it('names the known actions and reads any other as its words', () => {
    expect(auditActionLabel('move_to_draft')).toBe('Moved to draft');
    expect(auditActionLabel('update_plan_trustee')).toBe('Update plan trustee');
    expect(auditActionLabel('esignSignerReissued')).toBe('Esign signer reissued');
  });
});

describe('auditValueText', () => {
  it('shows a status by its label and a flag set by the flags granted', () => {
    expect(auditValueText('invitationexpired')).toBe('Invitation expired');
    expect(auditValueText('{"unlockingAccess":true,"whitelistingAccess":false,"adminSupport":true}')).toBe(
      'Unlock Users, Admin Support',
    );
    expect(auditValueText('{"unlockingAccess":false}')).toBe('None');
  });

  it('shows other objects as pairs and plain text as stored', () => {
    expect(auditValueText('{"isActive":false,"rmId":"rm-2"}')).toBe('isActive: false, rmId: rm-2');
    expect(auditValueText('Anil Kumar')).toBe('Anil Kumar');
    expect(auditValueText('42')).toBe('42');
    expect(auditValueText(null)).toBeNull();
  });
});
