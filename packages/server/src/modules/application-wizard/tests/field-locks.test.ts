/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit the step forms' values freely, as a user would. */

import { addApplication, saveStep, setupEarlySteps } from './early-steps';
import { investorToken, load, uid, handToInvestor } from './setup';

// Field locks of steps 1-5 (registry, role, the investor's side), and no half-saved application.
setupEarlySteps();

describe('POST /api/onboarding/applications/:id/update', () => {
  describe('field locks', () => {
    it('403 on a KRA-locked change of the first applicant; unchanged locked values pass', async () => {
      const { id } = await addApplication();
      const res = await saveStep(
        id,
        'contributor-details',
        'rm',
        (d) => (d.applicants[0].name = 'Someone Else'),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You are not allowed to change Name');
      expect(
        (await saveStep(id, 'contributor-details', 'rm', (d) => (d.applicants[0].motherName = 'Sita Devi')))
          .statusCode,
      ).toBe(200);
    });

    it('403 on a KRA permanent address change; a KRA correspondence change marks it edited', async () => {
      const { id } = await addApplication({}, [
        {
          kra: true,
          addresses: [
            { type: 'correspondence', kra: true },
            { type: 'permanent', kra: true },
          ],
        },
      ]);
      const denied = await saveStep(
        id,
        'contact-details',
        'rm',
        (d) => (d.applicants[0].addresses.permanent.city = 'Mumbai'),
      );
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe('You are not allowed to change Permanent Address');
      const ok = await saveStep(
        id,
        'contact-details',
        'rm',
        (d) => (d.applicants[0].addresses.correspondence.city = 'Mumbai'),
      );
      expect(ok.statusCode).toBe(200);
      expect(ok.json().applicants[0].correspondenceAddressEdited).toBe(true);
    });

    it.each([
      ['additional-KYC-details', (d: any) => (d.applicants[0].ckycNo = '12345678901234'), 'CKYC Number'],
      ['fatca', (d: any) => (d.applicants[0].placeOfBirth = 'Delhi'), 'Place of Birth'],
      ['contributor-details', (d: any) => (d.applicants[0].nationality = 'AMERICAN'), 'Nationality'],
      [
        'contact-details',
        (d: any) => (d.applicants[0].addresses.permanent.city = 'Mumbai'),
        'Permanent Address',
      ],
    ])('investor: 403 on %s', async (step, edit, label) => {
      const { id, mobiles } = await addApplication({}, [{}]);
      await handToInvestor(id);
      const res = await saveStep(id, step, 'investor', edit, await investorToken(mobiles[0]!));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(`You are not allowed to change ${label}`);
    });

    it("investor changes only the first applicant's contact", async () => {
      const { id, mobiles } = await addApplication({}, [{}, {}]);
      await handToInvestor(id);
      const token = await investorToken(mobiles[0]!);
      const ok = await saveStep(
        id,
        'contact-details',
        'investor',
        (d) => (d.applicants[0].email = 'new@example.com'),
        token,
      );
      expect(ok.json().message).toBeUndefined();
      expect(ok.statusCode).toBe(200);
      expect(ok.json().applicants[0].email).toBe('new@example.com');
      const denied = await saveStep(
        id,
        'contact-details',
        'investor',
        (d) => (d.applicants[1].email = 'x@example.com'),
        token,
      );
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe('You are not allowed to change Email');
      const addr = await saveStep(
        id,
        'contact-details',
        'investor',
        (d) => (d.applicants[1].addresses.correspondence.city = 'Goa'),
        token,
      );
      expect(addr.statusCode).toBe(403);
    });

    it('distributor and sub-distributor cannot change the distributor fields', async () => {
      const { id } = await addApplication({ createdBy: uid.distributor, distributorId: uid.distributor });
      const res = await saveStep(
        id,
        'distributor-details',
        'distributor',
        (d) => (d.distributorId = uid.companyDistributor),
      );
      expect(res.statusCode).toBe(403);
      expect((await saveStep(id, 'distributor-details', 'distributor')).statusCode).toBe(200);
    });
  });

  it('no half-saved application: a refused second applicant leaves the first unchanged', async () => {
    const { id, mobiles } = await addApplication({}, [{}, {}]);
    await handToInvestor(id);
    const token = await investorToken(mobiles[0]!);
    const res = await saveStep(
      id,
      'contributor-details',
      'investor',
      (d) => {
        d.applicants[0].motherName = 'Changed Mother';
        d.applicants[1].nationality = 'AMERICAN';
      },
      token,
    );
    expect(res.statusCode).toBe(403);
    const d = await load(id);
    expect(d.applicants[0]!.motherName ?? null).toBeNull();
    expect(d.version).toBe(0);
  });
});
