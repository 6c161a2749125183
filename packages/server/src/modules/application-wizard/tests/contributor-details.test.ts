/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit the step forms' values freely, as a user would. */
import { eq, sql } from 'drizzle-orm';
import type { ApplicationDetail } from '@aif/contracts';
import { applicants } from '../../../db/schema';
import { addApplication, saveStep, setupEarlySteps } from './early-steps';
import { db, investorToken, load, t } from './setup';

// The contributor step: joint holders, holding mode, the investor status change.
setupEarlySteps();

describe('POST /api/onboarding/applications/:id/update', () => {
  it('joint holder removal: inactive, the third becomes the second, holding mode follows', async () => {
    const { id } = await addApplication({ modeOfHolding: 'either or survivor' }, [{}, {}, {}]);
    const before = await load(id);
    const third = before.applicants[2]!.id;
    const res = await saveStep(id, 'contributor-details', 'rm', (d) => {
      d.applicants[1].isActive = false;
      d.modeOfHolding = 'either or survivor';
    });
    expect(res.statusCode).toBe(200);
    const after = res.json() as ApplicationDetail;
    expect(after.applicants.map((a) => [a.id, a.applicant_type])).toEqual([
      [before.applicants[0]!.id, '1'],
      [third, '2'],
    ]);
    expect(after.modeOfHolding).toBe('either or survivor');
    const removed = await saveStep(
      id,
      'contributor-details',
      'rm',
      (d) => (d.applicants[1].isActive = false),
    );
    expect(removed.json().modeOfHolding).toBe('single');
    const rows = await db.db.select().from(applicants).where(eq(applicants.applicationId, id));
    expect(rows.filter((r) => !r.isActive)).toHaveLength(2);
  });

  it('the investor cannot remove a joint holder or change the holding mode', async () => {
    const { id, mobiles } = await addApplication({ modeOfHolding: 'joint' }, [{}, {}]);
    const token = await investorToken(mobiles[0]!);
    expect(
      (
        await saveStep(
          id,
          'contributor-details',
          'investor',
          (d) => (d.applicants[1].isActive = false),
          token,
        )
      ).statusCode,
    ).toBe(403);
    const mode = await saveStep(
      id,
      'contributor-details',
      'investor',
      (d) => (d.modeOfHolding = 'either or survivor'),
      token,
    );
    expect(mode.statusCode).toBe(403);
    expect(mode.json().message).toBe('You are not allowed to change Mode of Holding');
  });

  // Doc 1 §4: the status field is disabled unless draft; the server refuses a change on any later save.
  it.each(['sent_to_applicant1', 'sent_to_amc_approver'] as const)(
    'an investor status change at %s is refused, confirmed or not; an unchanged status saves',
    async (status) => {
      const { id } = await addApplication({ status }, [
        { addresses: [{ type: 'correspondence' }, { type: 'permanent' }, { type: 'overseas' }] },
      ]);
      await db.db.execute(
        sql`update applicant_addresses set country = 'Singapore', pincode = '123456' where address_type = 'overseas'`,
      );
      const edit = (d: any) => {
        d.applicants[0].status = 'NRI';
        d.applicants[0].nationality = 'SINGAPOREAN';
      };
      for (const confirm of [{}, { investorStatusChanged: true }]) {
        const refused = await saveStep(id, 'contributor-details', 'rm', edit, t.rm!, confirm);
        expect(refused.statusCode).toBeGreaterThanOrEqual(400);
        expect(refused.statusCode).toBeLessThan(500);
        expect(refused.json().message).toBe('You are not allowed to change Status');
      }
      const [row] = await db.db.select().from(applicants).where(eq(applicants.applicationId, id));
      expect(row!.residentialStatus).not.toBe('NRI');
      expect((await load(id)).status).toBe(status);
      const unchanged = await saveStep(id, 'contributor-details', 'rm', (d: any) => {
        d.applicants[0].fatherOrSpouseName = 'Ravi Kumar';
      });
      expect(unchanged.json().message).toBeUndefined();
      expect(unchanged.statusCode).toBe(200);
    },
  );

  it('a draft may change the investor status', async () => {
    const { id } = await addApplication({ status: 'draft' }, [
      { addresses: [{ type: 'correspondence' }, { type: 'permanent' }, { type: 'overseas' }] },
    ]);
    await db.db.execute(
      sql`update applicant_addresses set country = 'Singapore', pincode = '123456' where address_type = 'overseas'`,
    );
    const ok = await saveStep(id, 'contributor-details', 'rm', (d: any) => {
      d.applicants[0].status = 'NRI';
      d.applicants[0].nationality = 'SINGAPOREAN';
    });
    expect(ok.json().message).toBeUndefined();
    expect(ok.statusCode).toBe(200);
    expect(ok.json().applicants[0]).toMatchObject({ status: 'NRI' });
  });
});
