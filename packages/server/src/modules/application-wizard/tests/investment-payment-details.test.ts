/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit the step forms' values freely, as a user would. */
import { eq } from 'drizzle-orm';
import { LATER_STEP_MESSAGES, WIZARD_API_MESSAGES } from '@aif/contracts';
import { applications, distributorPlans, users } from '../../../db/schema';
import { bearer } from '../../../testing/app';
import {
  addApplication,
  investment,
  msarPlan,
  saveStep,
  seriesA,
  seriesB,
  setupLaterSteps,
} from './later-steps';
import { app, db, investorToken, load, t, uid, handToInvestor } from './setup';

// The investment step: the server's arithmetic, the series offered, the investor's locks.
setupLaterSteps();

describe('investment-payment-details', () => {
  it('recomputes the amounts in paise and keeps commitment_amount filled', async () => {
    const { id } = await addApplication({ currentStep: 7 });
    const res = await saveStep(id, 'investment-payment-details', investment());
    expect(res.json().message).toBeUndefined();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      currentStep: 8,
      schemeId: seriesB.schemeId,
      planId: seriesB.id,
      premiumValue: 5,
      perUnitValue: 105,
      commitmentAmount: 10500000,
      setupFeeAmount: 157500,
      setupFeeGST: 28350,
      totalSetupFee: 185850,
      netSetupFeeLessTDS: 185850,
      modeOfPayment: 'neft',
      neftCode: 'NEFT123456',
      drawDownDate: '2026-07-06',
      plan: { id: seriesB.id },
    });
    const [row] = await db.db.select().from(applications).where(eq(applications.id, id));
    expect(row!.commitmentAmount).toBe('10500000.00');

    // The rounding on an odd series price: investment-series-values.test.ts.
  });

  it('refuses a derived amount that disagrees with the server (400 naming the computed value)', async () => {
    const { id } = await addApplication({ currentStep: 7 });
    const res = await saveStep(
      id,
      'investment-payment-details',
      investment({ commitmentAmount: 10000000, setupFeeGST: '28,350.00' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        path: 'commitmentAmount',
        message: WIZARD_API_MESSAGES.amountMismatch('Commitment Amount', '10500000.00'),
      },
    ]);
    expect((await load(id)).commitmentAmount).toBeNull();
  });

  it.each([
    [{ noOfUnits: 10 }, 'No of units should be greater than or equal to 100000'],
    [{ planId: '' }, 'Series is required'],
    [{ drawDownDate: '2026-07-05' }, 'Sundays are not allowed'],
    [{ modeOfPayment: 'cash' }, 'Invalid value for mode of payment'],
  ])('validation %o: %s', async (over, message) => {
    const { id } = await addApplication({ currentStep: 7 });
    const res = await saveStep(id, 'investment-payment-details', investment(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: any) => e.message)).toContain(message);
  });

  // 0-product-decisions §12: from the stored creation day (IST) to one year after it, both included.
  it.each([
    ['2026-06-12', LATER_STEP_MESSAGES.drawdownDateBeforeCreation],
    ['2027-06-16', LATER_STEP_MESSAGES.drawdownDateAfterOneYear],
    ['2026-06-15', null],
    ['2027-06-15', null],
  ])('the drawdown date %s lies within a year of the creation date', async (drawDownDate, message) => {
    const { id } = await addApplication({ currentStep: 7, createdAt: new Date('2026-06-15T06:00:00Z') });
    const res = await saveStep(id, 'investment-payment-details', investment({ drawDownDate }));
    if (message === null) {
      expect(res.json().errors).toBeUndefined();
      expect(res.statusCode).toBe(200);
      expect(res.json().drawDownDate).toBe(drawDownDate);
    } else {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path: 'drawDownDate', message });
      expect((await load(id)).drawDownDate ?? null).toBeNull();
    }
  });

  it('the series must belong to the scheme and be offered by the distributor', async () => {
    const { id } = await addApplication({ currentStep: 7 });
    const wrong = await saveStep(id, 'investment-payment-details', investment({ planId: msarPlan.id }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(WIZARD_API_MESSAGES.planNotAvailable);

    const [d] = await db.db
      .insert(users)
      .values({ role: 'distributor', name: 'Mapped Distributor', phone: '9222222201', rmId: uid.rm })
      .returning();
    await db.db.insert(distributorPlans).values({ distributorId: d!.id, planId: seriesA.id });
    const mapped = await addApplication({ currentStep: 7, distributorId: d!.id });
    const refused = await saveStep(mapped.id, 'investment-payment-details', investment());
    expect(refused.json().message).toBe(WIZARD_API_MESSAGES.planNotAvailable);

    const list = await app.inject({
      method: 'GET',
      url: `/api/onboarding/applications/${mapped.id}/schemes`,
      headers: bearer(t.rm!),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().schemes).toHaveLength(1);
    expect(list.json().schemes[0].plans.map((p: any) => p.id)).toEqual([seriesA.id]);
    const all = await app.inject({
      method: 'GET',
      url: `/api/onboarding/applications/${id}/schemes`,
      headers: bearer(t.rm!),
    });
    expect(all.json().schemes.flatMap((s: any) => s.plans)).toHaveLength(3);
    expect(all.json().schemes.find((s: any) => s.id === seriesB.schemeId)).toMatchObject({
      fundType: 'domestic',
    });
  });

  it('investor and POA approver cannot change the series, units or payment; unchanged values pass', async () => {
    const { id, mobiles } = await addApplication({ currentStep: 7 });
    expect((await saveStep(id, 'investment-payment-details', investment())).statusCode).toBe(200);
    await handToInvestor(id);
    const token = await investorToken(mobiles[0]!);
    const units = await saveStep(id, 'investment-payment-details', investment({ noOfUnits: 200000 }), token);
    expect(units.statusCode).toBe(403);
    expect(units.json().message).toBe('You are not allowed to change No of Units');
    const pay = await saveStep(
      id,
      'investment-payment-details',
      investment({ neftCode: 'NEFT999999' }),
      token,
    );
    expect(pay.json().message).toBe('You are not allowed to change NEFT Code');
    const same = await saveStep(
      id,
      'investment-payment-details',
      investment({ drawDownDate: '06/07/2026', commitmentAmount: '1,05,00,000' }),
      token,
    );
    expect(same.json().message).toBeUndefined();
    expect(same.statusCode).toBe(200);
    expect((await load(id, token)).fieldLocks.investmentLockedFields).toContain('planId');
  });
});
