import { APPLICATION_STATUSES, type ApplicationStatus } from './enums/application-status';
import { ROLES, type Role } from './roles';
import {
  AWAITING_SIGNATURE_STATUSES,
  canApproveOrReject,
  canEdit,
  canTransition,
  currentSigner,
  EXPIRED_STATUS_TARGETS,
  isEditableStatus,
  isOpenStatus,
  nextStatusOnApprove,
  nextStatusOnChangeExpiredStatus,
  nextStatusOnInvestorSubmit,
  nextStatusOnInvitationExpiry,
  nextStatusOnMoveToDraft,
  nextStatusOnPreviewSend,
  nextStatusOnReject,
  nextStatusOnSign,
  signatoryGroupsDone,
  nextStatusOnSignedDocumentsUpload,
  nextStatusOnSigningFinalised,
  previewSendLabel,
  signingOrder,
  STATUS_TRANSITIONS,
  statusOnSave,
  type StatusSubject,
} from './status-machine';

const individual = (over: Partial<StatusSubject> = {}): StatusSubject => ({
  status: 'draft',
  hasPOA: false,
  applicationType: 'individual',
  fundType: 'domestic',
  applicantCount: 1,
  ...over,
});
const entity = (over: Partial<StatusSubject> = {}): StatusSubject =>
  individual({ applicationType: 'non_individual', ...over });

const OTHERS = (statuses: readonly ApplicationStatus[]) =>
  APPLICATION_STATUSES.filter((s) => !statuses.includes(s));

describe('open and editable statuses', () => {
  it('treats invitationexpired, signed, completed and rejected as closed', () => {
    expect(APPLICATION_STATUSES.filter((s) => !isOpenStatus(s)).sort()).toEqual(
      ['completed', 'invitationexpired', 'rejected', 'signed'].sort(),
    );
  });
  it('lets nobody edit signed, completed or rejected applications', () => {
    expect(APPLICATION_STATUSES.filter((s) => !isEditableStatus(s)).sort()).toEqual([
      'completed',
      'rejected',
      'signed',
    ]);
    for (const role of ROLES) {
      for (const s of ['signed', 'completed', 'rejected'] as const) {
        expect(canEdit({ status: s }, role)).toBe(false);
        expect(statusOnSave(individual({ status: s }), role)).toBeNull();
      }
    }
  });
});

describe('preview send (draft)', () => {
  it('sends a POA application to the POA approver', () => {
    for (const role of ['rm', 'distributor', 'subdistributor', 'amcadmin'] as Role[]) {
      expect(nextStatusOnPreviewSend(individual({ hasPOA: true }), role)).toBe('sent_to_poa_approver');
    }
    expect(previewSendLabel(individual({ hasPOA: true }), 'rm')).toBe('Send to POA Approver');
  });

  it.each(['rm', 'distributor', 'subdistributor'] as Role[])(
    'sends an individual application prepared by %s to the AIF approver',
    (role) => {
      expect(nextStatusOnPreviewSend(individual(), role)).toBe('sent_to_amc_approver');
      expect(canTransition('draft', 'sent_to_amc_approver', 'preview_send')).toBe(true);
    },
  );

  it('keeps an amcadmin individual application in draft and sends it to the investor', () => {
    expect(nextStatusOnPreviewSend(individual(), 'amcadmin')).toBe('draft');
    expect(previewSendLabel(individual(), 'amcadmin')).toBe('Send to Investor');
    expect(canTransition('draft', 'draft', 'preview_send')).toBe(true);
  });

  it('follows who prepared it, not who presses Send (0-product-decisions §12)', () => {
    const byAdmin = individual({ preparedByRole: 'amcadmin' });
    const byRm = individual({ preparedByRole: 'rm' });
    expect(nextStatusOnPreviewSend(byAdmin, 'rm')).toBe('draft');
    expect(previewSendLabel(byAdmin, 'distributor')).toBe('Send to Investor');
    expect(nextStatusOnPreviewSend(byRm, 'amcadmin')).toBe('sent_to_amc_approver');
    expect(previewSendLabel(byRm, 'amcadmin')).toBe('Send to AIF Approver');
  });

  it('always sends a non-individual application to the AIF approver', () => {
    for (const role of ['rm', 'distributor', 'subdistributor', 'amcadmin'] as Role[]) {
      expect(nextStatusOnPreviewSend(entity(), role)).toBe('sent_to_amc_approver');
      expect(nextStatusOnPreviewSend(entity({ hasPOA: true }), role)).toBe('sent_to_amc_approver');
      expect(previewSendLabel(entity(), role)).toBe('Send to AIF Approver');
    }
  });

  it('refuses a send from any other status or by any other role', () => {
    for (const s of OTHERS(['draft']))
      expect(nextStatusOnPreviewSend(individual({ status: s }), 'rm')).toBeNull();
    for (const role of [
      'investor',
      'amcapprover',
      'poaapprover',
      'trustee',
      'fundmanager',
      'superadmin',
    ] as Role[]) {
      expect(nextStatusOnPreviewSend(individual(), role)).toBeNull();
    }
    expect(canTransition('sent_to_amc_approver', 'sent_to_amc_approver', 'preview_send')).toBe(false);
  });
});

describe('investor submit', () => {
  const sent = { sentToInvestor: true };
  it("submits the investor's draft to the AIF approver", () => {
    expect(nextStatusOnInvestorSubmit(individual())).toBe('sent_to_amc_approver');
    expect(statusOnSave(individual(sent), 'investor', { submit: true })).toBe('sent_to_amc_approver');
    expect(canTransition('draft', 'sent_to_amc_approver', 'investor_submit')).toBe(true);
  });
  it('routes a POA draft to the POA approver', () => {
    expect(nextStatusOnInvestorSubmit(individual({ hasPOA: true }))).toBe('sent_to_poa_approver');
  });
  it('keeps the draft on an intermediate save and refuses other statuses', () => {
    expect(statusOnSave(individual(sent), 'investor')).toBe('draft');
    expect(nextStatusOnInvestorSubmit(individual({ status: 'sent_to_applicant1' }))).toBeNull();
    expect(nextStatusOnInvestorSubmit(entity())).toBeNull();
    expect(
      statusOnSave(individual({ status: 'sent_to_amc_approver' }), 'investor', { submit: true }),
    ).toBeNull();
  });
});

it('lets the investor edit only a draft sent to it, until it submits it (0-product-decisions §12)', () => {
  expect(canEdit({ status: 'draft', sentToInvestor: true }, 'investor')).toBe(true);
  expect(canEdit({ status: 'draft' }, 'investor')).toBe(false);
  expect(canEdit({ status: 'draft', sentToInvestor: false }, 'investor')).toBe(false);
  expect(canEdit({ status: 'sent_to_amc_approver', sentToInvestor: true }, 'investor')).toBe(false);
  expect(statusOnSave(individual(), 'investor')).toBeNull();
  // Staff edit a draft whether or not it was sent to the investor.
  expect(canEdit({ status: 'draft', sentToInvestor: true }, 'amcadmin')).toBe(true);
});

describe('approval', () => {
  it('POA approver: sent_to_poa_approver -> sent_to_amc_approver', () => {
    expect(nextStatusOnApprove(individual({ status: 'sent_to_poa_approver', hasPOA: true }))).toBe(
      'sent_to_amc_approver',
    );
    expect(canApproveOrReject({ status: 'sent_to_poa_approver' }, 'poaapprover')).toBe(true);
    expect(canApproveOrReject({ status: 'sent_to_poa_approver' }, 'amcapprover')).toBe(false);
  });

  it('AIF approver: msar -> approved_by_amc_approver', () => {
    for (const app of [individual(), individual({ hasPOA: true }), entity()]) {
      expect(nextStatusOnApprove({ ...app, status: 'sent_to_amc_approver', fundType: 'msar' })).toBe(
        'approved_by_amc_approver',
      );
    }
  });

  it('AIF approver: POA or non-individual -> sent_to_authorised_signatories', () => {
    expect(nextStatusOnApprove(individual({ status: 'sent_to_amc_approver', hasPOA: true }))).toBe(
      'sent_to_authorised_signatories',
    );
    expect(nextStatusOnApprove(entity({ status: 'sent_to_amc_approver' }))).toBe(
      'sent_to_authorised_signatories',
    );
    expect(nextStatusOnApprove(entity({ status: 'sent_to_amc_approver', fundType: 'gift' }))).toBe(
      'sent_to_authorised_signatories',
    );
  });

  it('AIF approver: individual -> sent_to_applicant1', () => {
    expect(nextStatusOnApprove(individual({ status: 'sent_to_amc_approver' }))).toBe('sent_to_applicant1');
    expect(nextStatusOnApprove(individual({ status: 'sent_to_amc_approver', fundType: 'gift' }))).toBe(
      'sent_to_applicant1',
    );
    expect(canApproveOrReject({ status: 'sent_to_amc_approver' }, 'amcapprover')).toBe(true);
  });

  it('refuses approval at any other status', () => {
    for (const s of OTHERS(['sent_to_poa_approver', 'sent_to_amc_approver'])) {
      expect(nextStatusOnApprove(individual({ status: s }))).toBeNull();
      expect(nextStatusOnReject({ status: s })).toBeNull();
      for (const role of ROLES) expect(canApproveOrReject({ status: s }, role)).toBe(false);
    }
  });

  it('rejects from either approver status', () => {
    expect(nextStatusOnReject({ status: 'sent_to_poa_approver' })).toBe('rejected');
    expect(nextStatusOnReject({ status: 'sent_to_amc_approver' })).toBe('rejected');
    expect(canTransition('sent_to_amc_approver', 'rejected', 'reject')).toBe(true);
    expect(canTransition('draft', 'rejected', 'reject')).toBe(false);
  });

  it('only lists approval moves the functions produce', () => {
    expect(canTransition('sent_to_amc_approver', 'sent_to_applicant1', 'approve')).toBe(true);
    expect(canTransition('sent_to_poa_approver', 'sent_to_applicant1', 'approve')).toBe(false);
    expect(canTransition('sent_to_amc_approver', 'signed', 'approve')).toBe(false);
  });
});

describe('e-sign', () => {
  it('orders signers: applicants, then investment manager, then trustee', () => {
    expect(signingOrder(individual({ applicantCount: 3 }))).toEqual([
      'applicant1',
      'applicant2',
      'applicant3',
      'fundmanager',
      'trustee',
    ]);
    expect(signingOrder(individual({ applicantCount: 5 }))).toHaveLength(5);
    expect(signingOrder(individual({ applicantCount: 0 }))).toEqual(['applicant1', 'fundmanager', 'trustee']);
    expect(signingOrder(individual({ hasPOA: true }))).toEqual([
      'authorised_signatories',
      'fundmanager',
      'trustee',
    ]);
    expect(signingOrder(entity())).toEqual(['authorised_signatories', 'fundmanager', 'trustee']);
    expect(signingOrder(individual({ fundType: 'msar' }))).toEqual([]);
  });

  it('walks three applicants to signed', () => {
    let app = individual({ status: 'sent_to_applicant1', applicantCount: 3 });
    const steps: [Parameters<typeof nextStatusOnSign>[1], ApplicationStatus][] = [
      ['applicant1', 'approved_by_applicant1'],
      ['applicant2', 'approved_by_applicant2'],
      ['applicant3', 'approved_by_applicant3'],
      ['fundmanager', 'approved_by_fundmanager'],
      ['trustee', 'approved_by_trustee'],
    ];
    for (const [signer, next] of steps) {
      expect(currentSigner(app)).toBe(signer);
      const to = nextStatusOnSign(app, signer);
      expect(to).toBe(next);
      expect(canTransition(app.status, next, 'sign')).toBe(true);
      app = { ...app, status: next };
    }
    expect(currentSigner(app)).toBeNull();
    expect(nextStatusOnSigningFinalised(app)).toBe('signed');
    expect(canTransition('approved_by_trustee', 'signed', 'finalise_signing')).toBe(true);
  });

  it('goes from the last of fewer applicants to the investment manager', () => {
    const one = individual({ status: 'approved_by_applicant1', applicantCount: 1 });
    expect(nextStatusOnSign(one, 'fundmanager')).toBe('approved_by_fundmanager');
    expect(nextStatusOnSign(one, 'applicant2')).toBeNull();
    const two = individual({ status: 'approved_by_applicant2', applicantCount: 2 });
    expect(nextStatusOnSign(two, 'fundmanager')).toBe('approved_by_fundmanager');
    expect(nextStatusOnSign(two, 'applicant3')).toBeNull();
  });

  it('walks authorised signatories to signed', () => {
    let app = entity({ status: 'sent_to_authorised_signatories' });
    for (const [signer, next] of [
      ['authorised_signatories', 'approved_by_authorised_signatories'],
      ['fundmanager', 'approved_by_fundmanager'],
      ['trustee', 'approved_by_trustee'],
    ] as const) {
      expect(nextStatusOnSign(app, signer)).toBe(next);
      app = { ...app, status: next };
    }
    expect(nextStatusOnSigningFinalised(app)).toBe('signed');
  });

  it('refuses out-of-turn signatures', () => {
    expect(
      nextStatusOnSign(individual({ status: 'sent_to_applicant1', applicantCount: 2 }), 'applicant2'),
    ).toBeNull();
    expect(nextStatusOnSign(individual({ status: 'sent_to_applicant1' }), 'trustee')).toBeNull();
    expect(nextStatusOnSign(individual({ status: 'approved_by_fundmanager' }), 'fundmanager')).toBeNull();
    expect(nextStatusOnSign(entity({ status: 'sent_to_applicant1' }), 'applicant1')).toBeNull();
    expect(
      nextStatusOnSign(individual({ status: 'sent_to_authorised_signatories' }), 'authorised_signatories'),
    ).toBeNull();
    expect(nextStatusOnSign(individual({ status: 'draft' }), 'applicant1')).toBeNull();
    expect(
      nextStatusOnSign(individual({ status: 'sent_to_applicant1', fundType: 'msar' }), 'applicant1'),
    ).toBeNull();
    expect(nextStatusOnSigningFinalised({ status: 'approved_by_fundmanager' })).toBeNull();
    expect(canTransition('sent_to_applicant1', 'approved_by_trustee', 'sign')).toBe(false);
  });
});

describe('msar paper signing', () => {
  it('completes on upload of the signed documents', () => {
    expect(
      nextStatusOnSignedDocumentsUpload(individual({ status: 'approved_by_amc_approver', fundType: 'msar' })),
    ).toBe('completed');
    expect(canTransition('approved_by_amc_approver', 'completed', 'upload_signed_documents')).toBe(true);
  });
  it('refuses the upload otherwise', () => {
    expect(
      nextStatusOnSignedDocumentsUpload(
        individual({ status: 'approved_by_amc_approver', fundType: 'domestic' }),
      ),
    ).toBeNull();
    expect(
      nextStatusOnSignedDocumentsUpload(individual({ status: 'sent_to_amc_approver', fundType: 'msar' })),
    ).toBeNull();
  });
});

describe('invitation expiry', () => {
  it('expires applications waiting for a signature', () => {
    for (const s of AWAITING_SIGNATURE_STATUSES) {
      expect(nextStatusOnInvitationExpiry({ status: s })).toBe('invitationexpired');
      expect(canTransition(s, 'invitationexpired', 'expire_invitation')).toBe(true);
    }
  });
  it('leaves every other status alone', () => {
    for (const s of OTHERS(AWAITING_SIGNATURE_STATUSES))
      expect(nextStatusOnInvitationExpiry({ status: s })).toBeNull();
  });
});

describe('admin support', () => {
  it('moves an expired invitation to a chosen open status', () => {
    for (const target of EXPIRED_STATUS_TARGETS) {
      expect(isOpenStatus(target)).toBe(true);
      expect(nextStatusOnChangeExpiredStatus({ status: 'invitationexpired' }, target)).toBe(target);
    }
    expect(nextStatusOnChangeExpiredStatus({ status: 'invitationexpired' }, 'signed')).toBeNull();
    expect(nextStatusOnChangeExpiredStatus({ status: 'invitationexpired' }, 'invitationexpired')).toBeNull();
    expect(nextStatusOnChangeExpiredStatus({ status: 'sent_to_applicant1' }, 'draft')).toBeNull();
  });

  it('moves anything but signed, completed (and draft) to draft', () => {
    for (const s of OTHERS(['signed', 'completed', 'draft'])) {
      expect(nextStatusOnMoveToDraft({ status: s })).toBe('draft');
      expect(canTransition(s, 'draft', 'move_to_draft')).toBe(true);
    }
    for (const s of ['signed', 'completed', 'draft'] as const)
      expect(nextStatusOnMoveToDraft({ status: s })).toBeNull();
  });
});

describe('statusOnSave (edits after sending)', () => {
  it.each(['rm', 'distributor', 'subdistributor'] as Role[])(
    '%s saving a sent individual without POA re-sends it to the AIF approver',
    (role) => {
      for (const s of [
        'sent_to_applicant1',
        'approved_by_applicant1',
        'sent_to_amc_approver',
        'invitationexpired',
      ] as const) {
        expect(statusOnSave(individual({ status: s }), role)).toBe('sent_to_amc_approver');
      }
      expect(statusOnSave(individual({ status: 'draft' }), role)).toBe('draft');
    },
  );

  it('does not apply that rule to POA or non-individual applications', () => {
    expect(statusOnSave(individual({ status: 'sent_to_poa_approver', hasPOA: true }), 'rm')).toBe(
      'sent_to_poa_approver',
    );
    expect(statusOnSave(entity({ status: 'sent_to_applicant1' }), 'distributor')).toBe('sent_to_applicant1');
    expect(statusOnSave(entity({ status: 'sent_to_amc_approver' }), 'rm')).toBe('sent_to_amc_approver');
  });

  it('reverts a POA application at sent_to_amc_approver to draft when a subdistributor saves it', () => {
    expect(statusOnSave(individual({ status: 'sent_to_amc_approver', hasPOA: true }), 'subdistributor')).toBe(
      'draft',
    );
    expect(statusOnSave(individual({ status: 'sent_to_amc_approver', hasPOA: true }), 'distributor')).toBe(
      'sent_to_amc_approver',
    );
    expect(statusOnSave(individual({ status: 'sent_to_amc_approver', hasPOA: true }), 'rm')).toBe(
      'sent_to_amc_approver',
    );
    expect(canTransition('sent_to_amc_approver', 'draft', 'save')).toBe(true);
  });

  it('moves to draft on a confirmed investor status change', () => {
    expect(
      statusOnSave(individual({ status: 'sent_to_applicant1' }), 'rm', { investorStatusChanged: true }),
    ).toBe('draft');
    expect(
      statusOnSave(individual({ status: 'sent_to_amc_approver' }), 'amcapprover', {
        investorStatusChanged: true,
      }),
    ).toBe('draft');
  });

  it('lets the AIF approver edit at sent_to_amc_approver without moving it', () => {
    expect(statusOnSave(individual({ status: 'sent_to_amc_approver' }), 'amcapprover')).toBe(
      'sent_to_amc_approver',
    );
    expect(statusOnSave(entity({ status: 'sent_to_amc_approver' }), 'amcapprover')).toBe(
      'sent_to_amc_approver',
    );
    expect(canTransition('sent_to_amc_approver', 'sent_to_amc_approver', 'save')).toBe(true);
    expect(statusOnSave(individual({ status: 'sent_to_applicant1' }), 'amcapprover')).toBeNull();
  });

  it('lets the POA approver edit only at sent_to_poa_approver', () => {
    expect(statusOnSave(individual({ status: 'sent_to_poa_approver', hasPOA: true }), 'poaapprover')).toBe(
      'sent_to_poa_approver',
    );
    expect(
      statusOnSave(individual({ status: 'sent_to_amc_approver', hasPOA: true }), 'poaapprover'),
    ).toBeNull();
  });

  it('keeps amcadmin saves unchanged and refuses roles that never edit', () => {
    expect(statusOnSave(individual({ status: 'sent_to_applicant1' }), 'amcadmin')).toBe('sent_to_applicant1');
    for (const role of ['trustee', 'fundmanager', 'superadmin'] as Role[]) {
      expect(statusOnSave(individual(), role)).toBeNull();
    }
  });
});

describe('the transition table', () => {
  it('only contains moves between known statuses, none out of signed or completed except none', () => {
    for (const t of STATUS_TRANSITIONS) {
      expect(APPLICATION_STATUSES).toContain(t.from);
      expect(APPLICATION_STATUSES).toContain(t.to);
      expect(['signed', 'completed']).not.toContain(t.from);
    }
  });

  it('never leaves rejected except through move_to_draft', () => {
    const out = STATUS_TRANSITIONS.filter((t) => t.from === 'rejected');
    expect(out.map((t) => `${t.action}:${t.to}`)).toEqual(['move_to_draft:draft']);
  });

  it('agrees with the functions for every status and role', () => {
    const subjects = [
      individual(),
      individual({ hasPOA: true }),
      individual({ fundType: 'msar' }),
      individual({ applicantCount: 3 }),
      entity(),
      entity({ fundType: 'msar' }),
    ];
    for (const status of APPLICATION_STATUSES) {
      for (const base of subjects) {
        const app = { ...base, status };
        for (const role of ROLES) {
          const sent = nextStatusOnPreviewSend(app, role);
          if (sent) expect(canTransition(status, sent, 'preview_send')).toBe(true);
          const saved = statusOnSave(app, role);
          if (saved) expect(canTransition(status, saved, 'save')).toBe(true);
          const changed = statusOnSave(app, role, { investorStatusChanged: true });
          if (changed) expect(canTransition(status, changed, 'save')).toBe(true);
        }
        const approved = nextStatusOnApprove(app);
        if (approved) expect(canTransition(status, approved, 'approve')).toBe(true);
        const submitted = nextStatusOnInvestorSubmit(app);
        if (submitted) expect(canTransition(status, submitted, 'investor_submit')).toBe(true);
        for (const signer of signingOrder(app)) {
          const signed = nextStatusOnSign(app, signer);
          if (signed) expect(canTransition(status, signed, 'sign')).toBe(true);
        }
      }
    }
  });
});

describe('signatoryGroupsDone (0-product-decisions §10)', () => {
  it.each([
    { groups: [], done: false },
    { groups: [{ threshold: 2, signed: 1 }], done: false },
    { groups: [{ threshold: 2, signed: 2 }], done: true },
    { groups: [{ threshold: 2, signed: 3 }], done: true },
    {
      groups: [
        { threshold: 2, signed: 2 },
        { threshold: 1, signed: 0 },
      ],
      done: false,
    },
    {
      groups: [
        { threshold: 2, signed: 2 },
        { threshold: 1, signed: 1 },
      ],
      done: true,
    },
    { groups: [{ threshold: 0, signed: 0 }], done: false },
  ])('$groups -> $done', ({ groups, done }) => {
    expect(signatoryGroupsDone(groups)).toBe(done);
  });
});
