/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit the step forms' values freely, as a user would. */
import { eq } from 'drizzle-orm';
import { applicants, applications } from '../../../db/schema';
import { loadApplicationPdfModel } from '../../application-pdf/model';
import { addApplication, saveStep, setupEarlySteps } from './early-steps';
import { NOW, db, load } from './setup';

// The contact step: what the form types is what is stored, read back and printed.
setupEarlySteps();

describe('contact-details', () => {
  it('stores the KRA mobile number typed on the step: GET returns it and the PDF prints it', async () => {
    const { id } = await addApplication({ currentStep: 3 });
    const res = await saveStep(id, 'contact-details', 'rm', (d: any) => {
      d.applicants[0].kraMobileNumber = '9812345670';
    });
    expect(res.json().message).toBeUndefined();
    expect(res.statusCode).toBe(200);
    expect((await load(id)).applicants[0]!.kraMobileNumber).toBe('9812345670');
    const [row] = await db.db.select().from(applications).where(eq(applications.id, id));
    const pdf = JSON.stringify(await loadApplicationPdfModel(db.db, row!, NOW));
    expect(pdf).toContain('KRA Mobile Number');
    expect(pdf).toContain('9812345670');
  });

  it('keeps a KRA mobile number fetched from the registry (a change is refused, the same one passes)', async () => {
    const { id } = await addApplication({ currentStep: 3 });
    const detail = await load(id);
    await db.db
      .update(applicants)
      .set({ dataFetchedFromKra: true, kraData: { kraMobileNumber: '9800000001' } as any })
      .where(eq(applicants.id, detail.applicants[0]!.id as string));
    const changed = await saveStep(id, 'contact-details', 'rm', (d: any) => {
      d.applicants[0].kraMobileNumber = '9812345670';
    });
    expect(changed.statusCode).toBe(403);
    expect(changed.json().message).toBe('You are not allowed to change KRA Mobile Number');
    const same = await saveStep(id, 'contact-details', 'rm');
    expect(same.json().message).toBeUndefined();
    expect(same.statusCode).toBe(200);
    expect((await load(id)).applicants[0]!.kraMobileNumber).toBe('9800000001');
  });
});
