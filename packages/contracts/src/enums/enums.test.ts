import { ACCOUNT_TYPE_LABELS, ACCOUNT_TYPES, accountTypesFor, isFcnr } from './bank';
import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  isDocumentType,
  SIGNED_DOCUMENT_TYPES,
  UPLOAD_KIND_LABELS,
  UPLOAD_KINDS,
} from './documents';
import {
  CONTROLLING_PERSON_TYPE_LABELS,
  CONTROLLING_PERSON_TYPES,
  FATCA_QUESTION_TYPE_LABELS,
  FATCA_QUESTION_TYPES,
} from './fatca';
import {
  CURRENCIES,
  CURRENCY_LABELS,
  FUND_TYPE_LABELS,
  FUND_TYPES,
  isDematRequired,
  isDrawdownDateRequired,
  isPaperSignedFund,
  PAYMENT_MODE_LABELS,
  PAYMENT_MODE_REFERENCE_FIELD,
  PAYMENT_MODES,
} from './fund';
import {
  ENTITY_INVESTOR_TYPES,
  HOLDING_MODE_LABELS,
  HOLDING_MODES,
  INDIVIDUAL_INVESTOR_TYPES,
  INVESTOR_TYPE_LABELS,
  INVESTOR_TYPES,
  ONBOARDING_TYPES,
} from './investor';
import {
  GENDERS,
  GUARDIAN_RELATIONSHIPS,
  INCOME_BANDS,
  KRA_ADDRESS_TYPES,
  OCCUPATION_LABELS,
  OCCUPATIONS,
  PEP_STATUSES,
  RELATIONSHIPS,
  SOURCE_OF_FUNDS,
  SOURCE_OF_FUNDS_LABELS,
  TITLES,
} from './kyc';
import {
  canResendOrRevokeConsent,
  CONSENT_STATUS_LABELS,
  CONSENT_STATUSES,
  SIGNATURE_STATUS_LABELS,
  SIGNATURE_STATUSES,
} from './signing';
import {
  DISTRIBUTOR_TYPES,
  REPORT_TYPE_ACCESS,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  SUPPORT_TYPE_ACCESS,
  SUPPORT_TYPE_LABELS,
  SUPPORT_TYPES,
} from './admin';

function expectComplete(values: readonly string[], labels: Record<string, string>) {
  expect(new Set(values).size).toBe(values.length);
  expect(Object.keys(labels).sort()).toEqual([...values].sort());
  for (const v of values) expect(labels[v]?.trim()).toBeTruthy();
}

describe('enumerations', () => {
  it('have exactly one label per value', () => {
    expectComplete(INVESTOR_TYPES, INVESTOR_TYPE_LABELS);
    expectComplete(HOLDING_MODES, HOLDING_MODE_LABELS);
    expectComplete(FUND_TYPES, FUND_TYPE_LABELS);
    expectComplete(CURRENCIES, CURRENCY_LABELS);
    expectComplete(PAYMENT_MODES, PAYMENT_MODE_LABELS);
    expectComplete(ACCOUNT_TYPES, ACCOUNT_TYPE_LABELS);
    expectComplete(DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS);
    expectComplete(OCCUPATIONS, OCCUPATION_LABELS);
    expectComplete(SOURCE_OF_FUNDS, SOURCE_OF_FUNDS_LABELS);
    expectComplete(CONTROLLING_PERSON_TYPES, CONTROLLING_PERSON_TYPE_LABELS);
    expectComplete(FATCA_QUESTION_TYPES, FATCA_QUESTION_TYPE_LABELS);
    expectComplete(SIGNATURE_STATUSES, SIGNATURE_STATUS_LABELS);
    expectComplete(CONSENT_STATUSES, CONSENT_STATUS_LABELS);
    expectComplete(SUPPORT_TYPES, SUPPORT_TYPE_LABELS);
    expectComplete(REPORT_TYPES, REPORT_TYPE_LABELS);
    expectComplete(UPLOAD_KINDS, UPLOAD_KIND_LABELS);
  });

  it('hold the values the specification lists', () => {
    expect(INDIVIDUAL_INVESTOR_TYPES).toEqual([
      'individual',
      'minor',
      'non_individual',
      'poa',
      'nri',
      'nri_poa',
    ]);
    expect(ENTITY_INVESTOR_TYPES).toEqual([
      'corporate',
      'registered_trust',
      'unregistered_trust',
      'partnership_firm',
      'llp',
      'huf',
    ]);
    expect(HOLDING_MODES).toEqual(['single', 'joint', 'either or survivor']);
    expect(FUND_TYPES).toEqual(['domestic', 'gift', 'msar']);
    expect(CURRENCIES).toEqual(['inr', 'usd']);
    expect(PAYMENT_MODES).toEqual(['cheque', 'rtgs', 'neft', 'demand_draft']);
    expect(ONBOARDING_TYPES).toEqual(['normal', 'minor']);
    expect(TITLES).toEqual(['Mr.', 'Ms.', 'M/S.', 'Mrs.']);
    expect(GENDERS).toEqual(['Male', 'Female', 'Others']);
    expect(INCOME_BANDS).toHaveLength(6);
    expect(PEP_STATUSES).toEqual(['I am PEP', 'I am Related to PEP', 'Not Applicable']);
    expect(KRA_ADDRESS_TYPES).toEqual([
      'Resident/Business',
      'Resident',
      'Business',
      'Registered Office',
      'Unspecified',
    ]);
    expect(RELATIONSHIPS).toEqual([
      'Mother',
      'Father',
      'Daughter',
      'Son',
      'Spouse',
      'Brother',
      'Sister',
      'Others',
    ]);
    expect(GUARDIAN_RELATIONSHIPS).toContain('Others');
    expect(SOURCE_OF_FUNDS).toHaveLength(12);
    expect(CONTROLLING_PERSON_TYPES[0]).toBe('C01');
    expect(CONTROLLING_PERSON_TYPES[13]).toBe('C14');
    expect(SIGNATURE_STATUSES).toEqual([
      'notgenerated',
      'pendingsignature',
      'signed',
      'expired',
      'cancelled',
    ]);
    expect(CONSENT_STATUSES).toEqual(['pending', 'approved', 'rejected', 'revoked']);
    expect(DISTRIBUTOR_TYPES).toEqual(['company', 'individual']);
    expect(SIGNED_DOCUMENT_TYPES).toEqual(['admission_deed', 'consent_form', 'poa']);
  });

  it('gives each fund type its rules (0-product-decisions §2)', () => {
    expect(isPaperSignedFund('msar')).toBe(true);
    expect(isPaperSignedFund('domestic')).toBe(false);
    expect(isDrawdownDateRequired('domestic')).toBe(true);
    expect(isDrawdownDateRequired('gift')).toBe(true);
    expect(isDrawdownDateRequired('msar')).toBe(false);
    expect(isDematRequired('domestic')).toBe(true);
    expect(isDematRequired('gift')).toBe(false);
    expect(isDematRequired(null)).toBe(false);
  });

  it('keeps one reference field per payment mode', () => {
    expect(PAYMENT_MODE_REFERENCE_FIELD).toEqual({
      cheque: 'paymentRefNo',
      rtgs: 'paymentRefNo',
      neft: 'neftCode',
      demand_draft: 'ddNo',
    });
  });

  it('offers NRI account types to NRI investors only', () => {
    expect(accountTypesFor(false)).toEqual(['Current', 'Savings']);
    expect(accountTypesFor(true)).toEqual(['NRE', 'NRO', 'FCNR']);
    expect(isFcnr('FCNR')).toBe(true);
    expect(isFcnr('NRE')).toBe(false);
  });

  it('ties support and report types to their access flags', () => {
    expect(SUPPORT_TYPE_ACCESS.unlock_user).toBe('unlockingAccess');
    expect(SUPPORT_TYPE_ACCESS.whitelist_user).toBe('whitelistingAccess');
    expect(SUPPORT_TYPE_ACCESS.change_status_to_draft).toBe('applicationStatusChangeAccess');
    expect(REPORT_TYPE_ACCESS.onboardingCompletedDetails).toBe('fundSetupAccess');
    expect(REPORT_TYPE_ACCESS.onboardingSummary).toBeUndefined();
  });

  it('lets only pending consents be re-sent or revoked', () => {
    expect(CONSENT_STATUSES.filter(canResendOrRevokeConsent)).toEqual(['pending']);
  });

  it('recognises document types', () => {
    expect(isDocumentType('bankAccountProof')).toBe(true);
    expect(isDocumentType('selfie')).toBe(false);
  });
});
