import { REVIEW_MESSAGES, incompleteMessage, incompleteStepsOf } from './review';

describe('incompleteStepsOf', () => {
  it('groups the errors of a refused send by step, in their order, each message once', () => {
    expect(
      incompleteStepsOf([
        { path: 'fatca.applicants.0.placeOfBirth', message: 'Place of Birth is required' },
        { path: 'bank-details.banks', message: 'Please verify default bank account' },
        { path: 'document-details.applicants.0.documents.3.file', message: 'Please upload PAN' },
        { path: 'document-details.applicants.1.documents.3.file', message: 'Please upload PAN' },
        { path: 'document-details', message: REVIEW_MESSAGES.stepNotSaved },
        { path: 'reason', message: 'not a step' },
      ]),
    ).toEqual([
      { step: 'fatca', label: 'FATCA', messages: ['Place of Birth is required'] },
      { step: 'bank-details', label: 'Bank Details', messages: ['Please verify default bank account'] },
      {
        step: 'document-details',
        label: 'Document Details',
        messages: ['Please upload PAN', REVIEW_MESSAGES.stepNotSaved],
      },
    ]);
    expect(incompleteStepsOf([])).toEqual([]);
  });

  it('words the refusals', () => {
    expect(REVIEW_MESSAGES.incompleteSteps(['FATCA', 'Bank Details'])).toBe(
      'Please complete the following steps before sending: FATCA, Bank Details',
    );
    expect(REVIEW_MESSAGES.planSignersMissing(['Trustee'])).toBe(
      'The plan of this application has no active Trustee to e-sign it. Map one to the plan before approving.',
    );
    expect(REVIEW_MESSAGES.planSignersMissing(['Investment Manager', 'Trustee'])).toBe(
      'The plan of this application has no active Investment Manager or Trustee to e-sign it. Map them to the plan before approving.',
    );
  });
});

describe('incompleteMessage', () => {
  it.each([
    [
      'individual',
      ['fatca', 'bank-details'],
      'Please complete the following steps before sending: FATCA, Bank Details',
    ],
    [
      'non_individual',
      ['bank-details', 'document-details'],
      'In Bank Details, the required fields are not filled.',
    ],
    [
      'non_individual',
      ['authorised-signatory'],
      'In Authorised Signatory, the required fields are not filled.',
    ],
    [
      'non_individual',
      ['declaration-ubo', 'fatca'],
      'In Declaration of UBO, the required fields are not filled.',
    ],
  ] as const)('words a refused %s send of %j', (flow, steps, message) => {
    expect(incompleteMessage(flow, steps)).toBe(message);
  });
});

describe('the preview send, said plainly', () => {
  it.each([
    ['Send to AIF Approver', 'Application AIF0000012 was sent to the AIF approver'],
    ['Send to POA Approver', 'Application AIF0000012 was sent to the POA approver'],
    ['Send to Investor', 'Application AIF0000012 was sent to the investor'],
  ])('%s', (label, said) => {
    expect(REVIEW_MESSAGES.sent('AIF0000012', label)).toBe(said);
    expect(REVIEW_MESSAGES.sendConfirm('AIF0000012', label)).toBe(
      `Send application AIF0000012 to ${said.replace('Application AIF0000012 was sent to ', '')}?`,
    );
  });
});
