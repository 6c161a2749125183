import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@aif/api-client';
import {
  BANK_NOTICES,
  DOCUMENT_NOTICES,
  MESSAGES,
  NOMINEE_NOTICES,
  amountInWords,
  requiredDocumentMasterSchema,
  type ApplicationDetail,
  type Role,
} from '@aif/contracts';
import { applicant, stepApplication } from '../testing/fixtures';
import { mockStepApi, renderStep, type MockStepApi } from '../testing/render';
import { BankStep } from './bank/BankStep';
import { DocumentsStep } from './documents/DocumentsStep';
import { InvestmentStep } from './investment/InvestmentStep';
import { NomineeStep } from './nominee/NomineeStep';

const MASTER = requiredDocumentMasterSchema.parse(
  JSON.parse(
    readFileSync(path.join(__dirname, '../../../server/mdms/required_document_master.json'), 'utf8'),
  ),
);

const STEPS: Record<string, ComponentType> = {
  'nominee-details': NomineeStep,
  'bank-details': BankStep,
  'investment-payment-details': InvestmentStep,
  'document-details': DocumentsStep,
};

let api: MockStepApi;
let update: jest.Mock;
let schemes: jest.Mock;
let ifsc: jest.Mock;
let pennyDrop: jest.Mock;
let upload: jest.Mock;

beforeEach(() => {
  api = mockStepApi();
  ({ getSchemes: schemes, lookupIfsc: ifsc, verifyBank: pennyDrop, uploadFile: upload } = api);
});

/** The step as the wizard shows it to `role` (the approvers at their own status), saved through a mock. */
function open(step: string, role: Role, overrides: Partial<ApplicationDetail> = {}) {
  const status =
    role === 'poaapprover'
      ? 'sent_to_poa_approver'
      : role === 'amcapprover'
        ? 'sent_to_amc_approver'
        : 'draft';
  const application = stepApplication({ currentStep: 8, status, ...overrides });
  const result = renderStep(STEPS[step]!, { role, application, documentMaster: MASTER, api });
  update = result.save;
  return result;
}

/** What the step handed to the host's save: the step, its request and which button was pressed. */
const sent = (call = 0) => {
  const [step, request, saveType] = update.mock.calls[call]!;
  return { step, saveType, ...request };
};

async function dialogButton(text: string, button: string) {
  const dialog = await screen.findByRole('alertdialog', { hidden: true });
  expect(within(dialog).getByText(text)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: button, hidden: true }));
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));

describe('nominee details', () => {
  it('starts unticked with the first nominee at 100 %; Others asks to specify', async () => {
    open('nominee-details', 'rm');
    const box = await screen.findByRole('checkbox', { name: 'I do not wish to nominate' });
    expect(box).not.toBeChecked();
    const first = screen.getByRole('region', { name: 'Nominee 1' });
    expect(within(first).getByRole('textbox', { name: /^Nominee %/ })).toHaveValue('100');
    await userEvent.selectOptions(within(first).getByRole('combobox', { name: /^Relationship/ }), 'Others');
    expect(within(first).getByRole('textbox', { name: /^Please Specify Relationship/ })).toBeInTheDocument();
    await save();
    expect(await screen.findByText(MESSAGES.nomineeSpecifyRelationship)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('asks for a total of 100 % and disables a second Mother', async () => {
    open('nominee-details', 'rm', {
      doNotWishToNominate: false,
      nominees: [
        {
          id: 'n-1',
          nomineeName: 'Sita Devi',
          nomineeRelationship: 'Mother',
          dateOfBirth: '1960-01-01',
          nomineePercentage: 60,
          isActive: true,
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Nominee' }));
    const second = screen.getByRole('region', { name: 'Nominee 2' });
    expect(within(second).queryByRole('option', { name: 'Mother' })).not.toBeInTheDocument();
    await userEvent.type(within(second).getByRole('textbox', { name: /^Nominee Name/ }), 'Ravi Kumar');
    await userEvent.selectOptions(within(second).getByRole('combobox', { name: /^Relationship/ }), 'Son');
    const dob = within(second).getByRole('combobox', { name: /^Date of Birth/ });
    await userEvent.type(dob, '01/01/1995');
    await userEvent.tab();
    await userEvent.type(within(second).getByRole('textbox', { name: /^Nominee %/ }), '30');
    await save();
    expect(await screen.findByText(MESSAGES.nomineeTotal100)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await userEvent.clear(within(second).getByRole('textbox', { name: /^Nominee %/ }));
    await userEvent.type(within(second).getByRole('textbox', { name: /^Nominee %/ }), '40');
    await save();
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(sent()).toMatchObject({ step: 'nominee-details', saveType: 'save and proceed' });
  });

  it('asks for the guardian of a minor nominee', async () => {
    open('nominee-details', 'rm', {
      doNotWishToNominate: false,
      nominees: [
        { id: 'n-1', nomineeName: 'Little One', nomineeRelationship: 'Son', nomineePercentage: 100 },
      ],
    });
    const first = await screen.findByRole('region', { name: 'Nominee 1' });
    expect(within(first).queryByRole('textbox', { name: /^Guardian Name/ })).not.toBeInTheDocument();
    await userEvent.type(within(first).getByRole('combobox', { name: /^Date of Birth/ }), '01/01/2020');
    await userEvent.tab();
    expect(await within(first).findByRole('textbox', { name: /^Guardian Name/ })).toBeInTheDocument();
    expect(within(first).getByRole('textbox', { name: /^Guardian PAN/ })).toBeInTheDocument();
  });

  it('removes a nominee after confirmation', async () => {
    open('nominee-details', 'rm', {
      doNotWishToNominate: false,
      nominees: [
        { id: 'n-1', nomineeName: 'Sita Devi', nomineeRelationship: 'Mother', nomineePercentage: 100 },
      ],
    });
    const first = await screen.findByRole('region', { name: 'Nominee 1' });
    await userEvent.click(within(first).getByRole('button', { name: 'Remove Nominee' }));
    await dialogButton(NOMINEE_NOTICES.removeConfirm, 'Yes');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Nominee 1' })).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'I do not wish to nominate' })).toBeChecked();
  });

  it('forces do-not-nominate for a minor onboarding', async () => {
    open('nominee-details', 'rm', { onboardingType: 'minor' });
    const box = await screen.findByRole('checkbox', { name: 'I do not wish to nominate' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(screen.getByText(NOMINEE_NOTICES.minor)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Nominee' })).not.toBeInTheDocument();
  });
});

const LOOKUP = {
  Ifsc: 'HDFC0000001',
  BankName: 'HDFC Bank',
  BankCity: 'Mumbai',
  BankAdd1: 'Sandoz House',
  BankAdd2: 'Worli',
  BankAdd3: null,
  MicrNo: '400240002',
};

describe('bank details', () => {
  it('fills the bank at 11 characters of IFSC and clears it on a shorter code', async () => {
    ifsc.mockResolvedValue(LOOKUP);
    open('bank-details', 'rm');
    const first = await screen.findByRole('region', { name: '1st Bank Account Details' });
    const code = within(first).getByRole('textbox', { name: /^IFSC Code/ });
    await userEvent.type(code, 'hdfc0000001');
    await waitFor(() =>
      expect(within(first).getByRole('textbox', { name: /^Bank Name/ })).toHaveValue('HDFC Bank'),
    );
    expect(ifsc).toHaveBeenCalledWith('HDFC0000001');
    expect(within(first).getByRole('textbox', { name: /^Branch/ })).toHaveValue('Mumbai');
    expect(within(first).getByRole('textbox', { name: /^MICR Code/ })).toHaveValue('400240002');
    await userEvent.type(code, '{Backspace}');
    expect(within(first).getByRole('textbox', { name: /^Bank Name/ })).toHaveValue('');
    expect(within(first).getByRole('textbox', { name: /^Address Line 1/ })).toHaveValue('');
  });

  it("puts a refused save's field messages on their fields", async () => {
    const refusal = new ApiError({
      code: 'HTTP_ERROR',
      status: 400,
      message: 'IFSC of a closed branch',
      data: {
        message: 'IFSC of a closed branch',
        errors: [
          { path: 'banks.0.ifscCode', message: 'IFSC of a closed branch' },
          { path: 'banks.7.ifscCode', message: 'A bank the form does not have' },
        ],
      },
    });
    renderStep(BankStep, {
      role: 'rm',
      application: stepApplication({ currentStep: 8, status: 'draft' }),
      documentMaster: MASTER,
      api,
      host: { failure: { message: 'Please check the bank details', conflict: false, error: refusal } },
    });
    const first = await screen.findByRole('region', { name: '1st Bank Account Details' });
    const code = within(first).getByRole('textbox', { name: /^IFSC Code/ });
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(within(first).getByText('IFSC of a closed branch')).toBeInTheDocument();
    expect(screen.getByText('Please check the bank details')).toBeInTheDocument();
    expect(screen.queryByText('A bank the form does not have')).not.toBeInTheDocument();
  });

  it('says "IFSC Code is invalid" when the lookup fails', async () => {
    ifsc.mockRejectedValue(new Error('400'));
    open('bank-details', 'rm');
    const first = await screen.findByRole('region', { name: '1st Bank Account Details' });
    await userEvent.type(within(first).getByRole('textbox', { name: /^IFSC Code/ }), 'ABCD0123456');
    expect(await screen.findByText(MESSAGES.ifscInvalid)).toBeInTheDocument();
  });

  async function fillBank() {
    ifsc.mockResolvedValue(LOOKUP);
    const first = await screen.findByRole('region', { name: '1st Bank Account Details' });
    await userEvent.type(within(first).getByRole('textbox', { name: /^IFSC Code/ }), 'HDFC0000001');
    await waitFor(() =>
      expect(within(first).getByRole('textbox', { name: /^Bank Name/ })).toHaveValue('HDFC Bank'),
    );
    await userEvent.type(within(first).getByRole('textbox', { name: /^Account Number/ }), '123456789012');
    await userEvent.selectOptions(within(first).getByRole('combobox', { name: /^Account Type/ }), 'Savings');
    return first;
  }

  it('verifies by penny drop with the application id and shows "Verified Successfully"', async () => {
    open('bank-details', 'rm');
    const first = await fillBank();
    await save();
    expect(await screen.findByText(MESSAGES.verifyDefaultBank)).toBeInTheDocument();
    pennyDrop.mockResolvedValue({
      ifscCode: 'HDFC0000001',
      bankAccountNumber: '123456789012',
      bankAccountType: 'Savings',
      pennydropCheck: true,
      pennydropVerified: true,
    });
    await userEvent.click(within(first).getByRole('button', { name: /^Verify/ }));
    expect(await screen.findByText(MESSAGES.verifiedSuccessfully)).toBeInTheDocument();
    expect(pennyDrop).toHaveBeenCalledWith(
      expect.objectContaining({
        applicationId: 'app-1',
        ifscCode: 'HDFC0000001',
        bankAccountType: 'Savings',
      }),
    );
    expect(within(first).getByText(BANK_NOTICES.verified)).toBeInTheDocument();
    // A changed account number needs a new penny drop.
    await userEvent.type(within(first).getByRole('textbox', { name: /^Account Number/ }), '3');
    expect(within(first).getByText(BANK_NOTICES.notVerified)).toBeInTheDocument();
  });

  it('shows the failure toast and the bank proof dialog when the default bank fails', async () => {
    open('bank-details', 'rm');
    const first = await fillBank();
    pennyDrop.mockResolvedValue({
      ifscCode: 'HDFC0000001',
      bankAccountNumber: '123456789000',
      bankAccountType: 'Savings',
      pennydropCheck: true,
      pennydropVerified: false,
    });
    await userEvent.click(within(first).getByRole('button', { name: /^Verify/ }));
    expect(await screen.findByText(MESSAGES.pennyDropFailed)).toBeInTheDocument();
    await dialogButton(MESSAGES.pennyDropFailedDialog, 'OK');
    // The check ran: the step may be saved, and the bank proof becomes a required document.
    await save();
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(sent()).toMatchObject({ step: 'bank-details' });
  });

  it('names the bank whose fields are missing before a penny drop', async () => {
    open('bank-details', 'rm');
    const first = await screen.findByRole('region', { name: '1st Bank Account Details' });
    await userEvent.click(within(first).getByRole('button', { name: /^Verify/ }));
    expect(await screen.findByText(MESSAGES.bankRequiredFields('1st'))).toBeInTheDocument();
    expect(pennyDrop).not.toHaveBeenCalled();
  });

  it('adds a second bank, keeps one default and removes it after confirmation', async () => {
    open('bank-details', 'rm');
    await screen.findByRole('region', { name: '1st Bank Account Details' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Another Bank' }));
    const second = screen.getByRole('region', { name: '2nd Bank Account Details' });
    expect(screen.queryByRole('button', { name: 'Add Another Bank' })).not.toBeInTheDocument();
    const defaults = screen.getAllByRole('checkbox', { name: 'Default Bank Account' });
    expect(defaults[0]).toBeChecked();
    await userEvent.click(defaults[1]!);
    expect(defaults[0]).not.toBeChecked();
    await userEvent.click(within(second).getByRole('button', { name: 'Remove Bank' }));
    await dialogButton(BANK_NOTICES.removeConfirm, 'Yes');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: '2nd Bank Account Details' })).toBeNull(),
    );
    expect(screen.getByRole('checkbox', { name: 'Default Bank Account' })).toBeChecked();
  });

  it('offers NRE, NRO and FCNR to an NRI, with SWIFT for FCNR', async () => {
    open('bank-details', 'rm', { applicants: [applicant({ status: 'NRI' })] });
    const first = await screen.findByRole('region', { name: '1st Bank Account Details' });
    const type = within(first).getByRole('combobox', { name: /^Account Type/ });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select', 'NRE', 'NRO', 'FCNR']);
    expect(within(first).queryByRole('textbox', { name: /^SWIFT Code/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(type, 'FCNR');
    expect(within(first).getByRole('textbox', { name: /^SWIFT Code/ })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();
  });

  it.each<Role>(['investor', 'poaapprover'])('shows the banks read-only to %s', async (role) => {
    open('bank-details', role, {
      banks: [
        {
          id: 'b-1',
          ifscCode: 'HDFC0000001',
          bankAccountNumber: '123456789012',
          bankAccountType: 'Savings',
          bankName: 'HDFC Bank',
          bankBranch: 'Mumbai',
          defaultBankAccount: true,
          isActive: true,
          pennydropCheck: true,
          pennydropVerified: true,
        },
      ],
    });
    const first = await screen.findByRole('region', { name: '1st Bank Account Details' });
    expect(within(first).getByRole('textbox', { name: /^IFSC Code/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Another Bank' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Bank' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();
  });

  it('says "No Bank Details" to an investor when there are none', async () => {
    open('bank-details', 'investor');
    expect(await screen.findByText(BANK_NOTICES.noBanks)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Bank' })).not.toBeInTheDocument();
  });
});

const SCHEMES = {
  schemes: [
    {
      id: 's-1',
      schemeName: 'Demo Growth Fund I',
      fundType: 'domestic' as const,
      plans: [
        {
          id: 'p-1',
          planCode: 'DGF1-B',
          planDescription: 'Series B',
          faceValue: 100,
          premiumPercentage: 5,
          noOfUnits: 100_000,
          minCommitmentAmount: 10_000_000,
          setupFeeType: 'yes',
          setupFee: 2,
          drawDownDate: '2026-12-01',
        },
      ],
    },
    { id: 's-2', schemeName: 'Demo MSAR Fund', fundType: 'msar' as const, plans: [] },
  ],
};

describe('investment and payment details', () => {
  it('fills the series and shows the derived amounts live, with words', async () => {
    schemes.mockResolvedValue(SCHEMES);
    open('investment-payment-details', 'rm');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /^Fund Scheme/ }), 's-1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Series/ }), 'p-1');
    expect(screen.getByRole('textbox', { name: /^Face Value/ })).toHaveValue('100');
    expect(screen.getByRole('textbox', { name: /^No of Units/ })).toHaveValue('100000');
    // The series prices the units and sets the setup fee (the server takes them from it): read-only.
    for (const name of [/^Face Value/, /^Premium %/, /^Setup Fee Percentage/])
      expect(screen.getByRole('textbox', { name })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^No of Units/ })).toBeEnabled();
    // 100 + 5 % = 105 per unit; x 100,000 = 1,05,00,000; fee 2 % = 2,10,000; GST 37,800.
    expect(screen.getByRole('textbox', { name: /^Per Unit Value/ })).toHaveValue('₹ 105.00');
    expect(screen.getByRole('textbox', { name: /^Commitment Amount/ })).toHaveValue('₹ 1,05,00,000.00');
    expect(screen.getByText(amountInWords(10_500_000, 'inr'))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Setup Fee Amount/ })).toHaveValue('₹ 2,10,000.00');
    expect(screen.getByRole('textbox', { name: /^GST/ })).toHaveValue('₹ 37,800.00');
    expect(screen.getByRole('textbox', { name: /^Total Setup Fee/ })).toHaveValue('₹ 2,47,800.00');
    await userEvent.type(screen.getByRole('textbox', { name: /^TDS/ }), '7800');
    expect(screen.getByRole('textbox', { name: /^Net Setup Fee less TDS/ })).toHaveValue('₹ 2,40,000.00');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lower the Units' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Group Investment' }));
    expect(await screen.findByText(MESSAGES.groupInvestmentExclusive)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Group Investment' })).not.toBeChecked();
    await save();
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(sent()).toMatchObject({
      step: 'investment-payment-details',
      data: { schemeId: 's-1', planId: 'p-1', commitmentAmount: 10_500_000, totalSetupFee: 247_800 },
    });
  });

  it('resets every dependent field when the scheme changes', async () => {
    schemes.mockResolvedValue(SCHEMES);
    open('investment-payment-details', 'rm', {
      schemeId: 's-1',
      planId: 'p-1',
      faceValue: 100,
      premiumPercentage: 5,
      noOfUnits: 100_000,
      setupFeeType: 'yes',
      setupFeePercentage: 2,
    });
    expect(await screen.findByRole('textbox', { name: /^Face Value/ })).toHaveValue('100');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Fund Scheme/ }), 's-2');
    expect(screen.getByRole('combobox', { name: /^Series/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Face Value/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Commitment Amount/ })).toHaveValue('');
    await save();
    expect(await screen.findByText(MESSAGES.seriesRequired)).toBeInTheDocument();
  });

  it("marks the application's own scheme and series when they are no longer offered", async () => {
    const [first] = SCHEMES.schemes;
    schemes.mockResolvedValue({
      schemes: [{ ...first!, isActive: false, plans: [{ ...first!.plans[0]!, isActive: false }] }],
    });
    open('investment-payment-details', 'rm');
    const scheme = await screen.findByRole('combobox', { name: /^Fund Scheme/ });
    expect(within(scheme).getByRole('option', { name: /\(no longer offered\)$/ })).toHaveValue('s-1');
    await userEvent.selectOptions(scheme, 's-1');
    const series = screen.getByRole('combobox', { name: /^Series/ });
    expect(within(series).getByRole('option', { name: /\(no longer offered\)$/ })).toHaveValue('p-1');
  });

  it('shows payment fields by mode, cheque first', async () => {
    schemes.mockResolvedValue(SCHEMES);
    open('investment-payment-details', 'rm');
    const mode = await screen.findByRole('combobox', { name: /^Mode of Payment/ });
    expect(mode).toHaveValue('cheque');
    expect(screen.getByRole('textbox', { name: /^Cheque No\/UTR No/ })).toBeInTheDocument();
    await userEvent.selectOptions(mode, 'neft');
    expect(screen.getByRole('textbox', { name: /^NEFT Code/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Cheque No/ })).not.toBeInTheDocument();
  });

  it('takes the contribution in words and refuses one above the commitment', async () => {
    schemes.mockResolvedValue(SCHEMES);
    open('investment-payment-details', 'rm');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /^Fund Scheme/ }), 's-1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Series/ }), 'p-1');
    const contribution = screen.getByRole('textbox', { name: /^Contribution Amount/ });
    await userEvent.type(contribution, '2500000');
    expect(screen.getByText(amountInWords(2_500_000, 'inr'))).toBeInTheDocument();
    await userEvent.clear(contribution);
    // The commitment is 1,05,00,000.
    await userEvent.type(contribution, '20000000');
    await save();
    expect(
      await screen.findByText('Contribution Amount should not be greater than Commitment Amount'),
    ).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await userEvent.clear(contribution);
    await userEvent.type(contribution, '2500000');
    await save();
    await waitFor(() => expect(update).toHaveBeenCalled());
    // Sent as typed; the server's schema parses it (numbers and numeric strings alike).
    expect(
      Number((sent() as { data: { contributionChequeAmount: unknown } }).data.contributionChequeAmount),
    ).toBe(2_500_000);
  });

  it('locks the investment fields for the investor except the group name', async () => {
    schemes.mockResolvedValue(SCHEMES);
    open('investment-payment-details', 'investor', {
      schemeId: 's-1',
      planId: 'p-1',
      faceValue: 100,
      premiumPercentage: 5,
      noOfUnits: 100_000,
      groupInvestment: true,
      groupName: 'Family',
    });
    expect(await screen.findByRole('combobox', { name: /^Fund Scheme/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^No of Units/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /^Mode of Payment/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Group Name/ })).toBeEnabled();
  });
});

describe('document details', () => {
  it('marks required slots, asks for them, and uploads a file', async () => {
    upload.mockResolvedValue({ id: 'f-1', name: 'pan.pdf', url: '/api/files/files/f-1' });
    open('document-details', 'rm');
    const pan = await screen.findByRole('group', { name: 'PAN' });
    expect(within(pan).getByText('*', { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(MESSAGES.uploadDocument('PAN'))).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    const input = within(pan).getByLabelText<HTMLInputElement>(/PAN/, { selector: 'input[type="file"]' });
    await userEvent.upload(input, new File(['%PDF-1.4'], 'pan.pdf', { type: 'application/pdf' }));
    expect(await within(pan).findByText('pan.pdf')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(expect.any(File), 'pan');
    expect(within(pan).getByRole('button', { name: 'View PAN' })).toBeInTheDocument();
    expect(within(pan).getByRole('button', { name: 'Download PAN' })).toBeInTheDocument();
  });

  it('refuses a file of the wrong type', async () => {
    open('document-details', 'rm');
    const photo = await screen.findByRole('group', { name: 'Investor Photograph' });
    const input = within(photo).getByLabelText<HTMLInputElement>(/Investor Photograph/, {
      selector: 'input[type="file"]',
    });
    await userEvent.upload(input, new File(['%PDF'], 'photo.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(await within(photo).findByText(MESSAGES.invalidFileType)).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('asks for a valid option and allows a second file only after the first', async () => {
    open('document-details', 'rm');
    const proof = await screen.findByRole('group', { name: 'Address Proof' });
    await userEvent.click(within(proof).getByRole('button', { name: /^Add another file/ }));
    expect(await screen.findByText(MESSAGES.uploadFirstDocument)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await within(proof).findByText(MESSAGES.selectDocument('Address Proof'))).toBeInTheDocument();
  });

  it('requires the bank proof when the default bank is not verified', async () => {
    open('document-details', 'rm', {
      banks: [
        {
          id: 'b-1',
          defaultBankAccount: true,
          isActive: true,
          pennydropCheck: true,
          pennydropVerified: false,
        },
      ],
    });
    const proof = await screen.findByRole('group', { name: 'Bank Account Proof' });
    expect(within(proof).getAllByText('*', { exact: false }).length).toBeGreaterThan(0);
  });

  it('shows the investor the documents read-only with "Save Application"', async () => {
    open('document-details', 'investor');
    await screen.findByRole('group', { name: 'PAN' });
    expect(screen.queryByRole('button', { name: /^Upload/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Application' })).toBeInTheDocument();
  });

  it('takes staff to the preview once the documents are complete', async () => {
    const file = (id: string) => ({ name: `${id}.pdf`, id, url: `/api/files/files/${id}` });
    open('document-details', 'rm', {
      applicants: [
        applicant({
          amlCheck: true,
          documents: [
            { id: 'd-1', documentType: 'pan', documentName: 'PAN', file: file('f-1'), isActive: true },
            {
              id: 'd-2',
              documentType: 'address_proof',
              documentName: 'Passport',
              file: file('f-2'),
              isActive: true,
            },
            { id: 'd-3', documentType: 'investorSignature', file: file('f-3'), isActive: true },
            { id: 'd-4', documentType: 'investorPhotograph', file: file('f-4'), isActive: true },
          ],
        }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(sent()).toMatchObject({ step: 'document-details', saveType: 'save and proceed' });
  });
});

describe('KRA documents on the document step', () => {
  const kraFile = (id: string, name: string) => ({ id, name, url: `/api/files/files/${id}` });
  const withKra = () => ({
    applicants: [
      applicant({
        kraDocument: [
          {
            id: 'k-1',
            documentType: 'pan',
            documentName: 'KRA PAN Copy',
            file: kraFile('kf-1', 'pan-kra.pdf'),
          },
          { id: 'k-2', documentType: 'address_proof', file: kraFile('kf-2', 'address-kra.pdf') },
        ],
      }),
      applicant({ id: 'applicant-2', applicant_type: '2', name: 'Sita Kumar', kraDocument: [] }),
    ],
    modeOfHolding: 'joint' as const,
  });

  it('lists each applicant’s registry documents read-only, with View and Download', async () => {
    open('document-details', 'rm', withKra());
    const block = await screen.findByRole('region', { name: 'KRA Documents - Abhishek Kumar' });
    const pan = within(block).getByRole('listitem', { name: 'KRA PAN Copy' });
    expect(within(pan).getByText('pan-kra.pdf')).toBeInTheDocument();
    await userEvent.click(within(pan).getByRole('button', { name: 'View KRA PAN Copy' }));
    expect(api.viewFile).toHaveBeenCalledWith(expect.objectContaining({ id: 'kf-1' }));
    const address = within(block).getByRole('listitem', { name: 'Address Proof' });
    await userEvent.click(within(address).getByRole('button', { name: 'Download Address Proof' }));
    expect(api.downloadFile).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'kf-2', name: 'address-kra.pdf' }),
    );
    expect(within(block).queryByRole('button', { name: /^Upload/ })).not.toBeInTheDocument();
    const second = screen.getByRole('region', { name: 'KRA Documents - Sita Kumar' });
    expect(within(second).getByText(DOCUMENT_NOTICES.kraDocumentsNone)).toBeInTheDocument();
  });

  it('hides the block from the investor', async () => {
    open('document-details', 'investor', withKra());
    expect((await screen.findAllByRole('group', { name: 'PAN' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: /^KRA Documents/ })).not.toBeInTheDocument();
    expect(screen.queryByText('pan-kra.pdf')).not.toBeInTheDocument();
  });

  it('has no declaration checkbox (the declaration belongs to the signed-documents upload)', async () => {
    open('document-details', 'rm');
    await screen.findByRole('group', { name: 'PAN' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('investment form details', () => {
  const withPlan = (plan: Record<string, unknown>) => ({
    schemes: [{ ...SCHEMES.schemes[0]!, plans: [{ ...SCHEMES.schemes[0]!.plans[0]!, ...plan }] }],
  });
  const chosen = {
    schemeId: 's-1',
    planId: 'p-1',
    faceValue: 100,
    premiumPercentage: 5,
    noOfUnits: 100_000,
    drawDownDate: '2026-12-01',
  };

  it('shows the series’ operating expenses read-only: a percentage, or words', async () => {
    schemes.mockResolvedValue(
      withPlan({
        isoperatingExpensesApplicable: 'yes',
        operatingExpensesType: 'percentage',
        operatingExpenses: 1.5,
      }),
    );
    const { unmount } = open('investment-payment-details', 'rm', chosen);
    const field = await screen.findByRole('textbox', { name: 'Operating Expenses' });
    expect(field).toHaveValue('1.5%');
    expect(field).toHaveAttribute('readonly');
    unmount();
    schemes.mockResolvedValue(
      withPlan({
        isoperatingExpensesApplicable: 'yes',
        operatingExpensesType: 'other',
        operatingExpensesInWords: 'At actuals, up to 0.5% a year',
      }),
    );
    open('investment-payment-details', 'rm', chosen);
    expect(await screen.findByRole('textbox', { name: 'Operating Expenses' })).toHaveValue(
      'At actuals, up to 0.5% a year',
    );
  });

  it('leaves operating expenses out when the series says they do not apply', async () => {
    schemes.mockResolvedValue(withPlan({ isoperatingExpensesApplicable: 'no', operatingExpenses: 2 }));
    open('investment-payment-details', 'rm', chosen);
    await screen.findByRole('textbox', { name: /^Face Value/ });
    expect(screen.queryByRole('textbox', { name: 'Operating Expenses' })).not.toBeInTheDocument();
  });

  it('runs alone in a dialog: no heading, Cancel and Save, which saves as "save for later"', async () => {
    schemes.mockResolvedValue(SCHEMES);
    const onCancel = jest.fn();
    const application = stepApplication({ currentStep: 9, status: 'sent_to_amc_approver', ...chosen });
    const { save } = renderStep(InvestmentStep, {
      role: 'rm',
      application,
      api,
      layout: 'dialog',
      host: { onCancel },
    });
    await screen.findByRole('textbox', { name: /^Face Value/ });
    expect(screen.queryByRole('heading', { name: 'Investment and Payment Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and Proceed' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    const units = screen.getByRole('textbox', { name: /^No of Units/ });
    await userEvent.clear(units);
    await userEvent.type(units, '200000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    const [step, request, saveType] = save.mock.calls[0]!;
    expect(step).toBe('investment-payment-details');
    expect(saveType).toBe('save for later');
    expect(request).toMatchObject({ data: { noOfUnits: '200000', commitmentAmount: 21_000_000 } });
  });
});
