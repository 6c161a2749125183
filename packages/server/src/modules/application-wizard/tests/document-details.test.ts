import { eq } from 'drizzle-orm';
import { MB, MIME_PDF, WIZARD_API_MESSAGES, uploadRuleFor, type ApplicationDetail } from '@aif/contracts';
import { applicantDocuments } from '../../../db/schema';
import {
  addApplication,
  addFile,
  bank,
  nominee,
  pennyDrop,
  requiredDocs,
  saveStep,
  setupLaterSteps,
} from './later-steps';
import { db, investorToken, load, save, t, uid, handToInvestor } from './setup';

// The document step: required documents, attachable files, the investor's read-only view.
setupLaterSteps();

describe('document-details', () => {
  it('marks required documents and refuses a missing upload with "Please upload {name}"', async () => {
    const { id, applicantIds } = await addApplication({ currentStep: 8 });
    const docs = await requiredDocs(applicantIds[0]!);
    const missing = await saveStep(id, 'document-details', {
      applicants: [
        { ...docs, documents: docs.documents.filter((d) => d.documentType !== 'investorPhotograph') },
      ],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please upload Investor Photograph');

    const ok = await saveStep(id, 'document-details', { applicants: [docs], documentDeclaration: true });
    expect(ok.json().message).toBeUndefined();
    expect(ok.statusCode).toBe(200);
    const d: ApplicationDetail = ok.json();
    expect(d.currentStep).toBe(9);
    expect(d.documentDeclaration).toBe(true);
    const saved = d.applicants[0]!.documents!;
    expect(saved.map((x) => x.documentType).sort()).toEqual(
      ['address_proof', 'investorPhotograph', 'investorSignature', 'pan'].sort(),
    );
    const photo = saved.find((x) => x.documentType === 'investorPhotograph')!;
    expect(photo.file).toMatchObject({ name: 'photo.png', url: `/api/files/files/${photo.documentId}` });
    expect(saved.find((x) => x.documentType === 'address_proof')!.documentName).toBe('Aadhaar Card');

    // Re-saving what GET answered keeps the same rows; dropping the address proof refuses the save.
    const again = await save(id, t.rm!, {
      step: 'document-details',
      version: d.version,
      data: { applicants: [{ applicantId: applicantIds[0], documents: saved }] },
    });
    expect(again.statusCode).toBe(200);
    const rows = await db.db
      .select()
      .from(applicantDocuments)
      .where(eq(applicantDocuments.applicantId, applicantIds[0]!));
    expect(rows).toHaveLength(4);
  });

  // 0-product-decisions §12: the slot's rule (contracts uploadRuleFor) is checked again on attaching.
  it.each([
    [
      'a 4 MB PDF uploaded as poa in the PAN slot',
      0,
      { sizeBytes: 4 * MB, documentType: 'poa' },
      'proof.pdf',
    ],
    ['a PDF in the PDF-less signature slot', 2, { mimeType: MIME_PDF }, 'sign.png'],
  ] as const)("refuses %s with the rule's message on that document", async (_, index, stored, name) => {
    const { id, applicantIds } = await addApplication({ currentStep: 8 });
    const docs = await requiredDocs(applicantIds[0]!);
    const documentType = docs.documents[index]!.documentType;
    const rule = uploadRuleFor(documentType);
    const bad = await addFile(uid.rm!, 'staff', name, stored);
    docs.documents[index] = { ...docs.documents[index]!, documentId: bad };
    const res = await saveStep(id, 'document-details', { applicants: [docs], documentDeclaration: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      path: `applicants.0.documents.${index}.file`,
      message: index === 2 ? rule.typeMessage : rule.message,
    });
    const rows = await db.db
      .select()
      .from(applicantDocuments)
      .where(eq(applicantDocuments.applicantId, applicantIds[0]!));
    expect(rows).toHaveLength(0);
  });

  it('a bank not verified by penny drop makes the bank account proof required', async () => {
    const { id, applicantIds } = await addApplication({ currentStep: 8 });
    const failed = bank({ bankAccountNumber: '123456789000' });
    await pennyDrop({ ...failed, applicationId: id });
    expect((await saveStep(id, 'bank-details', { banks: [failed] })).statusCode).toBe(200);
    const docs = await requiredDocs(applicantIds[0]!);
    const res = await saveStep(id, 'document-details', { applicants: [docs] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please upload Bank Account Proof');
  });

  it('attaches only files the caller uploaded (or already on the application); the client file name is ignored', async () => {
    const { id, applicantIds } = await addApplication({ currentStep: 8 });
    const docs = await requiredDocs(applicantIds[0]!);
    const foreign = await addFile(uid.distributor!);
    const res = await saveStep(id, 'document-details', {
      applicants: [
        { ...docs, documents: [...docs.documents.slice(1), { documentType: 'pan', documentId: foreign }] },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(WIZARD_API_MESSAGES.fileNotAttachable);
    const fake = await saveStep(id, 'document-details', {
      applicants: [
        {
          ...docs,
          documents: [...docs.documents.slice(1), { documentType: 'pan', file: { name: 'made-up.pdf' } }],
        },
      ],
    });
    expect(fake.json().message).toBe('Please upload PAN');
  });

  it('the investor is read-only on documents; nominee documents are saved per nominee', async () => {
    const { id, mobiles, applicantIds } = await addApplication({ currentStep: 8 });
    const n = await saveStep(id, 'nominee-details', {
      nominees: [nominee({ Relationship: 'Son', dateOfBirth: '2015-01-01', guardianName: 'Asha Rao' })],
    });
    const nomineeId = n.json().nominees[0].id;
    const docs = await requiredDocs(applicantIds[0]!);
    const noGuardian = await saveStep(id, 'document-details', {
      applicants: [docs],
      nominees: [{ nomineeId }],
    });
    expect(noGuardian.json().message).toBe('Please Select Guardian ID Proof');
    const ok = await saveStep(id, 'document-details', {
      applicants: [docs],
      nominees: [
        {
          nomineeId,
          nomineedocuments: [
            { documentType: 'guardian_id_proof', documentName: 'PAN', documentId: await addFile() },
          ],
        },
      ],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().nominees[0].nomineedocuments[0]).toMatchObject({
      documentType: 'guardian_id_proof',
      documentName: 'PAN',
      file: { name: 'proof.pdf' },
    });

    await handToInvestor(id);
    const token = await investorToken(mobiles[0]!);
    const d = await load(id, token);
    // Save For Later: "Save Application" (save and proceed) on a draft would submit it.
    const keep = await save(id, token, {
      step: 'document-details',
      saveType: 'saveForLater',
      version: d.version,
      data: {
        applicants: d.applicants.map((a) => ({ applicantId: a.id, documents: a.documents })),
        nominees: d.nominees!.map((x) => ({ nomineeId: x.id, nomineedocuments: x.nomineedocuments })),
      },
    });
    expect(keep.json().message).toBeUndefined();
    expect(keep.statusCode).toBe(200);
    const drop = await saveStep(
      id,
      'document-details',
      {
        applicants: d.applicants.map((a) => ({
          applicantId: a.id,
          documents: a.documents!.map((x) =>
            x.documentType === 'address_proof' ? { ...x, documentName: 'Passport' } : x,
          ),
        })),
        nominees: d.nominees!.map((x) => ({ nomineeId: x.id, nomineedocuments: x.nomineedocuments })),
      },
      token,
    );
    expect(drop.statusCode).toBe(403);
    expect(drop.json().message).toBe('You are not allowed to change Documents');
  });
});
