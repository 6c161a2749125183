import { eq } from 'drizzle-orm';
import { MESSAGES } from '@aif/contracts';
import { bankVerifications } from '../../../db/schema';
import { addApplication, bank, pennyDrop, saveStep, setupLaterSteps } from './later-steps';
import { db, investorToken, load, save, t, uid, handToInvestor } from './setup';

// The bank step and the penny drops recorded for it.
setupLaterSteps();

describe('bank-details', () => {
  it('a client claiming verified without a penny drop is not verified', async () => {
    const { id } = await addApplication({ currentStep: 6 });
    const res = await saveStep(id, 'bank-details', { banks: [bank()] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.verifyDefaultBank);
    // A penny drop without the application is not recorded for it.
    expect((await pennyDrop(bank())).statusCode).toBe(200);
    expect((await saveStep(id, 'bank-details', { banks: [bank()] })).json().message).toBe(
      MESSAGES.verifyDefaultBank,
    );
  });

  it('takes pennydropCheck / pennydropVerified from the recorded penny drop', async () => {
    const { id } = await addApplication({ currentStep: 6 });
    const pd = await pennyDrop({ ...bank(), applicationId: id });
    expect(pd.statusCode).toBe(200);
    expect(pd.json()).toMatchObject({ pennydropCheck: true, pennydropVerified: true });
    const res = await saveStep(id, 'bank-details', {
      banks: [bank({ pennydropCheck: false, pennydropVerified: false })],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().currentStep).toBe(7);
    expect(res.json().banks[0]).toMatchObject({
      ifscCode: 'SBIN0000300',
      pennydropCheck: true,
      pennydropVerified: true,
      defaultBankAccount: true,
    });

    // A failed penny drop (sandbox: account ending 000) is saved as checked, not verified, whatever the client says.
    const failed = bank({ bankAccountNumber: '123456789000' });
    expect((await pennyDrop({ ...failed, applicationId: id })).json().pennydropVerified).toBe(false);
    const d = await load(id);
    const r2 = await save(id, t.rm!, {
      step: 'bank-details',
      version: d.version,
      data: { banks: [{ ...d.banks![0], isActive: false }, failed] },
    });
    expect(r2.statusCode).toBe(200);
    expect(r2.json().banks).toHaveLength(1);
    expect(r2.json().banks[0]).toMatchObject({ pennydropCheck: true, pennydropVerified: false });

    // Changing the account number needs a new penny drop.
    const r3 = await saveStep(id, 'bank-details', {
      banks: [{ ...r2.json().banks[0], bankAccountNumber: '998877665544' }],
    });
    expect(r3.json().message).toBe(MESSAGES.verifyDefaultBank);
  });

  it('refuses a penny drop for an application the caller does not see', async () => {
    const { id } = await addApplication({ currentStep: 6, createdBy: uid.amcapprover, rmId: null });
    const res = await pennyDrop({ ...bank(), applicationId: id }, t.distributor!);
    expect(res.statusCode).toBe(404);
    expect(
      await db.db.select().from(bankVerifications).where(eq(bankVerifications.applicationId, id)),
    ).toEqual([]);
  });

  it('at most 2 banks, exactly one default', async () => {
    const { id } = await addApplication({ currentStep: 6 });
    const three = await saveStep(id, 'bank-details', {
      banks: [
        bank(),
        bank({ bankAccountNumber: '222222222', defaultBankAccount: false }),
        bank({ bankAccountNumber: '333333333', defaultBankAccount: false }),
      ],
    });
    expect(three.statusCode).toBe(400);
    expect(three.json().message).toBe('Maximum 2 bank accounts are allowed');
    const none = await saveStep(id, 'bank-details', { banks: [bank({ defaultBankAccount: false })] });
    expect(none.json().message).toBe(MESSAGES.checkDefaultBank);
  });

  it('investor and POA approver are read-only on banks: a change is 403, the same banks pass', async () => {
    const { id, mobiles } = await addApplication({ currentStep: 6 });
    await pennyDrop({ ...bank(), applicationId: id });
    expect((await saveStep(id, 'bank-details', { banks: [bank()] })).statusCode).toBe(200);
    await handToInvestor(id);
    const token = await investorToken(mobiles[0]!);
    const d = await load(id, token);
    expect(d.fieldLocks).toMatchObject({ banksReadOnly: true, documentsReadOnly: true });
    const same = await save(id, token, {
      step: 'bank-details',
      version: d.version,
      data: { banks: d.banks },
    });
    expect(same.statusCode).toBe(200);
    const changed = await saveStep(
      id,
      'bank-details',
      { banks: [{ ...d.banks![0], bankBranch: 'Pune' }] },
      token,
    );
    expect(changed.statusCode).toBe(403);
    expect(changed.json().message).toBe('You are not allowed to change Bank Details');

    const poa = await addApplication({ currentStep: 6, hasPoa: true, status: 'sent_to_poa_approver' });
    const p = await saveStep(poa.id, 'bank-details', { banks: [bank()] }, t.poaapprover!);
    expect(p.statusCode).toBe(400); // not verified: the POA approver cannot run a penny drop
    expect((await pennyDrop({ ...bank(), applicationId: poa.id }, t.poaapprover!)).statusCode).toBe(403);
  });
});
