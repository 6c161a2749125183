import type { FastifyInstance } from 'fastify';
import { MESSAGES, pennyDropOutcomeMessages, type Role } from '@aif/contracts';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { RbiIfscList } from '../../providers/bank';
import { UnconfiguredPennyDrop } from '../../providers/bank/http';
import { ProviderUnavailableError } from '../../providers/registry-types';
import { BankVerificationService } from './service';

let db: TestDatabase;
let app: FastifyInstance;
const t = {} as Record<Role, string>;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db);
  for (const role of [
    'amcadmin',
    'rm',
    'distributor',
    'subdistributor',
    'amcapprover',
    'poaapprover',
    'trustee',
    'fundmanager',
    'investor',
  ] as const)
    t[role] = await tokenFor(app, role);
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const ifsc = (code: string, role: Role = 'rm') =>
  app.inject({ method: 'GET', url: `/api/onboarding/ifsc/${code}`, headers: bearer(t[role]) });
const pennyDrop = (body: Record<string, unknown>, role: Role = 'rm') =>
  app.inject({
    method: 'POST',
    url: '/api/onboarding/pennydropverification',
    headers: bearer(t[role]),
    payload: body,
  });
const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

const bank = {
  ifscCode: 'hdfc0000001',
  bankAccountNumber: '123456789012',
  bankAccountType: 'Savings',
  defaultBankAccount: true,
  isActive: true,
  pennydropCheck: false,
  pennydropVerified: false,
};

describe('GET /api/onboarding/ifsc/:ifsc', () => {
  it('answers the RBI bank name and the sandbox branch details', async () => {
    const res = await ifsc('hdfc0000001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Ifsc: 'HDFC0000001',
      BankName: 'HDFC Bank',
      Branch: expect.any(String),
      BankCity: expect.any(String),
      BankAdd1: 'HDFC Bank, Branch 000001',
      BankAdd2: expect.any(String),
      BankAdd3: expect.any(String),
      MicrNo: expect.stringMatching(/^\d{9}$/),
    });
    expect((await ifsc('HDFC0000001')).json()).toEqual(res.json());
  });

  it.each([
    ['an unknown code', 'HDFC0ZZZZZZ', 'IFSC Code is invalid'],
    ['an unknown bank', 'ZZZZ0000001', 'IFSC Code is invalid'],
    ['a short code', 'HDFC00001', 'Invalid IFSC Code'],
    ['a code without the 0', 'HDFC1000001', 'Invalid IFSC Code'],
  ])('400 for %s', async (_name, code, text) => {
    const res = await ifsc(code);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(text);
  });

  it.each<Role>(['amcadmin', 'rm', 'distributor', 'subdistributor', 'amcapprover', 'poaapprover'])(
    'open to %s',
    async (role) => {
      expect((await ifsc('HDFC0000001', role)).statusCode).toBe(200);
    },
  );
  it.each<Role>(['investor', 'trustee', 'fundmanager'])('403 for %s', async (role) => {
    expect((await ifsc('HDFC0000001', role)).statusCode).toBe(403);
  });
  it('401 without a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/onboarding/ifsc/HDFC0000001' });
    expect(res.statusCode).toBe(401);
    expect(message(res)).toBe(MESSAGES.sessionTimeout);
  });
});

describe('POST /api/onboarding/pennydropverification', () => {
  it('verifies an account and fills the bank details from the IFSC', async () => {
    const res = await pennyDrop(bank);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      ...bank,
      ifscCode: 'HDFC0000001',
      bankName: 'HDFC Bank',
      bankBranch: expect.any(String),
      address1: 'HDFC Bank, Branch 000001',
      micrCode: expect.stringMatching(/^\d{9}$/),
      pennydropCheck: true,
      pennydropVerified: true,
    });
    expect(pennyDropOutcomeMessages(body)).toEqual({ toast: 'Verified Successfully', dialog: null });
  });

  it('a failed penny drop (account ending 000) is a 200 with pennydropVerified false', async () => {
    const res = await pennyDrop({
      ...bank,
      bankAccountNumber: '123456789000',
      bankName: 'My Bank',
      bankBranch: 'Fort',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pennydropCheck: true,
      pennydropVerified: false,
      bankName: 'My Bank',
      bankBranch: 'Fort',
    });
    expect(pennyDropOutcomeMessages(res.json())).toEqual({
      toast: 'Penny drop verification failed',
      dialog:
        'Unable to verify your bank details. Please upload your default bank account proofs In Document Details',
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no IFSC', { ...bank, ifscCode: '' }, 'IFSC Code is required'],
    ['a malformed IFSC', { ...bank, ifscCode: 'HDFC000' }, 'Invalid IFSC Code'],
    ['an IFSC not in the RBI list', { ...bank, ifscCode: 'HDFC0ZZZZZZ' }, 'IFSC Code is invalid'],
    ['no account number', { ...bank, bankAccountNumber: undefined }, 'Account Number is required'],
    ['a short account number', { ...bank, bankAccountNumber: '12345' }, 'Invalid Account Number'],
    ['no account type', { ...bank, bankAccountType: '' }, 'Account Type is required'],
    ['an unknown account type', { ...bank, bankAccountType: 'Gold' }, 'Invalid value for Account Type'],
    ['an FCNR account', { ...bank, bankAccountType: 'FCNR' }, 'FCNR accounts are not verified by penny drop'],
  ])('400 for %s', async (_name, body, text) => {
    const res = await pennyDrop(body);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(text);
  });

  it.each<Role>(['amcadmin', 'rm', 'distributor', 'subdistributor', 'amcapprover'])(
    'open to %s',
    async (role) => {
      expect((await pennyDrop(bank, role)).statusCode).toBe(200);
    },
  );
  it.each<Role>(['investor', 'poaapprover', 'trustee', 'fundmanager'])(
    '403 for %s (banks are read-only or not theirs)',
    async (role) => {
      expect((await pennyDrop(bank, role)).statusCode).toBe(403);
    },
  );
  it('401 without a session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/onboarding/pennydropverification',
      payload: bank,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('BankVerificationService with providers that cannot answer', () => {
  const down = {
    name: 'down',
    details: async () => {
      throw new ProviderUnavailableError('down', 'timed out');
    },
  };
  const service = new BankVerificationService(
    { ifscDirectory: new RbiIfscList(), ifscDetails: down, pennyDrop: new UnconfiguredPennyDrop() },
    { warn: () => undefined, info: () => undefined } as never,
  );
  it('the IFSC lookup still gives the RBI bank name without branch details', async () => {
    expect(await service.lookupIfsc('ICIC0000001')).toMatchObject({
      BankName: 'ICICI Bank',
      BankCity: null,
      MicrNo: null,
    });
  });
  it('the penny drop answers 422 Unable to verify the details please contact admin', async () => {
    await expect(
      service.pennyDrop({
        ifscCode: 'ICIC0000001',
        bankAccountNumber: '123456789012',
        bankAccountType: 'Savings',
      }),
    ).rejects.toMatchObject({
      statusCode: 422,
      message: 'Unable to verify the details please contact admin',
    });
  });
});
