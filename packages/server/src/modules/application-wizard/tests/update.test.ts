/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit the step forms' values freely, as a user would. */
import { and, eq } from 'drizzle-orm';
import { MESSAGES, WIZARD_API_MESSAGES } from '@aif/contracts';
import { auditTrail } from '../../../db/schema';
import { addApplication, saveStep, setupEarlySteps, stepData } from './early-steps';
import { db, load, save, t, uid } from './setup';

// Saving a step: validation, the step counter, the version, the status on save.
setupEarlySteps();

describe('POST /api/onboarding/applications/:id/update', () => {
  it('validates the step with the contracts schema: 400, the first message and every error by path', async () => {
    const { id } = await addApplication({}, [{}, { mobile: undefined }]);
    const res = await saveStep(id, 'contributor-details', 'rm', (d) => {
      d.applicants[1].relationShipWithFirstApplicant = 'Others';
      d.applicants[1].jointApplicantRelation = '';
      d.applicants[1].gender = '';
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'applicants.1.gender', message: 'Gender is required' },
        { path: 'applicants.1.jointApplicantRelation', message: MESSAGES.specifyRelationship },
      ]),
    );
  });

  it.each([
    ['additional-KYC-details', (d: any) => (d.applicants[0].ckycNo = '123'), MESSAGES.ckycInvalid],
    [
      'fatca',
      (d: any) => (d.applicants[0].taxResidentOfAnyCountryOtherThanIndia = true),
      'Tax Country Name is required',
    ],
    ['contact-details', (d: any) => (d.applicants[0].email = 'x@'), MESSAGES.emailInvalid],
  ])('%s: 400 %s', async (step, edit, message) => {
    const { id } = await addApplication();
    const res = await saveStep(id, step, 'rm', edit);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a body without a version or with an unknown step', async () => {
    const { id } = await addApplication();
    expect((await save(id, t.rm!, { step: 'fatca', data: {} })).statusCode).toBe(400);
    expect((await save(id, t.rm!, { step: 'preview', version: 0, data: {} })).statusCode).toBe(400);
  });

  it('saves a step, raises currentStep and never lowers it, increments the version', async () => {
    const { id } = await addApplication();
    const r1 = await saveStep(id, 'fatca', 'rm', (d) => {
      d.applicants[0].taxResidentOfAnyCountryOtherThanIndia = true;
      d.applicants[0].taxCountryName = 'Singapore';
      d.applicants[0].taxID = 'T123';
      d.applicants[0].idType = 'TIN';
    });
    expect(r1.statusCode).toBe(200);
    expect(r1.json()).toMatchObject({ currentStep: 5, version: 1 });
    expect(r1.json().applicants[0]).toMatchObject({ taxCountryName: 'Singapore', taxID: 'T123' });
    const r2 = await saveStep(id, 'fatca', 'rm');
    expect(r2.json().applicants[0]).toMatchObject({ taxCountryName: 'Singapore' });
    const r3 = await saveStep(
      id,
      'fatca',
      'rm',
      (d) => (d.applicants[0].taxResidentOfAnyCountryOtherThanIndia = false),
    );
    expect(r3.json().applicants[0]).toMatchObject({ taxCountryName: null, taxID: null, idType: null });
    const r4 = await saveStep(id, 'distributor-details', 'rm', (d) => (d.loginType = 'rm'));
    expect(r4.statusCode).toBe(200);
    expect(r4.json()).toMatchObject({ currentStep: 5, version: 4, loginType: 'rm' });
  });

  it('409 on a stale save, with a clear message, and nothing saved', async () => {
    const { id } = await addApplication();
    const detail = await load(id);
    const data = stepData('additional-KYC-details', detail, 'rm');
    expect((await save(id, t.rm!, { step: 'additional-KYC-details', version: 0, data })).statusCode).toBe(
      200,
    );
    data.applicants[0].occupationDetails = 'RETIRED';
    const res = await save(id, t.rm!, { step: 'additional-KYC-details', version: 0, data });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(WIZARD_API_MESSAGES.stale);
    expect((await load(id)).applicants[0]!.occupationDetails).toBe('BUSINESS');
  });

  describe('status on save', () => {
    it.each([
      ['rm', { status: 'sent_to_applicant1' }, 'sent_to_amc_approver'],
      [
        'distributor',
        { status: 'sent_to_amc_approver', distributorId: 'distributor' },
        'sent_to_amc_approver',
      ],
      [
        'subdistributor',
        { status: 'sent_to_amc_approver', hasPoa: true, subdistributorId: 'subdistributor' },
        'draft',
      ],
      ['amcapprover', { status: 'sent_to_amc_approver' }, 'sent_to_amc_approver'],
      ['poaapprover', { status: 'sent_to_poa_approver', hasPoa: true }, 'sent_to_poa_approver'],
      ['amcadmin', { status: 'draft' }, 'draft'],
      ['rm', { status: 'draft' }, 'draft'],
    ] as const)('%s saving at %j -> %s, audited when it moves', async (role, values, expected) => {
      const v: Record<string, unknown> = { ...values };
      for (const k of ['distributorId', 'subdistributorId']) if (v[k]) v[k] = uid[v[k] as string];
      const { id } = await addApplication(v);
      const res = await saveStep(id, 'fatca', role);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(expected);
      const audits = await db.db
        .select()
        .from(auditTrail)
        .where(and(eq(auditTrail.entityId, id), eq(auditTrail.action, 'status_change')));
      expect(audits.map((a) => [a.fromValue, a.toValue, a.actorRole])).toEqual(
        expected === values.status ? [] : [[values.status, expected, role]],
      );
    });

    it.each([
      ['amcapprover', 'draft'],
      ['poaapprover', 'draft'],
      ['rm', 'completed'],
      ['rm', 'rejected'],
    ] as const)('409 when %s may not edit at %s', async (role, status) => {
      const { id } = await addApplication({ status, hasPoa: role === 'poaapprover' });
      const res = await save(id, t[role]!, { step: 'fatca', version: 0, data: { applicants: [] } });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(WIZARD_API_MESSAGES.notEditable);
    });
  });
});
