import { eq } from 'drizzle-orm';
import { MAX_AMOUNT, MESSAGES, formatIndianNumber } from '@aif/contracts';
import { applications, plans } from '../../../db/schema';
import { addApplication, investment, saveStep, setupLaterSteps } from './later-steps';
import { db } from './setup';

// Values a form accepts must fit where the server keeps them: a number past the database's column is a
// 400 on its field, never a 500, and nothing of the save is kept.
setupLaterSteps();

const tooLarge = MESSAGES.commitmentAmountMaximum(formatIndianNumber(MAX_AMOUNT));

describe('amounts past what the database holds', () => {
  it.each([
    ['a huge number of units', { noOfUnits: 1e17 }],
    ['2^53 units', { noOfUnits: 2 ** 53 }],
    ['forty nines typed as units', { noOfUnits: '9'.repeat(40) }],
  ])('%s: 400 on the commitment, nothing saved', async (_name, over) => {
    const { id } = await addApplication({ currentStep: 7 });
    const [before] = await db.db.select().from(applications).where(eq(applications.id, id));
    const res = await saveStep(id, 'investment-payment-details', investment(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'commitmentAmount', message: tooLarge });
    const [after] = await db.db.select().from(applications).where(eq(applications.id, id));
    expect(after).toEqual(before);
  });

  it('the largest commitment allowed is stored exactly', async () => {
    // A series without a maximum of its own (0), so the product's largest amount is the bound.
    await db.db.update(plans).set({ maxCommitmentAmount: '0' }).where(eq(plans.planCode, 'DGF1-B'));
    const { id } = await addApplication({ currentStep: 7 });
    // Series B: 105 a unit; units that make a commitment just under the limit.
    const units = Math.floor(MAX_AMOUNT / 105);
    const res = await saveStep(id, 'investment-payment-details', investment({ noOfUnits: units }));
    expect(res.statusCode).toBe(200);
    const [row] = await db.db.select().from(applications).where(eq(applications.id, id));
    expect(row!.commitmentAmount).toBe(`${units * 105}.00`);
  });
});
