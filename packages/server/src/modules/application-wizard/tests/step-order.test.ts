import { count, eq } from 'drizzle-orm';
import { STEP_LABELS, WIZARD_API_MESSAGES, type WizardStep } from '@aif/contracts';
import { applications, auditTrail, banks } from '../../../db/schema';
import { bearer } from '../../../testing/app';
import { addApplication, saveStep, setupEarlySteps } from './early-steps';
import { app, db, load, save, t } from './setup';

// The step counter decides which steps may be saved (0-product-decisions §4): the saved ones and the next.
setupEarlySteps();

const labels = (...steps: WizardStep[]) => steps.map((s) => STEP_LABELS[s]);

async function rowOf(id: string) {
  const [row] = await db.db.select().from(applications).where(eq(applications.id, id));
  const [audits] = await db.db.select({ n: count() }).from(auditTrail).where(eq(auditTrail.entityId, id));
  return { currentStep: row!.currentStep, version: row!.version, status: row!.status, audits: audits!.n };
}

describe('saving a step beyond the reachable ones', () => {
  it('is refused with 409 naming the steps to save first, and nothing is stored', async () => {
    const { id } = await addApplication({ currentStep: 2 });
    const before = await rowOf(id);
    const detail = await load(id);
    const res = await save(id, t.rm!, {
      step: 'bank-details',
      version: detail.version,
      data: {
        banks: [
          {
            ifscCode: 'SBIN0000300',
            bankAccountNumber: '123456789012',
            bankAccountType: 'Savings',
            bankName: 'State Bank of India',
            bankBranch: 'Mumbai',
            defaultBankAccount: true,
            isActive: true,
          },
        ],
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      WIZARD_API_MESSAGES.stepNotReachable(
        labels('contact-details', 'additional-KYC-details', 'fatca', 'nominee-details'),
      ),
    );
    expect(await rowOf(id)).toEqual(before);
    expect(await db.db.select().from(banks).where(eq(banks.applicationId, id))).toHaveLength(0);
  });

  it.each<[number, WizardStep]>([
    [0, 'contributor-details'],
    [0, 'document-details'],
    [3, 'fatca'],
    [5, 'investment-payment-details'],
  ])('counter %i: %s is refused', async (counter, step) => {
    const { id } = await addApplication({ currentStep: counter });
    const detail = await load(id);
    const res = await save(id, t.rm!, { step, version: detail.version, data: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Please complete the earlier steps first: /);
    expect((await rowOf(id)).currentStep).toBe(counter);
  });

  it('the step after the counter is reachable: its own rules answer, not the counter', async () => {
    const { id } = await addApplication({ currentStep: 8 });
    const detail = await load(id);
    const res = await save(id, t.rm!, { step: 'document-details', version: detail.version, data: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toMatch(/earlier steps/);
  });

  it('a save for later is held to the same rule', async () => {
    const { id } = await addApplication({ currentStep: 1 });
    const res = await saveStep(id, 'fatca', 'rm', undefined, t.rm!, { saveType: 'saveForLater' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      WIZARD_API_MESSAGES.stepNotReachable(
        labels('contributor-details', 'contact-details', 'additional-KYC-details'),
      ),
    );
  });
});

describe('saving a reachable step', () => {
  it('the next step raises the counter by one; every earlier step can be saved again without lowering it', async () => {
    const { id } = await addApplication({ currentStep: 0 });
    const steps: WizardStep[] = [
      'distributor-details',
      'contributor-details',
      'contact-details',
      'additional-KYC-details',
      'fatca',
    ];
    for (const [i, step] of steps.entries()) {
      const res = await saveStep(id, step, 'rm', (d) => {
        if (step === 'distributor-details') d.loginType = 'rm';
      });
      expect(res.json().message).toBeUndefined();
      expect(res.json().currentStep).toBe(i + 1);
    }
    // Back to an earlier step (from the stepper, or Edit on the preview): saved, the counter stays at 5.
    const back = await saveStep(id, 'contributor-details', 'rm');
    expect(back.statusCode).toBe(200);
    expect(back.json().currentStep).toBe(5);
  });

  it('staff edit any step of an application sent back to draft, and approvers edit theirs, at counter 9', async () => {
    const { id } = await addApplication({ currentStep: 9, status: 'draft' });
    expect((await saveStep(id, 'fatca', 'rm')).statusCode).toBe(200);
    const sent = await addApplication({ currentStep: 9, status: 'sent_to_amc_approver' });
    const res = await saveStep(sent.id, 'contact-details', 'amcapprover');
    expect(res.json().message).toBeUndefined();
    expect(res.json().currentStep).toBe(9);
  });
});

describe('Modify Investment saves the investment step: it must be reachable too', () => {
  it('is refused below counter 7 (409), nothing stored', async () => {
    const { id } = await addApplication({ currentStep: 5, status: 'sent_to_amc_approver' });
    const before = await rowOf(id);
    const res = await app.inject({
      method: 'POST',
      url: `/api/onboarding/applications/${id}/modify-investment`,
      headers: bearer(t.rm!),
      payload: { version: (await load(id)).version, saveType: 'saveAndProceed', data: {} },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      WIZARD_API_MESSAGES.stepNotReachable(labels('nominee-details', 'bank-details')),
    );
    expect(await rowOf(id)).toEqual(before);
  });
});
