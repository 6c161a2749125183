import { eq, inArray } from 'drizzle-orm';
import { API_MESSAGES, WIZARD_API_MESSAGES } from '@aif/contracts';
import { applicantDocuments, applications, files, users } from '../../db/schema';
import { toMobileNumber } from '../../lib/phone';
import { bearer } from '../../testing/app';
import { JPEG, PNG, multipartBody, pdfBytes } from '../../testing/files';
import { createByOtp, individualPan } from '../../testing/onboarding';
import { addApplication, saveStep } from '../application-wizard/tests/later-steps';
import { app, db, investorToken, setupWizardApp, t, uid } from '../application-wizard/tests/setup';

/**
 * Who may read a stored file (GET /api/files/files/:id): while it is attached to no application, its
 * uploader alone; once attached, whoever may open that application (the lists' visibility rule for staff,
 * the investor's own applications), the KYC registry's records staff only; a deleted application's files
 * nobody. Everyone else reads 404 'File not found', as for an unknown id.
 */
let otherRm: string;
let strangerInvestor: string;
setupWizardApp(['rm', 'distributor', 'subdistributor', 'amcadmin', 'amcapprover'], async () => {
  const [u] = await db.db
    .insert(users)
    .values({ role: 'rm', name: 'Another RM', phone: '9811100001' })
    .returning();
  uid.otherRm = u!.id;
  otherRm = (
    await app.sessions.issue({ kind: 'staff', userId: u!.id, number: toMobileNumber('+91', '9811100001') })
  ).token;
  strangerInvestor = await investorToken('6999999991');
});

async function upload(token: string, documentType = 'pan', data?: Buffer, name = `${documentType}.pdf`) {
  const body = multipartBody({ documentType }, { name, data: data ?? (await pdfBytes(documentType)) });
  const res = await app.inject({
    method: 'POST',
    url: '/api/files/files',
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().id as string;
}

const read = (id: string, token: string) =>
  app.inject({ url: `/api/files/files/${id}`, headers: bearer(token) });

/** The status each caller gets for a file, with the 404's body checked: no existence leak. */
async function statuses(id: string, callers: Record<string, string>) {
  const out: Record<string, number> = {};
  for (const [who, token] of Object.entries(callers)) {
    const res = await read(id, token);
    out[who] = res.statusCode;
    if (res.statusCode === 404) expect(res.json()).toEqual({ message: API_MESSAGES.fileNotFound });
  }
  return out;
}

/** The four documents an individual needs, uploaded by `token`, ready for the document step. */
async function uploadedDocs(token: string, applicantId: string) {
  return {
    applicantId,
    documents: [
      { documentType: 'pan', documentId: await upload(token, 'pan') },
      { documentType: 'address_proof', documentName: 'Aadhaar Card', documentId: await upload(token) },
      {
        documentType: 'investorSignature',
        documentId: await upload(token, 'investorSignature', PNG, 's.png'),
      },
      {
        documentType: 'investorPhotograph',
        documentId: await upload(token, 'investorPhotograph', JPEG, 'p.jpg'),
      },
    ],
  };
}

describe('a file not attached to any application', () => {
  it('is read by its uploader alone, whatever the role of the others', async () => {
    const id = await upload(t.rm!);
    expect(
      await statuses(id, {
        uploader: t.rm!,
        distributorOfTheRm: t.distributor!,
        otherRm,
        amcadmin: t.amcadmin!,
        amcapprover: t.amcapprover!,
        investor: strangerInvestor,
      }),
    ).toEqual({
      uploader: 200,
      distributorOfTheRm: 404,
      otherRm: 404,
      amcadmin: 404,
      amcapprover: 404,
      investor: 404,
    });
  });

  it("an investor's upload is theirs alone too", async () => {
    const investor = await investorToken('6999999992');
    const id = await upload(investor);
    expect(await statuses(id, { uploader: investor, other: strangerInvestor, rm: t.rm! })).toEqual({
      uploader: 200,
      other: 404,
      rm: 404,
    });
  });
});

describe('a file attached to an application', () => {
  it('is read by exactly those who may open the application (the same answer as the application and its PDF)', async () => {
    const { id, mobiles, applicantIds } = await addApplication({ currentStep: 8 });
    const docs = await uploadedDocs(t.rm!, applicantIds[0]!);
    expect((await saveStep(id, 'document-details', { applicants: [docs] })).statusCode).toBe(200);
    const own = await investorToken(mobiles[0]!);
    const callers = {
      rm: t.rm!,
      amcadmin: t.amcadmin!,
      amcapprover: t.amcapprover!,
      otherRm,
      distributorOfTheRm: t.distributor!,
      subdistributor: t.subdistributor!,
      investor: own,
      otherInvestor: strangerInvestor,
    };
    const expected = {
      rm: 200,
      amcadmin: 200,
      amcapprover: 200,
      otherRm: 404,
      distributorOfTheRm: 404,
      subdistributor: 404,
      investor: 200,
      otherInvestor: 404,
    };
    for (const d of docs.documents) expect(await statuses(d.documentId, callers)).toEqual(expected);
    for (const [who, token] of Object.entries(callers)) {
      const detail = await app.inject({ url: `/api/onboarding/applications/${id}`, headers: bearer(token) });
      const pdf = await app.inject({
        url: `/api/pdf/onboarding-application/pdf/${id}`,
        headers: bearer(token),
      });
      expect([who, detail.statusCode, pdf.statusCode]).toEqual([
        who,
        expected[who as keyof typeof expected],
        expected[who as keyof typeof expected],
      ]);
    }
  });

  it('cannot be attached to a second application, so it never changes hands', async () => {
    const first = await addApplication({ currentStep: 8 });
    const docs = await uploadedDocs(t.rm!, first.applicantIds[0]!);
    expect((await saveStep(first.id, 'document-details', { applicants: [docs] })).statusCode).toBe(200);
    const second = await addApplication({ currentStep: 8 });
    const res = await saveStep(second.id, 'document-details', {
      applicants: [{ ...docs, applicantId: second.applicantIds[0] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(WIZARD_API_MESSAGES.fileNotAttachable);
    // Re-saving it on its own application is fine.
    expect((await saveStep(first.id, 'document-details', { applicants: [docs] })).statusCode).toBe(200);
  });

  it('goes to one application only when two saves attach it at the same time; the database holds the line', async () => {
    const first = await addApplication({ currentStep: 8 });
    const second = await addApplication({ currentStep: 8 });
    const docs = await uploadedDocs(t.rm!, first.applicantIds[0]!);
    const results = await Promise.all(
      [first, second].map((a) =>
        saveStep(a.id, 'document-details', { applicants: [{ ...docs, applicantId: a.applicantIds[0] }] }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const owners = await db.db
      .select({ applicationId: files.applicationId })
      .from(files)
      .where(
        inArray(
          files.id,
          docs.documents.map((d) => d.documentId),
        ),
      );
    expect(new Set(owners.map((o) => o.applicationId)).size).toBe(1);
    // A write that skips the services' check is refused by the attach trigger (migrations/0018).
    const taken = owners[0]!.applicationId === first.id ? second : first;
    const refused = await db.db
      .insert(applicantDocuments)
      .values({
        applicantId: taken.applicantIds[0]!,
        documentType: 'pan',
        fileId: docs.documents[0]!.documentId,
      })
      .then(
        () => 'attached',
        (e: Error & { cause?: Error }) => `${e.message} ${e.cause?.message ?? ''}`,
      );
    expect(refused).toMatch(/belongs to another application/);
  });

  it('is read by its uploader only while the uploader may open the application', async () => {
    const { id, applicantIds } = await addApplication({
      createdBy: uid.distributor,
      distributorId: uid.distributor,
      rmId: null,
      currentStep: 8,
    });
    const docs = await uploadedDocs(t.distributor!, applicantIds[0]!);
    const save = await saveStep(id, 'document-details', { applicants: [docs] }, t.distributor!);
    expect(save.statusCode).toBe(200);
    const file = docs.documents[0]!.documentId;
    expect(await statuses(file, { uploader: t.distributor!, rmOfTheDistributor: t.rm!, otherRm })).toEqual({
      uploader: 200,
      rmOfTheDistributor: 200,
      otherRm: 404,
    });
    // The application passes to a distributor of another RM: its former owners lose its files.
    const [other] = await db.db
      .insert(users)
      .values({ role: 'distributor', name: 'Other D', phone: '9811100002', rmId: uid.otherRm })
      .returning();
    await db.db
      .update(applications)
      .set({ createdBy: other!.id, distributorId: other!.id })
      .where(eq(applications.id, id));
    expect(await statuses(file, { uploader: t.distributor!, rmOfTheDistributor: t.rm!, otherRm })).toEqual({
      uploader: 404,
      rmOfTheDistributor: 404,
      otherRm: 200,
    });
  });

  it('is read by nobody once the application is deleted', async () => {
    const { id, mobiles, applicantIds } = await addApplication({ currentStep: 8 });
    const docs = await uploadedDocs(t.rm!, applicantIds[0]!);
    expect((await saveStep(id, 'document-details', { applicants: [docs] })).statusCode).toBe(200);
    const file = docs.documents[1]!.documentId;
    const callers = { uploader: t.rm!, amcadmin: t.amcadmin!, investor: await investorToken(mobiles[0]!) };
    expect(await statuses(file, callers)).toEqual({ uploader: 200, amcadmin: 200, investor: 200 });
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/onboarding/applications/${id}`,
      headers: bearer(t.rm!),
    });
    expect(del.statusCode).toBe(200);
    expect(await statuses(file, callers)).toEqual({ uploader: 404, amcadmin: 404, investor: 404 });
  });

  it("the KYC registry's record is read by the staff who may open the application, never by the investor", async () => {
    const created = await createByOtp(app, t.rm!, { pan: individualPan(7101, 'FAC', 'M') });
    const detail = await app.inject({
      url: `/api/onboarding/applications/${created.id}`,
      headers: bearer(t.rm!),
    });
    const file = detail.json().applicants[0].kraDocument[0].documentId as string;
    expect(
      await statuses(file, {
        creator: t.rm!,
        amcapprover: t.amcapprover!,
        otherRm,
        subdistributor: t.subdistributor!,
        investor: await investorToken(created.phone),
      }),
    ).toEqual({ creator: 200, amcapprover: 200, otherRm: 404, subdistributor: 404, investor: 404 });
  });
});
