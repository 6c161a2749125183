import type { Signer } from './signing';
import type { ApplicationStatus } from './application-status';
import { APPLICATION_STATUSES } from './application-status';
import { INVESTOR_STATUS_LABELS, investorStatusLabel, type InvestorStatusContext } from './investor-status';

const L = INVESTOR_STATUS_LABELS;
const me: Signer = 'applicant1';

// 0-product-decisions §12: the status in the investor's words, from its status and whose turn it is.
it.each<[ApplicationStatus, InvestorStatusContext, string]>([
  ['draft', { sentToInvestor: true }, 'Waiting for you to complete your application'],
  ['draft', { sentToInvestor: false }, L.beingPrepared],
  ['draft', {}, L.beingPrepared],
  ['sent_to_poa_approver', {}, 'Being reviewed by the fund'],
  ['sent_to_amc_approver', {}, 'Being reviewed by the fund'],
  ['approved_by_amc_approver', {}, 'Being reviewed by the fund'],
  ['sent_to_applicant1', { mySigner: me, currentSigner: 'applicant1' }, 'Waiting for your signature'],
  [
    'approved_by_applicant1',
    { mySigner: 'applicant2', currentSigner: 'applicant2' },
    'Waiting for your signature',
  ],
  [
    'sent_to_applicant1',
    { mySigner: 'applicant2', currentSigner: 'applicant1' },
    'Waiting for the other applicants to sign',
  ],
  [
    'approved_by_applicant1',
    { mySigner: me, currentSigner: 'applicant2' },
    'Waiting for the other applicants to sign',
  ],
  [
    'approved_by_applicant2',
    { mySigner: me, currentSigner: 'applicant3' },
    'Waiting for the other applicants to sign',
  ],
  [
    'sent_to_authorised_signatories',
    { mySigner: me, currentSigner: 'authorised_signatories' },
    L.authorisedSignatories,
  ],
  ['approved_by_applicant1', { mySigner: me, currentSigner: 'fundmanager' }, 'Being signed by the fund'],
  ['approved_by_fundmanager', { mySigner: me, currentSigner: 'trustee' }, 'Being signed by the fund'],
  ['approved_by_authorised_signatories', { currentSigner: 'fundmanager' }, 'Being signed by the fund'],
  // The trustee signed; the signed PDF is being put together.
  ['approved_by_trustee', { mySigner: me, currentSigner: null }, 'Being signed by the fund'],
  // Before sign-in nothing says whose turn it is: the status alone decides.
  ['sent_to_applicant1', {}, L.signing],
  ['approved_by_applicant2', {}, L.signing],
  ['approved_by_fundmanager', {}, 'Being signed by the fund'],
  ['signed', {}, 'Completed'],
  ['completed', {}, 'Completed'],
  ['rejected', {}, L.rejected],
  ['invitationexpired', {}, 'Your signing link has expired. Please contact your relationship manager.'],
])('%s with %j reads "%s"', (status, context, label) => {
  expect(investorStatusLabel(status, context)).toBe(label);
});

it('has investor wording for every status, never the staff label', () => {
  for (const s of APPLICATION_STATUSES) {
    const label = investorStatusLabel(s, {});
    expect(label.length).toBeGreaterThan(0);
    expect(label).not.toMatch(/approver|applicant1|Sent to|Approved by/i);
  }
});
