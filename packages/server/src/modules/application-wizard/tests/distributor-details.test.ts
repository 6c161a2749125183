import { WIZARD_API_MESSAGES } from '@aif/contracts';
import { distributorPlans, plans, schemes } from '../../../db/schema';
import { bearer } from '../../../testing/app';
import { addApplication, saveStep, setupEarlySteps } from './early-steps';
import { app, db, t, uid } from './setup';

// The distributor step, and the rm's distributors it offers.
setupEarlySteps();

describe('POST /api/onboarding/applications/:id/update', () => {
  describe('distributor step', () => {
    it('rm: the distributor must be an active distributor of the rm; the sub-distributor one of its own', async () => {
      const { id } = await addApplication();
      const bad = await saveStep(id, 'distributor-details', 'rm', (d) => {
        d.loginType = 'distributor';
        d.distributorId = uid.otherDistributor;
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(WIZARD_API_MESSAGES.distributorNotMapped);
      const badSub = await saveStep(id, 'distributor-details', 'rm', (d) => {
        d.loginType = 'distributor';
        d.distributorId = uid.distributor;
        d.subdistributorId = uid.subdistributor;
      });
      expect(badSub.json().message).toBe(WIZARD_API_MESSAGES.subDistributorNotMapped);
      const ok = await saveStep(id, 'distributor-details', 'rm', (d) => {
        d.loginType = 'distributor';
        d.distributorId = uid.companyDistributor;
        d.subdistributorId = uid.subdistributor;
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        distributor_id: uid.companyDistributor,
        subdistributorId: uid.subdistributor,
        loginType: 'distributor',
      });
      const rmOwn = await saveStep(id, 'distributor-details', 'rm', (d) => (d.loginType = 'rm'));
      expect(rmOwn.json()).toMatchObject({ distributor_id: null, subdistributorId: null, loginType: 'rm' });
      const required = await saveStep(id, 'distributor-details', 'rm', (d) => (d.loginType = null));
      expect(required.statusCode).toBe(400);
      expect(required.json().message).toBe('Login Type is required');
    });

    it('resets scheme, plan and amounts when the new distributor does not offer the plan', async () => {
      const [scheme] = await db.db
        .insert(schemes)
        .values({ schemeCode: 'WZ1', schemeName: 'Wizard Fund' })
        .returning();
      const [p1, p2] = await db.db
        .insert(plans)
        .values([
          { schemeId: scheme!.id, planCode: 'WP1', planDescription: 'One' },
          { schemeId: scheme!.id, planCode: 'WP2', planDescription: 'Two' },
        ])
        .returning();
      await db.db.insert(distributorPlans).values([
        { distributorId: uid.companyDistributor!, planId: p2!.id },
        { distributorId: uid.distributor!, planId: p1!.id },
      ]);
      const { id } = await addApplication({
        schemeId: scheme!.id,
        planId: p1!.id,
        commitmentAmount: '10000000',
        distributorId: uid.distributor,
        loginType: 'distributor',
      });
      const keep = await saveStep(id, 'distributor-details', 'rm', (d) => (d.subdistributorId = ''));
      expect(keep.json()).toMatchObject({ planId: p1!.id, commitmentAmount: 10000000 });
      const res = await saveStep(
        id,
        'distributor-details',
        'rm',
        (d) => (d.distributorId = uid.companyDistributor),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ schemeId: null, planId: null, commitmentAmount: null });
    });
  });
});

describe('GET /api/onboarding/amc/distributors-of-rm', () => {
  it("lists the rm's active distributors with their sub-distributors", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/onboarding/amc/distributors-of-rm',
      headers: bearer(t.rm!),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rm.id).toBe(uid.rm);
    const company = body.distributors.find((d: { id: string }) => d.id === uid.companyDistributor);
    expect(company.subDistributors.map((s: { id: string }) => s.id)).toContain(uid.subdistributor);
    expect(body.distributors.map((d: { id: string }) => d.id)).not.toContain(uid.otherDistributor);
  });
  it('is for the rm only', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/onboarding/amc/distributors-of-rm',
      headers: bearer(t.distributor!),
    });
    expect(res.statusCode).toBe(403);
  });
});
