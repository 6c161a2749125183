/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit the step forms' values freely, as a user would. */
import { eq, sql } from 'drizzle-orm';
import { WIZARD_API_MESSAGES, type ApplicationDetail } from '@aif/contracts';
import { applicants } from '../../../db/schema';
import { addApplication, saveStep, setupEarlySteps } from './early-steps';
import { db, investorToken, load, t, handToInvestor } from './setup';

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

  it("saves a registry name as the registry gives it ('K. D'SOUZA'), not checked against typing rules", async () => {
    const { id } = await addApplication({}, [
      { kra: true, name: "K. D'SOUZA", addresses: [{ type: 'correspondence' }, { type: 'permanent' }] },
    ]);
    const res = await saveStep(id, 'contributor-details', 'rm', () => {});
    expect(res.statusCode).toBe(200);
    expect(res.json().applicants[0].name).toBe("K. D'SOUZA");
    // A typed name keeps the typing rules.
    const typed = await addApplication({}, [{ name: 'K. Ramesh' }]);
    const refused = await saveStep(typed.id, 'contributor-details', 'rm', () => {});
    expect(refused.statusCode).toBe(400);
  });

  it('the investor cannot remove a joint holder or change the holding mode', async () => {
    const { id, mobiles } = await addApplication({ modeOfHolding: 'joint' }, [{}, {}]);
    await handToInvestor(id);
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

  it('an investor status change to NRI at sent_to_applicant1 needs the confirmation, then goes to draft', async () => {
    const { id } = await addApplication({ status: 'sent_to_applicant1' }, [
      { addresses: [{ type: 'correspondence' }, { type: 'permanent' }, { type: 'overseas' }] },
    ]);
    await db.db.execute(
      sql`update applicant_addresses set country = 'Singapore', pincode = '123456' where address_type = 'overseas'`,
    );
    const edit = (d: any) => {
      d.applicants[0].status = 'NRI';
      d.applicants[0].nationality = 'SINGAPOREAN';
    };
    const refused = await saveStep(id, 'contributor-details', 'rm', edit);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(WIZARD_API_MESSAGES.investorStatusConfirmRequired);
    const ok = await saveStep(id, 'contributor-details', 'rm', edit, t.rm!, { investorStatusChanged: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'draft' });
    expect(ok.json().applicants[0]).toMatchObject({ status: 'NRI', nationality: 'INDIAN' });
  });
});
