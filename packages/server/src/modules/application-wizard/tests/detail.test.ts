import { eq } from 'drizzle-orm';
import { applicants } from '../../../db/schema';
import { DETAILS, addApplication, saveStep, setupEarlySteps } from './early-steps';
import { db, get, investorToken, load, t, uid } from './setup';

// GET of an application: the whole application, the registry prefill, visibility, the investor's view.
setupEarlySteps();

describe('GET /api/onboarding/applications/:id', () => {
  it('answers the whole application with its version and the caller’s locks', async () => {
    const { id } = await addApplication({ currentStep: 0 });
    const d = await load(id);
    expect(d).toMatchObject({ id, version: 0, status: 'draft', currentStep: 0, modeOfHolding: 'single' });
    expect(d.applicants).toHaveLength(1);
    expect(d.applicants[0]).toMatchObject({
      applicant_type: '1',
      gender: 'Male',
      status: 'Individual',
      dataFetchedFromKRA: true,
    });
    expect(d.applicants[0]!.addresses?.map((a) => a.address_type).sort()).toEqual([
      'correspondence',
      'permanent',
    ]);
    expect(d.rm?.id).toBe(uid.rm);
    expect(d.fieldLocks.applicants[0]!.fields).toContain('name');
    expect(d.fieldLocks.applicants[0]!.addresses).toEqual(['permanent']);
  });

  it('shows the registry gender and father/spouse name until a step saves its own, so locked fields are filled', async () => {
    const { id } = await addApplication();
    const { gender: _g, fatherOrSpouseName: _f, ...rest } = DETAILS;
    const [first] = await db.db.select().from(applicants).where(eq(applicants.applicationId, id));
    // As onboarding creates it: the KRA record carries these fields, the step details do not yet.
    await db.db
      .update(applicants)
      .set({
        details: rest,
        kraData: {
          ...(first!.kraData as object),
          gender: 'Female',
          fatherOrSpouseName: 'Ramesh Rao',
        } as never,
      })
      .where(eq(applicants.id, first!.id));
    const detail = await load(id);
    expect(detail.applicants[0]).toMatchObject({ gender: 'Female', fatherOrSpouseName: 'Ramesh Rao' });
    expect(detail.fieldLocks!.applicants[0]!.fields).toContain('gender');
    const saved = await saveStep(id, 'contributor-details', 'rm');
    expect(saved.statusCode).toBe(200);
    const changed = await saveStep(id, 'contributor-details', 'rm', (d) => {
      d.applicants[0].gender = 'Male';
    });
    expect(changed.statusCode).toBe(403);
  });

  it('an applicant whose status was never set reads as resident, so a role with the status locked can save', async () => {
    const { id } = await addApplication({ status: 'sent_to_poa_approver', hasPoa: true }, [
      { kra: true, status: '', addresses: [{ type: 'correspondence' }, { type: 'permanent', kra: true }] },
    ]);
    const detail = await load(id, t.poaapprover!);
    expect(detail.applicants[0]!.status).toBe('Individual');
    expect(detail.fieldLocks!.applicants[0]!.fields).toContain('status');
    const saved = await saveStep(id, 'contributor-details', 'poaapprover');
    expect(saved.statusCode).toBe(200);
  });

  it('404 for unknown, malformed and invisible ids', async () => {
    const { id } = await addApplication();
    expect((await get(crypto.randomUUID(), t.rm!)).statusCode).toBe(404);
    expect((await get('not-a-uuid', t.rm!)).statusCode).toBe(404);
    const res = await get(id, t.otherRm!);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Application not found');
    expect((await get(id, t.subdistributor!)).statusCode).toBe(404);
    expect((await get(id, t.poaapprover!)).statusCode).toBe(404);
    expect((await get(id, t.amcapprover!)).statusCode).toBe(200);
  });

  it('an investor sees only applications with their mobile, without distributor and AML details', async () => {
    const { id, mobiles } = await addApplication({ distributorId: uid.distributor });
    const other = await addApplication();
    const token = await investorToken(mobiles[0]!);
    const d = await load(id, token);
    expect(d.distributor).toBeNull();
    // Only the outcome, which decides whether the document step asks for the compliance document.
    expect(d.applicants[0]!.amlCheck).toBe((await load(id)).applicants[0]!.amlCheck);
    expect(d.applicants[0]!.amlComments).toBeUndefined();
    expect(d.applicants[0]!.amlCommentedRole).toBeUndefined();
    expect(d.fieldLocks.hidden).toContain('distributorDetails');
    expect((await get(other.id, token)).statusCode).toBe(404);
  });
});
