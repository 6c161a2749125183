import { eq } from 'drizzle-orm';
import { applications } from '../../../db/schema';
import { updateApplication } from '../application-row';
import { addApplication, setupEarlySteps } from './early-steps';
import { db } from './setup';

// A save's update is built once per set of columns it writes and run again with each save's values
// (application-row.ts): the values of one save must never reach another, a null must be written as
// null, and a stale version must write nothing.
setupEarlySteps();

const stored = async (id: string) =>
  (await db.db.select().from(applications).where(eq(applications.id, id)))[0]!;

/** A new application of the tests' fixtures, as stored. */
const added = async (values: Parameters<typeof addApplication>[0]) =>
  stored((await addApplication(values)).id);

describe('updateApplication', () => {
  it('writes each call its own values through the same statement, dates, jsonb and nulls included', async () => {
    const a = await added({ currentStep: 2 });
    const b = await added({ currentStep: 2 });
    const sentAt = new Date('2026-06-01T10:00:00Z');
    const investment = { commitmentAmount: '20000000' } as (typeof applications.$inferInsert)['investment'];

    const first = await updateApplication(db.db, a.id, a.version, {
      version: a.version + 1,
      currentStep: 4,
      sentToInvestorAt: sentAt,
      investment,
    });
    const second = await updateApplication(db.db, b.id, b.version, {
      version: b.version + 1,
      currentStep: 6,
      sentToInvestorAt: new Date('2026-06-02T11:30:00Z'),
      investment: null,
    });

    expect(first).toMatchObject({ id: a.id, version: a.version + 1, currentStep: 4, investment });
    expect(first!.sentToInvestorAt).toEqual(sentAt);
    expect(second).toMatchObject({ id: b.id, version: b.version + 1, currentStep: 6, investment: null });
    expect(second!.sentToInvestorAt).toEqual(new Date('2026-06-02T11:30:00Z'));
    expect(await stored(a.id)).toMatchObject({ currentStep: 4, investment, sentToInvestorAt: sentAt });
    expect(await stored(b.id)).toMatchObject({ currentStep: 6, investment: null });

    // The same columns, a null where the first call had a date: written as null.
    const cleared = await updateApplication(db.db, a.id, a.version + 1, {
      version: a.version + 2,
      currentStep: 5,
      sentToInvestorAt: null,
      investment,
    });
    expect(cleared).toMatchObject({ currentStep: 5, sentToInvestorAt: null });
    expect((await stored(a.id)).sentToInvestorAt).toBeNull();
  });

  it('leaves out an undefined value, and writes nothing for a stale version', async () => {
    const a = await added({ currentStep: 3, sentToInvestorAt: new Date('2026-06-01T10:00:00Z') });
    const kept = await updateApplication(db.db, a.id, a.version, {
      version: a.version + 1,
      currentStep: 4,
      sentToInvestorAt: undefined,
    });
    expect(kept!.sentToInvestorAt).toEqual(new Date('2026-06-01T10:00:00Z'));

    const stale = await updateApplication(db.db, a.id, a.version, { version: a.version + 1, currentStep: 9 });
    expect(stale).toBeUndefined();
    expect((await stored(a.id)).currentStep).toBe(4);
  });
});
