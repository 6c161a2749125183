import { readFileSync } from 'node:fs';
import path from 'node:path';
import { requiredDocumentMasterSchema } from '../api/mdms';
import {
  canAddSecondFile,
  documentMasterKey,
  documentSlotMessages,
  documentStepDefaults,
  documentStepSchema,
  requiredDocuments,
  type DocumentApplicant,
  type DocumentApplication,
  type DocumentFormEntry,
  type DocumentSlot,
  type DocumentStepContext,
} from './documents';

// The server's master data file, read here only to test against the real data (contracts do no I/O).
const master = requiredDocumentMasterSchema.parse(
  JSON.parse(
    readFileSync(path.resolve(__dirname, '../../../server/mdms/required_document_master.json'), 'utf8'),
  ),
);
const TODAY = new Date('2026-06-15T06:00:00Z');
const ctx: DocumentStepContext = { role: 'rm', applicationType: 'individual', today: TODAY, master };

const applicant = (over: Partial<DocumentApplicant> = {}): DocumentApplicant => ({
  id: 'a1',
  status: 'Individual',
  amlCheck: true,
  dataFetchedFromKRA: true,
  correspondenceAddressEdited: false,
  dlclId: 'nsdl',
  dpId: 'IN123456',
  clId: '12345678',
  ...over,
});
const app = (over: Partial<DocumentApplication> = {}): DocumentApplication => ({
  applicationType: 'individual',
  onboardingType: 'normal',
  hasPOA: false,
  createdAt: '2026-01-10T10:00:00Z',
  doNotWishToNominate: true,
  applicants: [applicant()],
  banks: [{ isActive: true, defaultBankAccount: true, pennydropVerified: true, bankAccountType: 'Savings' }],
  nominees: [],
  ...over,
});

const slotsOf = (a: DocumentApplication, c = ctx, i = 0) => requiredDocuments(a, c).applicants[i]!.documents;
const requiredTypes = (a: DocumentApplication, c = ctx, i = 0) =>
  slotsOf(a, c, i)
    .filter((d) => d.required)
    .map((d) => d.documentType);
const types = (a: DocumentApplication, c = ctx, i = 0) => slotsOf(a, c, i).map((d) => d.documentType);

describe('requiredDocuments', () => {
  it('a resident individual: PAN, address proof, signature and photograph; no compliance document after AML passed', () => {
    expect(requiredTypes(app())).toEqual(['pan', 'address_proof', 'investorSignature', 'investorPhotograph']);
    expect(types(app())).not.toContain('compliance_document');
  });

  it.each<[string, DocumentApplication, DocumentStepContext, string, boolean]>([
    [
      'POA notarized for the POA approver',
      app({ hasPOA: true }),
      { ...ctx, role: 'poaapprover' },
      'poaNotarized',
      true,
    ],
    ['POA notarized optional for others', app({ hasPOA: true }), ctx, 'poaNotarized', false],
    [
      'proof of court for a court-appointed guardian',
      app({
        onboardingType: 'minor',
        applicants: [applicant({ guardianRelationship: 'Mother', naturalParent: 'no' })],
      }),
      ctx,
      'proofOfCourt',
      true,
    ],
    [
      'no proof of court for the natural parent',
      app({
        onboardingType: 'minor',
        applicants: [applicant({ guardianRelationship: 'Father', naturalParent: 'yes' })],
      }),
      ctx,
      'proofOfCourt',
      false,
    ],
    [
      'correspondence proof: edited after KRA fetch',
      app({ applicants: [applicant({ correspondenceAddressEdited: true })] }),
      ctx,
      'correspondenceAddress',
      true,
    ],
    ['correspondence proof: KRA-fetched, not edited', app(), ctx, 'correspondenceAddress', false],
    [
      'correspondence proof: typed, not same as permanent',
      app({ applicants: [applicant({ dataFetchedFromKRA: false, addresses: [] })] }),
      ctx,
      'correspondenceAddress',
      true,
    ],
    [
      'correspondence proof: typed, same as permanent',
      app({
        applicants: [
          applicant({
            dataFetchedFromKRA: false,
            addresses: [{ address_type: 'permanent', permanentAddressSameAsCorresponding: true }],
          }),
        ],
      }),
      ctx,
      'correspondenceAddress',
      false,
    ],
    [
      'demat information when the ids are invalid',
      app({ applicants: [applicant({ clId: '123' })] }),
      ctx,
      'demat_information',
      true,
    ],
    ['demat information not for valid ids', app(), ctx, 'demat_information', false],
    [
      'demat information not without a depository',
      app({ applicants: [applicant({ dlclId: 'none', dpId: '' })] }),
      ctx,
      'demat_information',
      false,
    ],
    [
      '8-digit DPCL ID is invalid after the cut-off',
      app({ applicants: [applicant({ dlclId: 'cdsl', dpId: '12345678' })] }),
      ctx,
      'demat_information',
      true,
    ],
    [
      '8-digit DPCL ID is fine before the cut-off',
      app({
        createdAt: '2024-01-10T10:00:00Z',
        applicants: [applicant({ dlclId: 'cdsl', dpId: '12345678' })],
      }),
      ctx,
      'demat_information',
      false,
    ],
    [
      'bank proof when the default bank is not verified',
      app({ banks: [{ isActive: true, defaultBankAccount: true, pennydropVerified: false }] }),
      ctx,
      'bankAccountProof',
      true,
    ],
    [
      'bank proof for an FCNR default bank',
      app({ banks: [{ isActive: true, defaultBankAccount: true, bankAccountType: 'FCNR' }] }),
      ctx,
      'bankAccountProof',
      true,
    ],
    ['no bank proof when verified', app(), ctx, 'bankAccountProof', false],
    [
      'compliance document when AML failed',
      app({ applicants: [applicant({ amlCheck: false })] }),
      ctx,
      'compliance_document',
      true,
    ],
    [
      'passport copy for an NRI',
      app({ applicants: [applicant({ status: 'NRI' })] }),
      ctx,
      'passport_copy',
      true,
    ],
  ])('%s', (_name, a, c, type, required) => {
    const slot = slotsOf(a, c).find((d) => d.documentType === type);
    expect(slot).toBeDefined();
    expect(slot!.required).toBe(required);
  });

  it('bank proof belongs to the first applicant only', () => {
    const a = app({
      applicants: [applicant(), applicant({ id: 'a2' })],
      banks: [{ isActive: true, defaultBankAccount: true }],
    });
    expect(requiredTypes(a, ctx, 0)).toContain('bankAccountProof');
    expect(requiredTypes(a, ctx, 1)).not.toContain('bankAccountProof');
  });

  it('skips inactive applicants and keys the master by investor kind', () => {
    const r = requiredDocuments(
      app({ applicants: [applicant(), applicant({ id: 'x', isActive: false }), applicant({ id: 'a3' })] }),
      ctx,
    );
    expect(r.applicants.map((a) => [a.applicantIndex, a.applicantId])).toEqual([
      [0, 'a1'],
      [2, 'a3'],
    ]);
    const base = { applicationType: 'individual' as const };
    expect(documentMasterKey({ ...base, onboardingType: 'minor' }, applicant())).toBe('minor');
    expect(documentMasterKey({ ...base, hasPOA: true }, applicant({ status: 'NRI' }))).toBe('nri_poa');
    expect(documentMasterKey({ ...base, hasPOA: true }, applicant())).toBe('poa');
    expect(documentMasterKey({ applicationType: 'non_individual' }, applicant({ investorType: 'llp' }))).toBe(
      'llp',
    );
  });

  it('entity: the entity master (board resolution, signatories list)', () => {
    const a = app({
      applicationType: 'non_individual',
      applicants: [applicant({ investorType: 'corporate' })],
    });
    expect(requiredTypes(a)).toEqual([
      'pan',
      'address_proof',
      'board_resolution',
      'authorised_signatories_list',
    ]);
  });

  it('nominee documents: guardian ID proof only for a minor nominee; none under do-not-nominate', () => {
    const nominees = [
      { id: 'n1', dateOfBirth: '1980-01-01' },
      { id: 'n2', isActive: false, dateOfBirth: '2015-01-01' },
      { id: 'n3', dateOfBirth: '2015-01-01' },
    ];
    const r = requiredDocuments(app({ doNotWishToNominate: false, nominees }), ctx);
    expect(
      r.nominees.map((n) => [n.nomineeId, n.documents.map((d) => `${d.documentType}:${d.required}`)]),
    ).toEqual([
      ['n1', ['nominee_id_proof:false']],
      ['n3', ['nominee_id_proof:false', 'guardian_id_proof:true']],
    ]);
    expect(requiredDocuments(app({ doNotWishToNominate: true, nominees }), ctx).nominees).toEqual([]);
  });
});

describe('documentSlotMessages', () => {
  const file = { name: 'proof.pdf', id: 'f1' };
  const slot = (over: Partial<DocumentSlot> = {}): DocumentSlot => ({
    documentType: 'address_proof',
    documentName: 'Address Proof',
    label: 'Address Proof',
    required: true,
    uploadKind: 'any',
    options: ['Passport', 'Voter ID'],
    multipleFiles: true,
    ...over,
  });
  const entry = (over: Partial<DocumentFormEntry> = {}): DocumentFormEntry => ({
    documentType: 'address_proof',
    documentName: 'Passport',
    file,
    ...over,
  });

  it.each<[string, DocumentSlot, DocumentFormEntry[], boolean, Record<string, string>]>([
    ['complete', slot(), [entry()], false, {}],
    [
      'no option chosen',
      slot(),
      [entry({ documentName: '' })],
      false,
      { '0.documentName': 'Please Select Address Proof' },
    ],
    [
      'option outside the list',
      slot(),
      [entry({ documentName: 'Ration Card' })],
      false,
      { '0.documentName': 'Please select valid value' },
    ],
    [
      'required without a file',
      slot(),
      [entry({ file: null })],
      false,
      { '0.file': 'Please upload Address Proof' },
    ],
    ['required without an entry', slot(), [], false, { '': 'Please upload Address Proof' }],
    [
      'nominee slot without a file',
      slot({ label: 'Guardian ID Proof', documentType: 'guardian_id_proof' }),
      [],
      true,
      { '': 'Please Select Guardian ID Proof' },
    ],
    ['optional and empty', slot({ required: false }), [entry({ documentName: '', file: null })], false, {}],
    [
      'optional with a file needs the option',
      slot({ required: false }),
      [entry({ documentName: '' })],
      false,
      { '0.documentName': 'Please Select Address Proof' },
    ],
    [
      'second file before the first',
      slot(),
      [entry({ file: null }), entry()],
      false,
      { '1.file': 'Please upload the first document to add more documents' },
    ],
    [
      'at most 2 files',
      slot(),
      [entry(), entry(), entry()],
      false,
      { '2.file': 'At most 2 files can be uploaded' },
    ],
    [
      'one file per slot',
      slot({ multipleFiles: false, options: [] }),
      [entry(), entry()],
      false,
      { '1.file': 'Only one file can be uploaded here' },
    ],
    [
      'other document types are not this slot',
      slot(),
      [entry({ documentType: 'pan' })],
      false,
      { '': 'Please upload Address Proof' },
    ],
  ])('%s', (_name, s, entries, nominee, expected) => {
    expect(documentSlotMessages(s, entries, nominee)).toEqual(expected);
  });

  it('the second file can be added once the first is uploaded', () => {
    expect(canAddSecondFile([entry({ file: null })], 'address_proof')).toBe(false);
    expect(canAddSecondFile([entry()], 'address_proof')).toBe(true);
    expect(canAddSecondFile([entry(), entry()], 'address_proof')).toBe(false);
  });
});

describe('documentStepSchema', () => {
  const a = app({ doNotWishToNominate: false, nominees: [{ id: 'n1', dateOfBirth: '2015-01-01' }] });
  const file = (name: string) => ({ name, id: name });

  it('starts from the slots and reports every missing upload by path', () => {
    const defaults = documentStepDefaults(a, ctx);
    expect(defaults.applicants![0]!.documents!.map((d) => d.documentType)).toEqual(types(a));
    const r = documentStepSchema({ ...ctx, application: a }).safeParse(defaults);
    expect(r.success).toBe(false);
    const issues = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({
      'applicants.0.documents.0.file': 'Please upload PAN',
      'applicants.0.documents.1.documentName': 'Please Select Address Proof',
      'applicants.0.documents.1.file': 'Please upload Address Proof',
      'applicants.0.documents.5.file': 'Please upload Investor Signature',
      'applicants.0.documents.6.file': 'Please upload Investor Photograph',
      'nominees.0.nomineedocuments.1.documentName': 'Please Select Guardian ID Proof',
      'nominees.0.nomineedocuments.1.file': 'Please Select Guardian ID Proof',
    });
  });

  it('parses the uploaded entries with required set by the rules', () => {
    const defaults = documentStepDefaults(a, ctx);
    const docs = defaults.applicants![0]!.documents!.map((d) => {
      if (d.documentType === 'pan') return { ...d, file: file('pan.pdf'), required: false };
      if (d.documentType === 'address_proof')
        return { ...d, documentName: 'Passport', file: file('addr.pdf') };
      if (d.documentType === 'investorSignature') return { ...d, file: file('sig.png') };
      if (d.documentType === 'investorPhotograph') return { ...d, file: file('photo.png') };
      return d;
    });
    const nomineeDocs = defaults.nominees![0]!.nomineedocuments!.map((d) =>
      d.documentType === 'guardian_id_proof' ? { ...d, documentName: 'PAN', file: file('g.pdf') } : d,
    );
    const r = documentStepSchema({ ...ctx, application: a }).parse({
      applicants: [{ applicantId: 'a1', documents: docs }],
      nominees: [{ nomineeId: 'n1', nomineedocuments: nomineeDocs }],
    });
    expect(
      r.applicants[0]!.documents.map((d) => [d.documentType, d.documentName, d.required, d.documentId]),
    ).toEqual([
      ['pan', 'PAN', true, 'pan.pdf'],
      ['address_proof', 'Passport', true, 'addr.pdf'],
      ['investorSignature', 'Investor Signature', true, 'sig.png'],
      ['investorPhotograph', 'Investor Photograph', true, 'photo.png'],
    ]);
    expect(r.nominees[0]!.nomineedocuments).toEqual([
      expect.objectContaining({ documentType: 'guardian_id_proof', documentName: 'PAN', required: true }),
    ]);
  });

  it('defaults reuse saved entries (up to 2 for a multi-file document)', () => {
    const saved = app({
      applicants: [
        applicant({
          documents: [
            { id: 'd1', documentType: 'address_proof', documentName: 'Passport', file: file('1.pdf') },
            { id: 'd2', documentType: 'address_proof', documentName: 'Passport', file: file('2.pdf') },
            { id: 'd3', documentType: 'pan', file: file('p.pdf') },
          ],
        }),
      ],
    });
    const d = documentStepDefaults(saved, ctx).applicants![0]!.documents!;
    expect(d.filter((e) => e.documentType === 'address_proof').map((e) => e.id)).toEqual(['d1', 'd2']);
    expect(d.find((e) => e.documentType === 'pan')!.id).toBe('d3');
  });
});
