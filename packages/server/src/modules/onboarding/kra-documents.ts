import type { FastifyBaseLogger } from 'fastify';
import type { DocumentEntry } from '@aif/contracts';
import type { Db } from '../../db/client';
import { applicantKraDocuments } from '../../db/schema';
import type { KraProvider } from '../../providers';
import type { FileService } from '../files/service';
import type { Verification } from './tokens';

export interface KraDocumentDeps {
  db: Db;
  kra: KraProvider;
  files: FileService;
  log: FastifyBaseLogger;
}

/**
 * After an applicant was created from a registry record (a new application or a joint holder), asks the
 * registry for its documents for that PAN and keeps them for the applicant, stored like uploads, owned
 * by the staff user who created the applicant and attached to its application for staff only. Runs after the creating transaction, so a slow registry
 * holds no row lock; a registry that cannot answer leaves the applicant without KRA documents (logged),
 * it does not undo the application. Returns how many were kept.
 */
export async function keepKraDocuments(
  deps: KraDocumentDeps,
  applicant: { id: string; applicationId: string },
  verification: Pick<Verification, 'pan' | 'dateOfBirth' | 'kraData'>,
  staffUserId: string,
): Promise<number> {
  const applicantId = applicant.id;
  if (!verification.kraData.dataFetchedFromKRA) return 0;
  let documents;
  try {
    documents = await deps.kra.documents({ pan: verification.pan, dateOfBirth: verification.dateOfBirth });
  } catch (err) {
    deps.log.warn(
      { applicantId, err: err instanceof Error ? err.message : String(err) },
      'KRA documents unavailable; the applicant has none',
    );
    return 0;
  }
  if (documents.length === 0) return 0;
  await deps.db.transaction(async (tx) => {
    for (const d of documents) {
      const file = await deps.files.storeObtained(
        tx,
        { kind: 'staff', id: staffUserId },
        { name: d.fileName, mimeType: d.mimeType, data: d.data, documentType: d.documentType },
        // The investor never sees the registry's documents (doc 1 §6).
        { applicationId: applicant.applicationId, staffOnly: true },
      );
      await tx.insert(applicantKraDocuments).values({
        applicantId,
        documentType: d.documentType,
        documentName: d.documentName,
        fileId: file.id,
      });
    }
  });
  return documents.length;
}

/**
 * KRA document rows with their file name as entries by applicant id, in the rows' order
 * (`applicants[].kraDocument`). Only for staff: the caller leaves them out for investors (doc 1 §6 "does
 * not see KRA documents").
 */
export function kraEntriesOf(
  rows: { doc: typeof applicantKraDocuments.$inferSelect; fileName: string }[],
): Map<string, DocumentEntry[]> {
  const out = new Map<string, DocumentEntry[]>();
  for (const { doc, fileName } of rows) {
    const url = `/api/files/files/${doc.fileId}`;
    const list = out.get(doc.applicantId) ?? [];
    list.push({
      id: doc.id,
      applicantId: doc.applicantId,
      documentType: doc.documentType,
      documentName: doc.documentName,
      documentId: doc.fileId,
      isActive: true,
      file: { id: doc.fileId, name: fileName, url, viewUrl: url },
    });
    out.set(doc.applicantId, list);
  }
  return out;
}
