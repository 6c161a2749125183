import { eq } from 'drizzle-orm';
import { MESSAGES, deriveInvestment } from '@aif/contracts';
import { applications, plans } from '../../../db/schema';
import { bearer } from '../../../testing/app';
import { addApplication, investment, saveStep, seriesB, setupLaterSteps } from './later-steps';
import { app, db, load, t } from './setup';

// The investment step's price and fees come from the series, its units from the rules: never from the
// request (contracts SERIES_DECIDED_INVESTMENT_FIELDS, deriveInvestment).
setupLaterSteps();

const stored = async (id: string) => {
  const [row] = await db.db.select().from(applications).where(eq(applications.id, id));
  return row!;
};

/** What the server stores for series B (face 100, premium 5 %, setup fee 1.5 %) and 100,000 units. */
const SERIES_B = {
  faceValue: 100,
  premiumPercentage: 5,
  premiumValue: 5,
  perUnitValue: 105,
  setupFeeType: 'yes',
  setupFeePercentage: 1.5,
  commitmentAmount: 10500000,
  setupFeeAmount: 157500,
  setupFeeGST: 28350,
  totalSetupFee: 185850,
};

describe('values the series decides', () => {
  it.each<[string, Record<string, unknown>]>([
    ['face value', { faceValue: 1 }],
    ['premium %', { premiumPercentage: 0 }],
    ['setup fee type and %', { setupFeeType: 'other', setupFeePercentage: 0 }],
    ['setup fee %', { setupFeePercentage: 0.01 }],
    ['every price at once', { faceValue: '0.01', premiumPercentage: '0', setupFeePercentage: '' }],
    ['nothing (left out)', { faceValue: undefined, premiumPercentage: undefined, setupFeeType: undefined }],
  ])('a %s in the request is ignored: the series decides it and the amounts', async (_, over) => {
    const { id } = await addApplication({ currentStep: 7 });
    const res = await saveStep(id, 'investment-payment-details', investment(over));
    expect(res.json().message).toBeUndefined();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(SERIES_B);
    expect((await stored(id)).commitmentAmount).toBe('10500000.00');
  });

  it('Modify Investment takes them from the series too', async () => {
    const { id } = await addApplication({ currentStep: 9, status: 'sent_to_amc_approver' });
    const res = await app.inject({
      method: 'POST',
      url: `/api/onboarding/applications/${id}/modify-investment`,
      headers: bearer(t.rm!),
      payload: {
        version: (await load(id)).version,
        saveType: 'saveForLater',
        data: investment({ faceValue: 10, premiumPercentage: 100, setupFeePercentage: 50 }),
      },
    });
    expect(res.json().message).toBeUndefined();
    expect(res.json()).toMatchObject(SERIES_B);
  });

  it("a series' odd price is rounded half up to the paisa at each step", async () => {
    // A series priced at 33.35 with 5 % premium: 1.6675 -> 1.67 per unit, then x units.
    const [base] = await db.db.select().from(plans).where(eq(plans.id, seriesB.id));
    const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = base!;
    const [odd] = await db.db
      .insert(plans)
      .values({ ...rest, planCode: 'DGF1-ODD', faceValue: '33.35', minCommitmentAmount: '0' })
      .returning();
    const { id } = await addApplication({ currentStep: 7 });
    const res = await saveStep(
      id,
      'investment-payment-details',
      investment({ planId: odd!.id, faceValue: 100, noOfUnits: 300001, setupFeeTDS: '0.5' }),
    );
    expect(res.json().message).toBeUndefined();
    const expected = deriveInvestment(
      {
        faceValue: '33.35',
        premiumPercentage: 5,
        noOfUnits: 300001,
        setupFeeType: 'yes',
        setupFeePercentage: 1.5,
        setupFeeTDS: '0.5',
      },
      'domestic',
    )!;
    expect(expected.premiumValue).toBe(1.67);
    expect(expected.commitmentAmount).toBe(10506035.02);
    expect(res.json()).toMatchObject({
      faceValue: 33.35,
      premiumValue: 1.67,
      perUnitValue: 35.02,
      commitmentAmount: expected.commitmentAmount,
      setupFeeAmount: expected.setupFeeAmount,
      setupFeeGST: expected.setupFeeGST,
      netSetupFeeLessTDS: expected.netSetupFeeLessTDS,
    });
    await db.db.update(plans).set({ isActive: false }).where(eq(plans.id, odd!.id));
  });
});

describe('units follow the rules', () => {
  it.each([100000.5, '150000.25', 100000.001])(
    'fractional units (%s) are refused (400 on the field)',
    async (units) => {
      const { id } = await addApplication({ currentStep: 7 });
      const res = await saveStep(id, 'investment-payment-details', investment({ noOfUnits: units }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path: 'noOfUnits', message: MESSAGES.noOfUnitsWhole });
      expect((await stored(id)).investment).toBeNull();
    },
  );
});
