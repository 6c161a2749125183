import { and, eq } from 'drizzle-orm';
import {
  ESIGN_MESSAGES,
  MIME_PDF,
  REVIEW_MESSAGES,
  SIGNED_DOCUMENT_TYPES,
  canTransition,
  nextStatusOnSignedDocumentsUpload,
  signedDocumentsMessage,
  type SignedDocumentType,
  type UploadSignedDocumentsRequest,
  type UploadSignedDocumentsResponse,
} from '@aif/contracts';
import type { Db } from '../../db/client';
import { applicationSignedDocuments, applications } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { visibleApplicationsWhere } from '../applications/visibility';
import type { AuditService } from '../audit/service';
import { attachableFiles, type FileRow } from '../files/service';
import { statusSubjectOf } from '../esign/sign-state';
import { principalOf, type Session } from '../../lib/session';

/**
 * msar applications are signed on paper (0-product-decisions §2): after the AIF approver's approval the
 * staff upload the admission deed, the consent form and the POA (PDFs, through /api/files/files first)
 * with the declaration; the application becomes `completed`. The uploads cannot be replaced.
 */
export class SignedDocumentsService {
  constructor(private readonly deps: { db: Db; clock: Clock; audit: AuditService }) {}

  async upload(
    session: Session,
    id: string,
    body: UploadSignedDocumentsRequest,
  ): Promise<UploadSignedDocumentsResponse> {
    if (!isUuid(id)) throw notFound(ESIGN_MESSAGES.applicationNotFound);
    const byType = new Map<SignedDocumentType, string>();
    for (const d of body.signedDocuments)
      if (d.file?.id && !byType.has(d.documentType)) byType.set(d.documentType, d.file.id);
    const message = signedDocumentsMessage(
      [...byType.entries()].map(([documentType, fileId]) => ({ documentType, file: fileId })),
      body.documentDeclaration,
    );
    if (message) throw badRequest(message);
    const fileIds = [...byType.values()];
    if (fileIds.some((f) => !isUuid(f))) throw badRequest(ESIGN_MESSAGES.signedDocumentFileUnknown);
    const visible = visibleApplicationsWhere(session);
    const now = this.deps.clock();
    let fileRows: FileRow[] = [];
    const status = await this.deps.db.transaction(async (tx) => {
      const [app] = await tx
        .select()
        .from(applications)
        .where(and(eq(applications.id, id), visible))
        .for('update');
      if (!app) throw notFound(ESIGN_MESSAGES.applicationNotFound);
      // The caller's own uploads (or files already on this application): another user's upload, or one
      // attached elsewhere, is not the caller's to attach.
      fileRows = await attachableFiles(tx, session, fileIds, app.id);
      for (const fid of fileIds) {
        const f = fileRows.find((r) => r.id === fid);
        if (!f) throw badRequest(ESIGN_MESSAGES.signedDocumentFileUnknown);
        if (f.mimeType !== MIME_PDF) throw badRequest(ESIGN_MESSAGES.signedDocumentNotPdf);
      }
      const existing = await tx
        .select({ id: applicationSignedDocuments.id })
        .from(applicationSignedDocuments)
        .where(eq(applicationSignedDocuments.applicationId, app.id));
      if (existing.length > 0 || app.status === 'completed')
        throw new HttpError(409, ESIGN_MESSAGES.signedDocumentsLocked);
      const next = nextStatusOnSignedDocumentsUpload(await statusSubjectOf(tx, app));
      if (!next || !canTransition(app.status as never, next, 'upload_signed_documents'))
        throw new HttpError(409, REVIEW_MESSAGES.notAllowedAtStatus);
      await tx.insert(applicationSignedDocuments).values(
        SIGNED_DOCUMENT_TYPES.map((documentType) => ({
          applicationId: app.id,
          documentType,
          fileId: byType.get(documentType)!,
          declaration: true,
          uploadedBy: principalOf(session),
          uploadedByRole: session.role,
          createdAt: now,
        })),
      );
      await tx.update(applications).set({ status: next, updatedAt: now }).where(eq(applications.id, app.id));
      await this.deps.audit.record(
        {
          actorId: principalOf(session),
          actorRole: session.role,
          action: 'status_change',
          entity: 'application',
          entityId: app.id,
          from: app.status,
          to: next,
          reason: 'signed documents uploaded',
        },
        tx,
      );
      return next;
    });
    return {
      message: ESIGN_MESSAGES.signedDocumentsUploaded,
      status,
      signedDocuments: SIGNED_DOCUMENT_TYPES.map((documentType) => {
        const f = fileRows.find((r) => r.id === byType.get(documentType))!;
        return { documentType, file: { id: f.id, name: f.name, url: `/api/files/files/${f.id}` } };
      }),
    };
  }
}
