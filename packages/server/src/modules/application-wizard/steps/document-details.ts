/** Step 9, document-details (doc 1 §6): the documents the application requires, per applicant and nominee. */
import { eq, inArray } from 'drizzle-orm';
import {
  WIZARD_API_MESSAGES,
  canonicalApplicantStatus,
  documentMasterKey,
  documentStepDefaults,
  poaHolderDefaults,
  poaHolderMessage,
  poaHoldersAsked,
  requiredDocumentMasterSchema,
  type DocumentApplication,
  type DocumentStepValues,
  type RequiredDocumentMaster,
} from '@aif/contracts';
import type { Tx } from '../../../db/client';
import { applicantDocuments, nomineeDocuments } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { isUuid } from '../../../lib/ids';
import { attachableFiles } from '../../files/service';
import type { MdmsService } from '../../mdms/service';
import { fieldLocked, unknownRecord } from '../errors';
import {
  activeApplicants,
  addressesOf,
  fileRefOf,
  type AddressRow,
  type ApplicantRow,
  type ApplicationRow,
  type DbOrTx,
  type DocumentTable,
} from '../records';
import {
  readDocumentRows,
  readDocumentStepRows,
  type DocumentRows,
  type StoredDocumentRow,
} from '../answer-rows';
import { poaHoldersUnchanged, savePoaHolders } from '../signatory-groups';
import { contractsStepSchema, type StepHandler } from '../step-handler';
import { isRecord, str } from '../values';
import { toBank } from './bank-details';
import { toNominee } from './nominee-details';

/**
 * The application as the document rules read it (contracts `requiredDocuments`): active applicants with
 * their KYC fields, addresses and documents, the stored banks and nominees. Exported so that other
 * modules (review's send check, the PDF) decide required documents on the same data.
 */
export async function documentApplicationOf(
  db: DbOrTx,
  app: ApplicationRow,
  rows?: ApplicantRow[],
  addresses?: AddressRow[],
  documentRows?: DocumentRows,
): Promise<DocumentApplication> {
  const applicantRows = rows ?? (await activeApplicants(db, app.id));
  const ids = applicantRows.map((r) => r.id);
  const addressRows = addresses ?? (await addressesOf(db, ids));
  const stored = documentRows ?? (await readDocumentRows(db, app));
  const { documents } = stored;
  return {
    applicationType: app.applicationType as 'individual' | 'non_individual',
    onboardingType: app.onboardingType as 'normal' | 'minor',
    hasPOA: app.hasPoa,
    createdAt: app.createdAt,
    doNotWishToNominate: app.doNotWishToNominate,
    applicants: applicantRows.map((a) => {
      const d = a.details ?? {};
      return {
        id: a.id,
        isActive: a.isActive,
        status: canonicalApplicantStatus(a.residentialStatus) || null,
        // An entity's documents are those of its investor type (the master's key).
        investorType: a.investorType,
        amlCheck: a.amlCheck,
        dataFetchedFromKRA: a.dataFetchedFromKra,
        correspondenceAddressEdited: a.correspondenceAddressEdited,
        addresses: addressRows
          .filter((x) => x.applicantId === a.id)
          .map((x) => ({
            address_type: x.addressType,
            permanentAddressSameAsCorresponding: x.permanentAddressSameAsCorresponding,
            isActive: x.isActive,
          })),
        dlclId: d.dlclId ?? null,
        dpId: d.dpId ?? null,
        clId: d.clId ?? null,
        guardianRelationship: d.guardianRelationship ?? null,
        naturalParent: d.naturalParent === 'yes' || d.naturalParent === 'no' ? d.naturalParent : null,
        documents: documents.get(a.id) ?? [],
      };
    }),
    banks: stored.banks.map(toBank),
    nominees: stored.nominees.map((n) => toNominee(n, stored.nomineeDocuments.get(n.id) ?? [])),
  };
}

const parseDocumentMaster = (value: unknown) => requiredDocumentMasterSchema.parse(value);

/** The document master through the mdms service (checked per save, so edits show without a restart). */
export async function loadDocumentMaster(mdms: MdmsService): Promise<RequiredDocumentMaster> {
  return mdms.readParsed('required_document_master.json', parseDocumentMaster);
}

interface FormEntry extends Record<string, unknown> {
  documentId?: unknown;
  file?: unknown;
}

export const documentDetails: StepHandler<DocumentStepValues> = {
  slug: 'document-details',

  /**
   * Each entry's file is taken from the files table by its id (`documentId` or `file.id`), never from the
   * client: its name and view URL are the stored ones, and an entry without an id carries no file. A file
   * may be attached when it is already on this application (its stored documents' files are, read with
   * them) or is the caller's upload not yet on any (`attachableFiles`, which locks it); anything else is 400. The submitted applicant and nominee lists are put in the order of the stored ones when
   * they carry their ids. The rules read the document master and the stored application.
   */
  async prepare({ tx, session, app, applicants: rows, addresses, input, mdms }) {
    const { data } = input;
    const master = await loadDocumentMaster(mdms);
    const stepRows = await readDocumentStepRows(tx, app);
    const documentApplication = await documentApplicationOf(tx, app, rows, addresses, stepRows);
    const nomineeIds = (documentApplication.nominees ?? []).map((n) => n.id!);

    const entriesOf = (owners: unknown, key: string): FormEntry[] =>
      Array.isArray(owners)
        ? owners.flatMap((o) =>
            isRecord(o) && Array.isArray(o[key]) ? (o[key] as unknown[]).filter(isRecord) : [],
          )
        : [];
    const all = [...entriesOf(data.applicants, 'documents'), ...entriesOf(data.nominees, 'nomineedocuments')];
    const idOf = (e: FormEntry) => {
      const fromFile = isRecord(e.file) ? str(e.file.id) : '';
      return str(e.documentId) || fromFile;
    };
    const wanted = [...new Set(all.map(idOf).filter((x) => x !== ''))];
    if (wanted.some((x) => !isUuid(x))) throw badRequest(WIZARD_API_MESSAGES.fileNotAttachable);
    // A file belongs to one application for good: one already on this application needs no lock.
    const usable = new Map<string, { id: string; name: string; mimeType: string; sizeBytes: number }>(
      stepRows.storedDocuments
        .filter((d) => d.fileApplicationId === app.id)
        .map((d) => [
          d.fileId,
          { id: d.fileId, name: d.fileName, mimeType: d.mimeType, sizeBytes: d.sizeBytes },
        ]),
    );
    const uploads = wanted.filter((id) => !usable.has(id));
    for (const f of await attachableFiles(tx, session, uploads, app.id)) usable.set(f.id, f);
    const applicantIds = rows.map((r) => r.id);
    for (const id of wanted) if (!usable.has(id)) throw badRequest(WIZARD_API_MESSAGES.fileNotAttachable);

    const withFiles = (list: unknown): unknown =>
      Array.isArray(list)
        ? list.map((e) => {
            if (!isRecord(e)) return e;
            const id = idOf(e);
            const f = id ? usable.get(id) : undefined;
            // The stored type and size go with it: the slot's upload rule is checked again on attaching.
            const file = f ? { ...fileRefOf(f.id, f.name), mimeType: f.mimeType, size: f.sizeBytes } : null;
            return { ...e, documentId: f ? f.id : null, file };
          })
        : list;

    const ordered = (
      owners: unknown,
      ownerKey: 'applicantId' | 'nomineeId',
      listKey: string,
      storedIds: string[],
    ): unknown => {
      if (!Array.isArray(owners)) return owners;
      const mapped = owners.map((o) => (isRecord(o) ? { ...o, [listKey]: withFiles(o[listKey]) } : o));
      const keyed = mapped.every((o) => isRecord(o) && str(o[ownerKey]) !== '');
      if (!keyed) return mapped;
      for (const o of mapped as Record<string, unknown>[])
        if (!storedIds.includes(str(o[ownerKey]))) throw badRequest(WIZARD_API_MESSAGES.documentOwnerUnknown);
      return storedIds.map(
        (id) =>
          (mapped as Record<string, unknown>[]).find((o) => str(o[ownerKey]) === id) ?? {
            [ownerKey]: id,
            [listKey]: [],
          },
      );
    };
    return {
      data: {
        ...data,
        applicants: ordered(data.applicants, 'applicantId', 'documents', applicantIds),
        nominees: ordered(data.nominees, 'nomineeId', 'nomineedocuments', nomineeIds),
      },
      context: { documentMaster: master, documentApplication },
      storedDocuments: stepRows.storedDocuments,
    };
  },

  schema: contractsStepSchema('document-details'),

  /** The stored documents in the slots the stored application requires (banks, addresses, nominees ...). */
  async stored({ tx, app, applicants: rows, addresses, mdms, schemaContext, detail }) {
    const master = await loadDocumentMaster(mdms);
    const documentApplication = await documentApplicationOf(tx, app, rows, addresses);
    const data = documentStepDefaults(documentApplication, {
      role: schemaContext.role,
      applicationType: documentApplication.applicationType,
      onboardingType: documentApplication.onboardingType,
      today: schemaContext.today,
      master,
    });
    return {
      data: {
        ...data,
        ...(poaHoldersAsked(documentApplication) ? { poaHolders: poaHolderDefaults(detail) } : {}),
      },
      context: { documentMaster: master, documentApplication },
    };
  },

  /** A POA application is sent only with its POA holder (0-product-decisions §10). */
  complete(_ctx, v, prepared) {
    if (!poaHoldersAsked(prepared.context!.documentApplication!)) return [];
    const message = poaHolderMessage(v.poaHolders);
    return message ? [{ path: 'poaHolders', message }] : [];
  },

  /**
   * Per active applicant (and nominee), the documents of the master's types are replaced by the parsed
   * entries that carry a file (an entry with a stored id updates that row). The investor is read-only: a
   * save that changes a document is 403.
   */
  async save({ tx, app, locks, now }, v, prepared) {
    const docApp = prepared.context!.documentApplication!;
    const master = prepared.context!.documentMaster!;
    const applicantIds = docApp.applicants.map((a) => a.id!);
    const nomineeIds = (docApp.nominees ?? []).map((n) => n.id!);
    const { applicantDocs: storedApplicantDocs, nomineeDocs: storedNomineeDocs } = storedDocumentsOf(
      prepared.storedDocuments!,
      applicantIds,
      nomineeIds,
    );

    const signature = (list: { owner: string; type: string; name: string | null; file: string }[]) =>
      list
        .map((d) => `${d.owner}|${d.type}|${str(d.name).toUpperCase()}|${d.file}`)
        .sort()
        .join('\n');
    const nextEntries = [
      ...v.applicants.flatMap((a) =>
        a.documents
          .filter((d) => d.isActive !== false && d.documentId)
          .map((d) => ({
            owner: a.applicantId!,
            type: d.documentType,
            name: d.documentName ?? null,
            file: d.documentId!,
          })),
      ),
      ...v.nominees.flatMap((n) =>
        n.nomineedocuments
          .filter((d) => d.isActive !== false && d.documentId)
          .map((d) => ({
            owner: n.nomineeId!,
            type: d.documentType,
            name: d.documentName ?? null,
            file: d.documentId!,
          })),
      ),
    ];

    const firstKey = docApp.applicants[0];
    const typesFor = (kind: 'applicant' | 'nominee', key: string) =>
      new Set((master[key]?.[kind] ?? []).map((e) => e.documentType));
    const applicantScope = new Map(
      docApp.applicants.map((a) => [a.id!, typesFor('applicant', documentMasterKey(docApp, a))]),
    );
    const nomineeScope = firstKey
      ? typesFor('nominee', documentMasterKey(docApp, firstKey))
      : new Set<string>();

    if (locks.documentsReadOnly) {
      const before = [
        ...storedApplicantDocs
          .filter((d) => d.isActive && applicantScope.get(d.applicantId)?.has(d.documentType))
          .map((d) => ({ owner: d.applicantId, type: d.documentType, name: d.documentName, file: d.fileId })),
        ...storedNomineeDocs
          .filter((d) => d.isActive && nomineeScope.has(d.documentType))
          .map((d) => ({ owner: d.nomineeId, type: d.documentType, name: d.documentName, file: d.fileId })),
      ];
      if (signature(before) !== signature(nextEntries)) throw fieldLocked('Documents');
      if (v.poaHolders && !(await poaHoldersUnchanged(tx, app.id, v.poaHolders)))
        throw fieldLocked('POA Holder');
      return { changes: { documentDeclaration: v.documentDeclaration || app.documentDeclaration } };
    }

    for (const a of v.applicants) {
      const owner = a.applicantId!;
      await syncOwnerDocuments(tx, applicantDocuments, 'applicantId', owner, {
        stored: storedApplicantDocs.filter((d) => d.applicantId === owner),
        entries: a.documents,
        scope: applicantScope.get(owner) ?? new Set<string>(),
        now,
      });
    }
    for (const n of v.nominees) {
      const owner = n.nomineeId!;
      await syncOwnerDocuments(tx, nomineeDocuments, 'nomineeId', owner, {
        stored: storedNomineeDocs.filter((d) => d.nomineeId === owner),
        entries: n.nomineedocuments,
        scope: nomineeScope,
        now,
      });
    }
    if (v.poaHolders) await savePoaHolders(tx, app.id, v.poaHolders, now);
    return { changes: { documentDeclaration: v.documentDeclaration } };
  },

  /** The applicants' documents, the declaration, and for staff the registry's documents (doc 1 §2, §6). */
  async read({ session, app, applicants, rows }) {
    const ids = applicants.map((r) => r.id);
    const { documents } = rows;
    // The registry's documents are for staff only: investors never get the field.
    const kraDocuments = session.role === 'investor' ? null : rows.kraDocuments;
    return {
      application: { documentDeclaration: app.documentDeclaration },
      applicants: new Map(
        ids.map((id) => [
          id,
          {
            documents: documents.get(id) ?? [],
            ...(kraDocuments ? { kraDocument: kraDocuments.get(id) ?? [] } : {}),
          },
        ]),
      ),
    };
  },
};

/**
 * The stored document rows (active or not) of these applicants and nominees, as the save's prepare read
 * them (`readDocumentStepRows`): a save compares the submitted entries with them, and an entry may name
 * an inactive row it brings back.
 */
function storedDocumentsOf(rows: StoredDocumentRow[], applicantIds: string[], nomineeIds: string[]) {
  const pick = ({ id, documentType, documentName, fileId, isActive }: StoredDocumentRow) => ({
    id,
    documentType,
    documentName,
    fileId,
    isActive,
  });
  return {
    applicantDocs: rows
      .filter((r) => !r.ofNominee && applicantIds.includes(r.ownerId))
      .map((r) => ({ ...pick(r), applicantId: r.ownerId })),
    nomineeDocs: rows
      .filter((r) => r.ofNominee && nomineeIds.includes(r.ownerId))
      .map((r) => ({ ...pick(r), nomineeId: r.ownerId })),
  };
}

type StoredDocument = {
  id: string;
  documentType: string;
  documentName: string | null;
  fileId: string;
  isActive: boolean;
};

/**
 * One owner's documents (an applicant's in `applicant_documents`, a nominee's in `nominee_documents`):
 * each submitted entry with a file updates its stored row (by id) when it differs, or is added; stored active rows of the
 * master's types (`scope`) that were not submitted become inactive.
 */
async function syncOwnerDocuments<T extends DocumentTable>(
  tx: Tx,
  table: T,
  ownerColumn: T extends typeof applicantDocuments ? 'applicantId' : 'nomineeId',
  owner: string,
  opts: {
    stored: StoredDocument[];
    entries: readonly {
      id?: string | null;
      documentType: string;
      documentName?: string | null;
      documentId?: string | null;
      isActive?: boolean | null;
    }[];
    scope: ReadonlySet<string>;
    now: Date;
  },
): Promise<void> {
  // The two tables have the same columns apart from the owner's; Drizzle cannot type a union of tables.
  const t = table as unknown as typeof applicantDocuments;
  const keptIds = new Set<string>();
  for (const d of opts.entries) {
    if (d.isActive === false || !d.documentId) continue;
    const existing = d.id ? opts.stored.find((x) => x.id === d.id) : undefined;
    if (d.id && !existing) throw unknownRecord();
    const values = {
      documentType: d.documentType,
      documentName: d.documentName ?? null,
      fileId: d.documentId,
      isActive: true,
      updatedAt: opts.now,
    };
    if (existing) {
      keptIds.add(existing.id);
      // An entry saved again as stored writes nothing (a step of 3 applicants has a dozen).
      const unchanged =
        existing.isActive &&
        existing.documentType === values.documentType &&
        existing.documentName === values.documentName &&
        existing.fileId === values.fileId;
      if (!unchanged) await tx.update(t).set(values).where(eq(t.id, existing.id));
    } else {
      await tx
        .insert(t)
        .values({ ...values, [ownerColumn]: owner, createdAt: opts.now } as typeof t.$inferInsert);
    }
  }
  const dropped = opts.stored.filter(
    (d) => d.isActive && opts.scope.has(d.documentType) && !keptIds.has(d.id),
  );
  if (dropped.length)
    await tx
      .update(t)
      .set({ isActive: false, updatedAt: opts.now })
      .where(
        inArray(
          t.id,
          dropped.map((d) => d.id),
        ),
      );
}
