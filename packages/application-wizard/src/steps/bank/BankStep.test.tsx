import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@aif/contracts';
import { stepApplication } from '../../testing/fixtures';
import { mockStepApi, renderStep } from '../../testing/render';
import { BankStep } from './BankStep';

function open(banks: unknown[] = []) {
  const api = mockStepApi();
  renderStep(BankStep, {
    role: 'rm',
    application: stepApplication({ currentStep: 8, status: 'draft', banks } as never),
    api,
  });
  return api;
}

const firstBank = () => screen.findByRole('region', { name: '1st Bank Account Details' });

describe('an unknown IFSC is said at the field', () => {
  it('once 11 characters are in, and it stays when the field is left', async () => {
    const api = open();
    api.lookupIfsc.mockRejectedValue(new Error('400'));
    const first = await firstBank();
    const code = within(first).getByRole('textbox', { name: /^IFSC Code/ });
    await userEvent.type(code, 'ABCD0123456');
    await userEvent.tab();
    await userEvent.type(within(first).getByRole('textbox', { name: /^Account Number/ }), '12345678901');
    await userEvent.tab();
    expect(within(first).getByText(MESSAGES.ifscInvalid)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    api.lookupIfsc.mockResolvedValue({ Ifsc: 'HDFC0000001', BankName: 'HDFC Bank', BankCity: 'Mumbai' });
    await userEvent.clear(code);
    await userEvent.type(code, 'HDFC0000001');
    await waitFor(() => expect(within(first).queryByText(MESSAGES.ifscInvalid)).not.toBeInTheDocument());
  });
});

describe('Remove Bank', () => {
  const bank = (id: string, defaultBankAccount: boolean) => ({
    id,
    isActive: true,
    ifscCode: 'HDFC0000001',
    bankAccountNumber: `1234567890${id}`,
    bankAccountType: 'Savings',
    bankName: 'HDFC Bank',
    bankBranch: 'Mumbai',
    defaultBankAccount,
  });

  it('is not offered on the only bank', async () => {
    open([bank('1', true)]);
    await firstBank();
    expect(screen.queryByRole('button', { name: 'Remove Bank' })).not.toBeInTheDocument();
  });

  it('is offered on each of two banks', async () => {
    open([bank('1', true), bank('2', false)]);
    await firstBank();
    expect(screen.getAllByRole('button', { name: 'Remove Bank' })).toHaveLength(2);
  });
});

it('states the rules of IFSC and account number beside their fields', async () => {
  open();
  const first = await firstBank();
  expect(
    within(first).getByText('11 characters: 4 letters, 0, then 6 letters or digits'),
  ).toBeInTheDocument();
  expect(within(first).getByText('9 to 18 digits')).toBeInTheDocument();
});
