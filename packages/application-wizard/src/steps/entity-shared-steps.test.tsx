import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BANK_NOTICES,
  DOCUMENT_NOTICES,
  MESSAGES,
  requiredDocumentMasterSchema,
  type Applicant,
  type ApplicationDetail,
  type Role,
} from '@aif/contracts';
import { entityApplication } from '../testing/entity';
import { mockStepApi, renderStep, type MockStepApi } from '../testing/render';
import { BankStep } from './bank/BankStep';
import { DocumentsStep } from './documents/DocumentsStep';
import { InvestmentStep } from './investment/InvestmentStep';

const MASTER = requiredDocumentMasterSchema.parse(
  JSON.parse(
    readFileSync(path.join(__dirname, '../../../server/mdms/required_document_master.json'), 'utf8'),
  ),
);

// The entity flow's forms (steps/entity-forms.tsx) render the shared steps so.
const EntityBank = () => <BankStep applicationType="non_individual" />;
const EntityDocuments = () => <DocumentsStep applicationType="non_individual" />;
const EntityInvestment = () => <InvestmentStep applicationType="non_individual" />;

let api: MockStepApi;
beforeEach(() => {
  api = mockStepApi();
});

function open(
  Step: () => React.JSX.Element,
  {
    role = 'rm',
    app = {},
    applicant = {},
  }: { role?: Role; app?: Partial<ApplicationDetail>; applicant?: Partial<Applicant> } = {},
) {
  const application = entityApplication({ currentStep: 5, ...app }, applicant);
  return renderStep(Step, { role, application, documentMaster: MASTER, api });
}

const LOOKUP = {
  Ifsc: 'HDFC0000001',
  BankName: 'HDFC Bank',
  BankCity: 'Mumbai',
  BankAdd1: 'Sandoz House',
  BankAdd2: 'Worli',
  BankAdd3: null,
  MicrNo: '400240002',
};

const typeOptions = (region: HTMLElement) =>
  within(within(region).getByRole('combobox', { name: /^Account Type/ }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('bank details of an entity', () => {
  it('fixes the account type of a company to Current', async () => {
    open(EntityBank);
    const first = await screen.findByRole('region', { name: '1st Bank Account Details' });
    const type = within(first).getByRole('combobox', { name: /^Account Type/ });
    expect(type).toBeDisabled();
    expect(type).toHaveValue('Current');
    expect(typeOptions(first)).toEqual(['Select', 'Current']);
  });

  it.each(['huf', 'registered_trust', 'unregistered_trust'])(
    'lets a %s choose Current or Savings',
    async (investorType) => {
      open(EntityBank, { applicant: { investorType } });
      const first = await screen.findByRole('region', { name: '1st Bank Account Details' });
      expect(within(first).getByRole('combobox', { name: /^Account Type/ })).toBeEnabled();
      expect(typeOptions(first)).toEqual(['Select', 'Current', 'Savings']);
    },
  );

  it('takes at most 2 banks', async () => {
    open(EntityBank);
    await screen.findByRole('region', { name: '1st Bank Account Details' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Another Bank' }));
    const second = screen.getByRole('region', { name: '2nd Bank Account Details' });
    expect(within(second).getByRole('combobox', { name: /^Account Type/ })).toHaveValue('Current');
    expect(screen.queryByRole('button', { name: 'Add Another Bank' })).not.toBeInTheDocument();
  });

  it('verifies the Current account by penny drop, then saves it', async () => {
    api.lookupIfsc.mockResolvedValue(LOOKUP);
    const { save } = open(EntityBank);
    const first = await screen.findByRole('region', { name: '1st Bank Account Details' });
    await userEvent.type(within(first).getByRole('textbox', { name: /^IFSC Code/ }), 'HDFC0000001');
    await waitFor(() =>
      expect(within(first).getByRole('textbox', { name: /^Bank Name/ })).toHaveValue('HDFC Bank'),
    );
    await userEvent.type(within(first).getByRole('textbox', { name: /^Account Number/ }), '123456789012');
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(await screen.findByText(MESSAGES.verifyDefaultBank)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    api.verifyBank.mockResolvedValue({
      ifscCode: 'HDFC0000001',
      bankAccountNumber: '123456789012',
      bankAccountType: 'Current',
      pennydropCheck: true,
      pennydropVerified: true,
    });
    await userEvent.click(within(first).getByRole('button', { name: /^Verify/ }));
    expect(await within(first).findByText(BANK_NOTICES.verified)).toBeInTheDocument();
    expect(api.verifyBank).toHaveBeenCalledWith(
      expect.objectContaining({ applicationId: 'app-1', bankAccountType: 'Current' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toBe('bank-details');
    expect(save.mock.calls[0]![1]?.data).toMatchObject({
      banks: [{ ifscCode: 'HDFC0000001', bankAccountType: 'Current', defaultBankAccount: true }],
    });
  });
});

describe('document details of an entity', () => {
  it("lists the investor type's documents from the master, and asks for the required ones", async () => {
    const { save } = open(EntityDocuments);
    const section = await screen.findByRole('region', {
      name: 'Entity Documents - Acme Industries Private Limited',
    });
    const slots = within(section)
      .getAllByRole('group')
      .map((g) => g.getAttribute('aria-label'));
    expect(slots).toEqual(
      expect.arrayContaining(['PAN', 'Address Proof', 'Board Resolution', 'List of Authorised Signatories']),
    );
    // An individual's slots are not an entity's.
    expect(within(section).queryByRole('group', { name: 'Investor Photograph' })).not.toBeInTheDocument();
    // Step 6 of 9: not the last step.
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(await screen.findByText(MESSAGES.uploadDocument('PAN'))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.uploadDocument('Board Resolution'))).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the KRA document block to staff', async () => {
    open(EntityDocuments);
    expect(
      await screen.findByRole('region', {
        name: DOCUMENT_NOTICES.kraDocumentsTitle('Acme Industries Private Limited'),
      }),
    ).toBeInTheDocument();
  });

  it('takes a second additional document only after the first, and no third', async () => {
    api.uploadFile.mockResolvedValue({ id: 'f-1', name: 'note.pdf', url: '/api/files/files/f-1' });
    open(EntityDocuments);
    const slot = await screen.findByRole('group', { name: 'Additional Document' });
    const add = () => within(slot).getByRole('button', { name: /^Add another file/ });
    await userEvent.click(add());
    expect(await screen.findByText(MESSAGES.uploadFirstDocument)).toBeInTheDocument();
    const input = within(slot).getByLabelText<HTMLInputElement>(/Additional Document/, {
      selector: 'input[type="file"]',
    });
    await userEvent.upload(input, new File(['%PDF-1.4'], 'note.pdf', { type: 'application/pdf' }));
    expect(await within(slot).findByText('note.pdf')).toBeInTheDocument();
    await userEvent.click(add());
    expect(
      within(slot).getByLabelText(/Additional Document \(2\)/, { selector: 'input[type="file"]' }),
    ).toBeInTheDocument();
    expect(within(slot).queryByRole('button', { name: /^Add another file/ })).not.toBeInTheDocument();
  });
});

describe('document details: an upload in flight', () => {
  it('keeps a proof type chosen while its file was uploading', async () => {
    let finish: (file: { id: string; name: string; url: string }) => void = () => undefined;
    api.uploadFile.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    open(EntityDocuments);
    const slot = await screen.findByRole('group', { name: 'Address Proof' });
    const input = within(slot).getByLabelText<HTMLInputElement>(/^Address Proof/, {
      selector: 'input[type="file"]',
    });
    await userEvent.upload(input, new File(['%PDF-1.4'], 'proof.pdf', { type: 'application/pdf' }));
    const type = within(slot).getByRole('combobox', { name: /^Address Proof Type/ });
    const option = within(type).getAllByRole('option')[1]!.getAttribute('value')!;
    await userEvent.selectOptions(type, option);
    finish({ id: 'f-2', name: 'proof.pdf', url: '/api/files/files/f-2' });
    expect(await within(slot).findByText('proof.pdf')).toBeInTheDocument();
    expect(type).toHaveValue(option);
  });
});

describe('investment and payment details of an entity', () => {
  it('is step 4 of the entity flow: Save and Proceed, not Preview', async () => {
    api.getSchemes.mockResolvedValue({ schemes: [] });
    open(EntityInvestment);
    expect(await screen.findByRole('combobox', { name: /^Fund Scheme/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and Proceed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
    expect(api.getSchemes).toHaveBeenCalledWith('app-1');
  });
});
