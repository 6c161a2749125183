import { readFileSync } from 'node:fs';
import path from 'node:path';
import { wizardStepSchemaFor, type WizardSaveContext } from '../api/application-wizard';
import { requiredDocumentMasterSchema } from '../api/mdms';
import { ENTITY_INVESTOR_TYPES, type EntityInvestorType } from '../enums/investor';
import { ctxOf, errorsOf } from '../wizard/test-helpers';
import {
  addBank,
  allowedAccountTypes,
  bankStepMessages,
  bankVerifyCheck,
  type BankFormValues,
  type BankStepContext,
} from './bank';
import {
  canAddSecondFile,
  requiredDocuments,
  type DocumentApplicant,
  type DocumentApplication,
  type DocumentFormEntry,
  type DocumentStepContext,
} from './documents';
import type { InvestmentStepInput } from './investment';

// The shared steps of doc 2 (distributor, investment and payment, bank, documents) for an entity
// application (`applicationType: 'non_individual'`), doc 2 §5 and §9, through the save dispatch where it matters.
const TODAY = new Date('2026-06-15T06:00:00Z');
const entity = (over: Partial<WizardSaveContext> = {}): WizardSaveContext => ({
  ...ctxOf(),
  applicationType: 'non_individual',
  ...over,
});
const FREE = ['huf', 'registered_trust', 'unregistered_trust'] as const;
const FIXED = ['corporate', 'llp', 'partnership_firm'] as const;

describe('entity distributor step', () => {
  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ loginType: null }, { loginType: 'Login Type is required' }],
    [{ loginType: 'distributor', distributorId: '' }, { distributorId: 'Distributor is required' }],
    [{ loginType: 'distributor', distributorId: 'd1' }, {}],
    [{ loginType: 'rm' }, {}],
  ])('rm %j -> %j', (data, expected) => {
    expect(errorsOf(wizardStepSchemaFor('distributor-details', entity()).safeParse(data))).toEqual(expected);
  });
});

describe('entity bank step', () => {
  const bank = (over: Partial<BankFormValues> = {}): BankFormValues => ({
    ifscCode: 'HDFC0000001',
    bankAccountNumber: '123456789012',
    bankAccountType: 'Current',
    bankName: 'HDFC Bank',
    bankBranch: 'Mumbai',
    defaultBankAccount: true,
    isActive: true,
    pennydropCheck: true,
    pennydropVerified: true,
    ...over,
  });
  const second = (over: Partial<BankFormValues> = {}) =>
    bank({ ifscCode: 'SBIN0000001', bankAccountNumber: '998877665544', defaultBankAccount: false, ...over });
  const ctxFor = (t: EntityInvestorType | null): BankStepContext => ({
    role: 'rm',
    applicationType: 'non_individual',
    today: TODAY,
    entityInvestorType: t,
  });
  const save = (t: EntityInvestorType | null, banks: BankFormValues[]) =>
    wizardStepSchemaFor('bank-details', entity({ entityInvestorType: t })).safeParse({ banks });

  it.each(ENTITY_INVESTOR_TYPES.map((t) => [t, (FREE as readonly string[]).includes(t)] as const))(
    '%s: Savings allowed: %s (Current always)',
    (t, savings) => {
      expect(allowedAccountTypes(ctxFor(t))).toEqual(savings ? ['Current', 'Savings'] : ['Current']);
      expect(errorsOf(save(t, [bank()]))).toEqual({});
      expect(errorsOf(save(t, [bank({ bankAccountType: 'Savings' })]))).toEqual(
        savings ? {} : { 'banks.0.bankAccountType': 'Invalid value for Account Type' },
      );
    },
  );

  it.each(ENTITY_INVESTOR_TYPES.map((t) => [t]))('%s: no NRI account types', (t) => {
    expect(errorsOf(save(t, [bank({ bankAccountType: 'NRE' })]))).toEqual({
      'banks.0.bankAccountType': 'Invalid value for Account Type',
    });
  });

  it('an entity whose investor type is unknown is fixed to Current', () => {
    expect(errorsOf(save(null, [bank({ bankAccountType: 'Savings' })]))).toEqual({
      'banks.0.bankAccountType': 'Invalid value for Account Type',
    });
  });

  it('the NRI flag has no say on an entity', () => {
    expect(allowedAccountTypes({ ...ctxFor('huf'), isNri: true })).toEqual(['Current', 'Savings']);
  });

  it.each(FIXED.map((t) => [t]))('%s: the account type is saved as Current, chosen or not', (t) => {
    const r = save(t, [bank({ bankAccountType: '' })]);
    expect(r.success && (r.data as { banks: { bankAccountType: string }[] }).banks[0]?.bankAccountType).toBe(
      'Current',
    );
  });

  it.each(FREE.map((t) => [t]))('%s: the account type must be chosen', (t) => {
    expect(errorsOf(save(t, [bank({ bankAccountType: '' })]))).toEqual({
      'banks.0.bankAccountType': 'Account Type is required',
    });
  });

  it.each<[string, BankFormValues[], string, string]>([
    [
      'maximum 2 banks',
      [bank(), second(), second({ bankAccountNumber: '111122223333' })],
      'banks',
      'Maximum 2 bank accounts are allowed',
    ],
    [
      'account number unique',
      [bank(), second({ bankAccountNumber: '123456789012' })],
      'banks.1.bankAccountNumber',
      'Account number already used',
    ],
    [
      'exactly one default',
      [bank(), second({ defaultBankAccount: true })],
      'banks',
      'Please check the default bank account',
    ],
    ['default verified', [bank({ pennydropCheck: false })], 'banks', 'Please verify default bank account'],
    [
      'all verified',
      [bank(), second({ pennydropCheck: false })],
      'banks',
      'Please make sure that all the banks are verified',
    ],
  ])('corporate: %s', (_rule, banks, key, message) => {
    expect(bankStepMessages({ banks }, ctxFor('corporate'))[key]).toBe(message);
  });

  it('a removed bank does not count towards the 2', () => {
    expect(
      errorsOf(
        save('corporate', [bank(), second(), second({ id: 'b3', isActive: false, bankAccountNumber: '1' })]),
      ),
    ).toEqual({});
  });

  it('Add Another Bank: Current by default, not beyond 2', () => {
    const one = addBank([], { applicationType: 'non_individual' });
    expect(one).toEqual([expect.objectContaining({ bankAccountType: 'Current', defaultBankAccount: true })]);
    const two = addBank(one, { applicationType: 'non_individual' });
    expect(two[1]).toMatchObject({ bankAccountType: 'Current', defaultBankAccount: false });
    expect(addBank(two, { applicationType: 'non_individual' })).toHaveLength(2);
  });

  it.each<[Partial<BankFormValues>, number, string]>([
    [{ ifscCode: '' }, 0, 'Please fill all the required(*) fields in 1st Bank Account Details'],
    [{ bankAccountNumber: '' }, 1, 'Please fill all the required(*) fields in 2nd Bank Account Details'],
    [{ ifscCode: 'HDFC1000001' }, 0, 'Invalid IFSC Code in 1st Bank Account Details'],
    [{ ifscCode: 'HDFC000001' }, 1, 'Invalid IFSC Code in 2nd Bank Account Details'],
    [{ bankAccountNumber: '12345678' }, 0, 'Please enter valid Account Number in 1st Bank Account Details'],
    [
      { bankAccountNumber: '12ab5678901' },
      1,
      'Please enter valid Account Number in 2nd Bank Account Details',
    ],
  ])('Verify %j of bank %i -> %s', (over, index, message) => {
    expect(bankVerifyCheck(bank(over), index)).toBe(message);
  });
});

// The server's master data file, read here only to test against the real data (contracts do no I/O).
const master = requiredDocumentMasterSchema.parse(
  JSON.parse(
    readFileSync(path.resolve(__dirname, '../../../server/mdms/required_document_master.json'), 'utf8'),
  ),
);

describe('entity document step', () => {
  const docCtx: DocumentStepContext = { role: 'rm', applicationType: 'non_individual', today: TODAY, master };
  const applicant = (over: Partial<DocumentApplicant> = {}): DocumentApplicant => ({
    id: 'e1',
    investorType: 'corporate',
    amlCheck: true,
    dlclId: 'nsdl',
    dpId: 'IN123456',
    clId: '12345678',
    ...over,
  });
  const app = (over: Partial<DocumentApplication> = {}): DocumentApplication => ({
    applicationType: 'non_individual',
    createdAt: '2026-01-10T10:00:00Z',
    applicants: [applicant()],
    banks: [
      { isActive: true, defaultBankAccount: true, pennydropVerified: true, bankAccountType: 'Current' },
    ],
    ...over,
  });
  const slots = (a: DocumentApplication) => requiredDocuments(a, docCtx).applicants[0]!;
  const required = (a: DocumentApplication) =>
    slots(a)
      .documents.filter((d) => d.required)
      .map((d) => d.documentType);

  it.each(ENTITY_INVESTOR_TYPES.map((t) => [t]))('%s: its own master, with the entity documents', (t) => {
    const a = app({ applicants: [applicant({ investorType: t })] });
    expect(slots(a).masterKey).toBe(t);
    expect(required(a)).toEqual(['pan', 'address_proof', 'board_resolution', 'authorised_signatories_list']);
    expect(slots(a).documents.map((d) => d.documentType)).toEqual([
      'pan',
      'address_proof',
      'board_resolution',
      'authorised_signatories_list',
      'bankAccountProof',
      'demat_information',
      'fatca_document',
      'additional_document',
    ]);
    expect(requiredDocuments(a, docCtx).nominees).toEqual([]);
  });

  it.each<[string, DocumentApplication, string, boolean | 'absent']>([
    [
      'bank proof when the default bank is not verified',
      app({ banks: [{ isActive: true, defaultBankAccount: true, pennydropVerified: false }] }),
      'bankAccountProof',
      true,
    ],
    ['no bank proof for a verified default bank', app(), 'bankAccountProof', false],
    [
      'demat information when the demat ids fail',
      app({ applicants: [applicant({ dpId: 'XX123456' })] }),
      'demat_information',
      true,
    ],
    ['no demat information for valid ids', app(), 'demat_information', false],
    [
      'compliance document when AML did not pass',
      app({ applicants: [applicant({ amlCheck: false })] }),
      'compliance_document',
      true,
    ],
    ['no compliance document once AML passed', app(), 'compliance_document', 'absent'],
  ])('%s', (_rule, a, type, expected) => {
    const slot = slots(a).documents.find((d) => d.documentType === type);
    if (expected === 'absent') expect(slot).toBeUndefined();
    else expect(slot?.required).toBe(expected);
  });

  const file = (name: string) => ({ name, id: `f-${name}` });
  const entry = (documentType: string, over: Partial<DocumentFormEntry> = {}): DocumentFormEntry => ({
    documentType,
    file: file(`${documentType}.pdf`),
    ...over,
  });
  const complete = (): DocumentFormEntry[] => [
    entry('pan'),
    entry('address_proof', { documentName: 'Bank Statement' }),
    entry('board_resolution'),
    entry('authorised_signatories_list'),
  ];
  const save = (documents: DocumentFormEntry[], a = app()) =>
    wizardStepSchemaFor(
      'document-details',
      entity({ documentMaster: master, documentApplication: a }),
    ).safeParse({ applicants: [{ applicantId: 'e1', documents }] });

  it('accepts the four entity documents', () => {
    expect(errorsOf(save(complete()))).toEqual({});
  });

  it.each<[string, (d: DocumentFormEntry[]) => DocumentFormEntry[], string, string]>([
    ['PAN uploaded', (d) => [{ ...d[0]!, file: null }, ...d.slice(1)], '0.file', 'Please upload PAN'],
    [
      'board resolution uploaded',
      (d) => d.map((e) => (e.documentType === 'board_resolution' ? { ...e, file: null } : e)),
      '2.file',
      'Please upload Board Resolution',
    ],
    [
      'address proof: the proof chosen',
      (d) => d.map((e) => (e.documentType === 'address_proof' ? { ...e, documentName: '' } : e)),
      '1.documentName',
      'Please Select Address Proof',
    ],
    [
      'address proof: a proof of the list',
      (d) => d.map((e) => (e.documentType === 'address_proof' ? { ...e, documentName: 'Passport' } : e)),
      '1.documentName',
      'Please select valid value',
    ],
    [
      'multiple files: at most 2',
      (d) => [
        ...d,
        entry('additional_document'),
        entry('additional_document', { file: file('b.pdf') }),
        entry('additional_document', { file: file('c.pdf') }),
      ],
      '6.file',
      'At most 2 files can be uploaded',
    ],
    [
      'multiple files: the first uploaded before the second',
      (d) => [...d, entry('additional_document', { file: null }), entry('additional_document')],
      '5.file',
      'Please upload the first document to add more documents',
    ],
  ])('%s', (_rule, change, key, message) => {
    expect(errorsOf(save(change(complete())))).toEqual({ [`applicants.0.documents.${key}`]: message });
  });

  it('accepts two files of a multi-file document', () => {
    const two = [
      ...complete(),
      entry('additional_document'),
      entry('additional_document', { file: file('b.pdf') }),
    ];
    expect(errorsOf(save(two))).toEqual({});
  });

  it('a second file can be added only once the first is uploaded', () => {
    expect(canAddSecondFile([entry('additional_document', { file: null })], 'additional_document')).toBe(
      false,
    );
    expect(canAddSecondFile([entry('additional_document')], 'additional_document')).toBe(true);
    expect(
      canAddSecondFile([entry('additional_document'), entry('additional_document')], 'additional_document'),
    ).toBe(false);
  });
});

describe('entity investment and payment step', () => {
  const plan = {
    id: 'p1',
    noOfUnits: 100000,
    groupNoOfUnits: 50000,
    loweredUnits: 20000,
    minCommitmentAmount: 0,
  };
  const valid: InvestmentStepInput = {
    schemeId: 's1',
    planId: 'p1',
    groupInvestment: false,
    lowerTheUnits: false,
    setupFeeType: 'yes',
    setupFeePercentage: 2,
    setupFeeTDS: 1000,
    drawDownDate: '2026-01-12',
    faceValue: 100,
    premiumPercentage: 10,
    noOfUnits: 100000,
    modeOfPayment: 'cheque',
    paymentRefNo: '123456',
  };
  const save = (values: InvestmentStepInput) =>
    wizardStepSchemaFor('investment-payment-details', entity({ fundType: 'domestic', plan })).safeParse(
      values,
    );

  it('accepts a complete step', () => {
    expect(errorsOf(save(valid))).toEqual({});
  });

  it.each<[string, InvestmentStepInput, string, string]>([
    ['scheme required', { ...valid, schemeId: '' }, 'schemeId', 'Fund Scheme is required'],
    ['series required', { ...valid, planId: '' }, 'planId', 'Series is required'],
    [
      'setup fee % required',
      { ...valid, setupFeePercentage: '' },
      'setupFeePercentage',
      'Setup Fee Percentage is required',
    ],
    [
      'setup fee % under 101',
      { ...valid, setupFeePercentage: 101 },
      'setupFeePercentage',
      'Setup Fee Percentage should be less then 100%',
    ],
    ['TDS at least 0', { ...valid, setupFeeTDS: -1 }, 'setupFeeTDS', 'TDS should be greater than 0'],
    [
      'TDS not above the total setup fee (2,59,600)',
      { ...valid, setupFeeTDS: 259600.01 },
      'setupFeeTDS',
      'TDS should not be greater than Total Setup Fee',
    ],
    [
      'drawdown date required (domestic)',
      { ...valid, drawDownDate: '' },
      'drawDownDate',
      'Drawdown Date is required',
    ],
    [
      'group name with group investment',
      { ...valid, groupInvestment: true, groupName: '', noOfUnits: 50000 },
      'groupName',
      'Group Name is required',
    ],
    ['face value required', { ...valid, faceValue: null }, 'faceValue', 'Face Value is required'],
    [
      'premium % 0 to 100',
      { ...valid, premiumPercentage: 100.5 },
      'premiumPercentage',
      'Premium % should be between 0 and 100',
    ],
    [
      'units: the series minimum',
      { ...valid, noOfUnits: 99999 },
      'noOfUnits',
      'No of units should be greater than or equal to 100000',
    ],
    [
      'units: the group minimum',
      { ...valid, groupInvestment: true, groupName: 'G', noOfUnits: 49999 },
      'noOfUnits',
      'No of units should be greater than or equal to 50000',
    ],
    [
      'units: the lowered minimum',
      { ...valid, lowerTheUnits: true, noOfUnits: 19999 },
      'noOfUnits',
      'No of units should be greater than or equal to 20000',
    ],
    [
      'mode of payment allowed',
      { ...valid, modeOfPayment: 'upi' },
      'modeOfPayment',
      'Invalid value for mode of payment',
    ],
    ['cheque / UTR number', { ...valid, paymentRefNo: '12' }, 'paymentRefNo', 'Invalid Cheque No/UTR No'],
    ['NEFT code', { ...valid, modeOfPayment: 'neft', neftCode: 'AB-1' }, 'neftCode', 'Invalid NEFT Code'],
    ['DD number', { ...valid, modeOfPayment: 'demand_draft', ddNo: '1' }, 'ddNo', 'Invalid DD No'],
  ])('%s', (_rule, values, key, message) => {
    expect(errorsOf(save(values))[key]).toBe(message);
  });

  it('saves the derived amounts, blanks the other modes’ fields and the group name when off', () => {
    const r = save({ ...valid, neftCode: 'HDFCN12345', ddNo: '998877', groupName: 'Family' });
    expect(r.success && r.data).toMatchObject({
      commitmentAmount: 11000000,
      setupFeeAmount: 220000,
      setupFeeGST: 39600,
      totalSetupFee: 259600,
      netSetupFeeLessTDS: 258600,
      paymentRefNo: '123456',
      neftCode: '',
      ddNo: '',
      groupName: '',
    });
  });
});
