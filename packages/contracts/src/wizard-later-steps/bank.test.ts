import {
  addBank,
  allowedAccountTypes,
  applyIfscLookup,
  applyPennyDropResult,
  bankStepMessages,
  bankStepSchema,
  bankVerifyCheck,
  ifscLookupAction,
  isBankStepReadOnly,
  removeBank,
  resetAllVerifications,
  resetVerificationOnChange,
  setDefaultBank,
  type BankFormValues,
  type BankStepContext,
} from './bank';

const TODAY = new Date('2026-06-15T06:00:00Z');
const resident: BankStepContext = { role: 'rm', applicationType: 'individual', today: TODAY };
const nri: BankStepContext = { ...resident, isNri: true };
const corporate: BankStepContext = {
  ...resident,
  applicationType: 'non_individual',
  entityInvestorType: 'corporate',
};
const huf: BankStepContext = { ...corporate, entityInvestorType: 'huf' };

const bank = (over: Partial<BankFormValues> = {}): BankFormValues => ({
  ifscCode: 'HDFC0000001',
  bankAccountNumber: '123456789012',
  bankAccountType: 'Savings',
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
const fcnr = (over: Partial<BankFormValues> = {}) =>
  bank({
    bankAccountType: 'FCNR',
    ifscCode: '',
    swiftCode: 'HDFCINBBXXX',
    address1: '1 Fort Road',
    pennydropCheck: false,
    pennydropVerified: false,
    ...over,
  });

const messagesOf = (banks: BankFormValues[], ctx = resident) => bankStepMessages({ banks }, ctx);

describe('bankStepMessages', () => {
  it.each<[string, BankFormValues[], BankStepContext, string, string]>([
    ['IFSC required', [bank({ ifscCode: '' })], resident, 'banks.0.ifscCode', 'IFSC Code is required'],
    ['IFSC pattern', [bank({ ifscCode: 'HDFC1000001' })], resident, 'banks.0.ifscCode', 'Invalid IFSC Code'],
    [
      'FCNR IFSC pattern when given',
      [fcnr({ ifscCode: 'XX' })],
      nri,
      'banks.0.ifscCode',
      'Invalid IFSC Code',
    ],
    [
      'account number required',
      [bank({ bankAccountNumber: '' })],
      resident,
      'banks.0.bankAccountNumber',
      'Account Number is required',
    ],
    [
      'account number 9-18 digits',
      [bank({ bankAccountNumber: '12345678' })],
      resident,
      'banks.0.bankAccountNumber',
      'Invalid Account Number',
    ],
    [
      'account number unique',
      [bank(), second({ bankAccountNumber: '123456789012' })],
      resident,
      'banks.1.bankAccountNumber',
      'Account number already used',
    ],
    [
      'account type required',
      [bank({ bankAccountType: '' })],
      resident,
      'banks.0.bankAccountType',
      'Account Type is required',
    ],
    [
      'resident: no NRI types',
      [bank({ bankAccountType: 'NRE' })],
      resident,
      'banks.0.bankAccountType',
      'Invalid value for Account Type',
    ],
    [
      'NRI: NRI types only',
      [bank({ bankAccountType: 'Savings' })],
      nri,
      'banks.0.bankAccountType',
      'Invalid value for Account Type',
    ],
    [
      'NRI: both the same type',
      [bank({ bankAccountType: 'NRE' }), second({ bankAccountType: 'NRO' })],
      nri,
      'banks.1.bankAccountType',
      'Both Bank Account Type should be same',
    ],
    [
      'corporate: Current only',
      [bank({ bankAccountType: 'Savings' })],
      corporate,
      'banks.0.bankAccountType',
      'Invalid value for Account Type',
    ],
    [
      'HUF: Current or Savings',
      [bank({ bankAccountType: 'NRE' })],
      huf,
      'banks.0.bankAccountType',
      'Invalid value for Account Type',
    ],
    [
      'HUF: type required',
      [bank({ bankAccountType: '' })],
      huf,
      'banks.0.bankAccountType',
      'Account Type is required',
    ],
    ['bank name required', [bank({ bankName: ' ' })], resident, 'banks.0.bankName', 'Bank Name is required'],
    ['branch required', [bank({ bankBranch: '' })], resident, 'banks.0.bankBranch', 'Branch is required'],
    ['FCNR: SWIFT required', [fcnr({ swiftCode: '' })], nri, 'banks.0.swiftCode', 'SWIFT Code is required'],
    ['FCNR: SWIFT pattern', [fcnr({ swiftCode: 'HDFC' })], nri, 'banks.0.swiftCode', 'Invalid SWIFT Code'],
    ['FCNR: address required', [fcnr({ address1: '' })], nri, 'banks.0.address1', 'Address is required'],
    [
      'exactly one default: none',
      [bank({ defaultBankAccount: false })],
      resident,
      'banks',
      'Please check the default bank account',
    ],
    [
      'exactly one default: two',
      [bank(), second({ defaultBankAccount: true })],
      resident,
      'banks',
      'Please check the default bank account',
    ],
    ['no bank at all', [], resident, 'banks', 'Please check the default bank account'],
    [
      'default verified first',
      [bank({ pennydropCheck: false, pennydropVerified: false })],
      resident,
      'banks',
      'Please verify default bank account',
    ],
    [
      'all verified',
      [bank(), second({ pennydropCheck: false })],
      resident,
      'banks',
      'Please make sure that all the banks are verified',
    ],
    [
      'at most 2 banks',
      [bank(), second(), second({ bankAccountNumber: '111122223333' })],
      resident,
      'banks',
      'Maximum 2 bank accounts are allowed',
    ],
  ])('%s', (_name, banks, ctx, path, message) => {
    expect(messagesOf(banks, ctx)[path]).toBe(message);
  });

  it.each<[string, BankFormValues[], BankStepContext]>([
    ['one verified resident bank', [bank()], resident],
    ['two banks, one default', [bank(), second()], resident],
    [
      'a failed penny drop (checked, not verified) may be saved: bank proof is asked instead',
      [bank({ pennydropVerified: false })],
      resident,
    ],
    ['FCNR needs no IFSC and no verification', [fcnr()], nri],
    ['two NRE accounts', [bank({ bankAccountType: 'NRE' }), second({ bankAccountType: 'NRE' })], nri],
    [
      'a removed bank is not checked',
      [bank(), second({ isActive: false, bankAccountNumber: '123456789012', pennydropCheck: false })],
      resident,
    ],
    ['corporate: Current', [bank({ bankAccountType: 'Current' })], corporate],
    ['corporate: type left empty is Current', [bank({ bankAccountType: '' })], corporate],
    ['trust: Savings', [bank()], { ...corporate, entityInvestorType: 'registered_trust' }],
  ])('accepts %s', (_name, banks, ctx) => {
    expect(messagesOf(banks, ctx)).toEqual({});
  });
});

describe('bankStepSchema', () => {
  it('parses to the banks to save', () => {
    const r = bankStepSchema(corporate).parse({
      banks: [
        bank({ ifscCode: ' hdfc0000001 ', bankAccountType: '', swiftCode: 'hdfcinbb', ibanNumber: 'X' }),
        second({ id: 'b2', isActive: false }),
      ],
    });
    expect(r.banks[0]).toMatchObject({
      ifscCode: 'HDFC0000001',
      bankAccountType: 'Current',
      swiftCode: 'HDFCINBB',
      ibanNumber: null,
      defaultBankAccount: true,
    });
    expect(r.banks[1]).toMatchObject({ id: 'b2', isActive: false });
  });

  it('keeps IBAN and CIF for FCNR', () => {
    const r = bankStepSchema(nri).parse({
      banks: [fcnr({ ibanNumber: 'gb82west12345698765432', cif: 'C1' })],
    });
    expect(r.banks[0]).toMatchObject({ ibanNumber: 'GB82WEST12345698765432', cif: 'C1', ifscCode: null });
  });

  it('fails with the issues by path', () => {
    const r = bankStepSchema(resident).safeParse({ banks: [bank({ ifscCode: '' })] });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['banks.0.ifscCode', 'IFSC Code is required'],
    ]);
  });
});

describe('bankVerifyCheck (Verify button)', () => {
  it.each<[Partial<BankFormValues>, number, string | null]>([
    [{ ifscCode: '' }, 0, 'Please fill all the required(*) fields in 1st Bank Account Details'],
    [{ bankAccountType: '' }, 1, 'Please fill all the required(*) fields in 2nd Bank Account Details'],
    [{ ifscCode: 'HDFC1234567' }, 0, 'Invalid IFSC Code in 1st Bank Account Details'],
    [{ bankAccountNumber: '12ab' }, 1, 'Please enter valid Account Number in 2nd Bank Account Details'],
    [{}, 0, null],
  ])('%j at index %i', (over, index, message) => {
    expect(bankVerifyCheck(bank(over), index)).toBe(message);
  });
});

describe('bank transitions', () => {
  it('a changed IFSC or account number resets the penny drop; other changes keep it', () => {
    const prev = bank();
    expect(resetVerificationOnChange(prev, { ...prev, ifscCode: 'SBIN0000001' })).toMatchObject({
      pennydropCheck: false,
      pennydropVerified: false,
    });
    expect(resetVerificationOnChange(prev, { ...prev, bankAccountNumber: '1234567890' })).toMatchObject({
      pennydropCheck: false,
    });
    expect(
      resetVerificationOnChange(prev, { ...prev, ifscCode: 'hdfc0000001 ', bankName: 'X' }),
    ).toMatchObject({ pennydropCheck: true, pennydropVerified: true });
    expect(resetVerificationOnChange(null, prev)).toMatchObject({ pennydropCheck: false });
    expect(
      resetAllVerifications([bank(), second()]).every((b) => !b.pennydropCheck && !b.pennydropVerified),
    ).toBe(true);
  });

  it('applies the penny drop answer', () => {
    expect(
      applyPennyDropResult(bank({ pennydropCheck: false }), {
        pennydropCheck: true,
        pennydropVerified: false,
      }),
    ).toMatchObject({
      pennydropCheck: true,
      pennydropVerified: false,
    });
  });

  it('looks the IFSC up at 11 characters and clears below', () => {
    expect(ifscLookupAction('HDFC000000')).toBe('clear');
    expect(ifscLookupAction('HDFC0000001')).toBe('lookup');
    const filled = applyIfscLookup(bank(), {
      BankName: 'HDFC Bank',
      BankCity: 'MUMBAI',
      BankAdd1: 'a1',
      BankAdd2: 'a2',
      BankAdd3: 'a3',
      MicrNo: '400240002',
    });
    expect(filled).toMatchObject({
      bankName: 'HDFC Bank',
      bankBranch: 'MUMBAI',
      address1: 'a1',
      micrCode: '400240002',
    });
    expect(applyIfscLookup(filled, null)).toMatchObject({
      bankName: '',
      bankBranch: '',
      address1: '',
      micrCode: '',
    });
  });

  it('adds up to 2 banks, the first as default; removes softly and moves the default', () => {
    const one = addBank([], resident);
    expect(one).toEqual([expect.objectContaining({ defaultBankAccount: true, bankAccountType: '' })]);
    const two = addBank(one, corporate);
    expect(two[1]).toMatchObject({ defaultBankAccount: false, bankAccountType: 'Current' });
    expect(addBank(two, resident)).toHaveLength(2);
    const saved = [bank({ id: 'a' }), second({ id: 'b' })];
    const removed = removeBank(saved, 0);
    expect(removed[0]).toMatchObject({ id: 'a', isActive: false, defaultBankAccount: false });
    expect(removed[1]).toMatchObject({ id: 'b', defaultBankAccount: true });
    expect(removeBank([bank(), second()], 1)).toHaveLength(1);
    expect(setDefaultBank(saved, 1).map((b) => b.defaultBankAccount)).toEqual([false, true]);
  });

  it('account types and read-only roles', () => {
    expect(allowedAccountTypes(resident)).toEqual(['Current', 'Savings']);
    expect(allowedAccountTypes(nri)).toEqual(['NRE', 'NRO', 'FCNR']);
    expect(allowedAccountTypes(corporate)).toEqual(['Current']);
    expect(allowedAccountTypes(huf)).toEqual(['Current', 'Savings']);
    expect(isBankStepReadOnly('investor')).toBe(true);
    expect(isBankStepReadOnly('poaapprover')).toBe(true);
    expect(isBankStepReadOnly('amcapprover')).toBe(false);
  });
});
