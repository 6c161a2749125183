import { eq } from 'drizzle-orm';
import { MESSAGES, WIZARD_API_MESSAGES, type ApplicationDetail } from '@aif/contracts';
import { nominees } from '../../../db/schema';
import { addApplication, nominee, saveStep, setupLaterSteps } from './later-steps';
import { db, load, save, t } from './setup';

// The nominee step.
setupLaterSteps();

describe('nominee-details', () => {
  it('validates through the API: total 100 %, at most 3, relationships once', async () => {
    const { id } = await addApplication();
    const total = await saveStep(id, 'nominee-details', {
      doNotWishToNominate: false,
      nominees: [nominee({ nomineePercentage: 60 }), nominee({ Relationship: 'Son', nomineePercentage: 30 })],
    });
    expect(total.statusCode).toBe(400);
    expect(total.json().errors).toContainEqual({ path: 'nominees', message: MESSAGES.nomineeTotal100 });
    const four = await saveStep(id, 'nominee-details', {
      nominees: [1, 2, 3, 4].map(() => nominee({ Relationship: 'Son', nomineePercentage: 25 })),
    });
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toBe('Maximum 3 nominees are allowed');
    const twice = await saveStep(id, 'nominee-details', {
      nominees: [nominee({ nomineePercentage: 50 }), nominee({ nomineePercentage: 50 })],
    });
    expect(twice.json().errors).toContainEqual({
      path: 'nominees.1.Relationship',
      message: 'Spouse can be chosen only once among nominees',
    });
  });

  it('saves nominees, returns them with ids, removes one (inactive) and sets currentStep 6', async () => {
    const { id } = await addApplication();
    const r1 = await saveStep(id, 'nominee-details', {
      doNotWishToNominate: false,
      nominees: [
        nominee({ nomineePercentage: 33.33 }),
        nominee({ Relationship: 'Others', nomineeRelationship: 'Cousin', nomineePercentage: 33.33 }),
        nominee({
          Relationship: 'Son',
          nomineePercentage: 33.34,
          dateOfBirth: '2015-01-01',
          guardianName: 'Asha Rao',
          nomineePan: 'abcpz1234k',
        }),
      ],
    });
    expect(r1.json().message).toBeUndefined();
    expect(r1.statusCode).toBe(200);
    const d1: ApplicationDetail = r1.json();
    expect(d1.currentStep).toBe(6);
    expect(d1.doNotWishToNominate).toBe(false);
    expect(d1.nominees).toHaveLength(3);
    expect(d1.nominees![1]).toMatchObject({ Relationship: 'Others', nomineeRelationship: 'Cousin' });
    expect(d1.nominees![2]).toMatchObject({ guardianName: 'Asha Rao', nomineePan: 'ABCPZ1234K' });
    expect(d1.nominees!.map((n) => n.nomineePercentage)).toEqual([33.33, 33.33, 33.34]);

    const kept = { ...d1.nominees![0]!, nomineePercentage: 100, Relationship: 'Spouse' };
    const r2 = await save(id, t.rm!, {
      step: 'nominee-details',
      version: d1.version,
      data: {
        nominees: [kept, { ...d1.nominees![1], isActive: false }, { ...d1.nominees![2], isActive: false }],
      },
    });
    expect(r2.statusCode).toBe(200);
    expect(r2.json().nominees).toHaveLength(1);
    expect(r2.json().nominees[0].id).toBe(kept.id);
    const all = await db.db.select().from(nominees).where(eq(nominees.applicationId, id));
    expect(all.filter((n) => !n.isActive)).toHaveLength(2);

    const r3 = await saveStep(id, 'nominee-details', { doNotWishToNominate: true, nominees: [] });
    expect(r3.json()).toMatchObject({ doNotWishToNominate: true, nominees: [] });
  });

  it('minor onboarding is forced to do-not-nominate', async () => {
    const { id } = await addApplication({ onboardingType: 'minor' });
    const res = await saveStep(id, 'nominee-details', { doNotWishToNominate: false, nominees: [nominee()] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ doNotWishToNominate: true, nominees: [] });
    expect(res.json().fieldLocks.nomineesReadOnly).toBe(true);
  });

  it('no half-save: an unknown nominee id refuses the whole step', async () => {
    const { id } = await addApplication();
    const res = await saveStep(id, 'nominee-details', {
      nominees: [
        nominee({ nomineePercentage: 50 }),
        nominee({ id: crypto.randomUUID(), Relationship: 'Son', nomineePercentage: 50 }),
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(WIZARD_API_MESSAGES.unknownRecord);
    expect(await db.db.select().from(nominees).where(eq(nominees.applicationId, id))).toHaveLength(0);
    expect((await load(id)).version).toBe(0);
  });
});
