import type { Readable } from 'node:stream';
import { and, eq, exists, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { fromBuffer } from 'file-type';
import { API_MESSAGES, MIME_PDF, uploadRuleFor, type UploadContext, type UploadedFile } from '@aif/contracts';
import type { Db, Tx } from '../../db/client';
import { applications, files } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import type { FileStorage } from '../../providers/storage';
import type { PdfWorkerService } from '../pdf-worker/service';
import { isUuid } from '../../lib/ids';
import { principalOf, type Session } from '../../lib/session';
import { openableApplicationsWhere } from '../applications/visibility';

export type FileRow = typeof files.$inferSelect;

// Statements without a database: the subquery of `readableFilesWhere` is rendered into the caller's.
const qb = new QueryBuilder();

/** The largest limit of any rule (5 MB): the multipart parser stops reading past it. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface IncomingUpload {
  filename: string;
  data: Buffer;
  /** The parser stopped before the end: the file is larger than MAX_UPLOAD_BYTES. */
  truncated: boolean;
  documentType?: string;
  context?: UploadContext;
}

export interface StoredFile {
  name: string;
  mimeType: string;
  size: number;
  stream: Readable;
}

/**
 * Uploads (0-product-decisions §8): the real type from the bytes (never the name or the browser's
 * claim), the size limit of the document type, and no password-protected or unreadable PDFs (read by a
 * PDF reader in a worker thread: pdf-inspection.ts).
 */
export class FileService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      storage: FileStorage;
      pdf: Pick<PdfWorkerService, 'inspectPdf'>;
    },
  ) {}

  async upload(session: Session, upload: IncomingUpload): Promise<UploadedFile> {
    const rule = uploadRuleFor(upload.documentType ?? 'others', upload.context ?? 'document');
    const detected = await fromBuffer(upload.data);
    if (!detected || !rule.mimeTypes.includes(detected.mime)) throw badRequest(rule.typeMessage);
    if (upload.truncated || upload.data.length > rule.maxBytes) throw new HttpError(413, rule.message);
    if (detected.mime === MIME_PDF) {
      const pdf = await this.deps.pdf.inspectPdf(upload.data);
      if (pdf === 'protected') throw badRequest(API_MESSAGES.passwordProtectedPdf);
      if (pdf === 'unreadable') throw badRequest(API_MESSAGES.unreadablePdf);
    }

    const id = crypto.randomUUID();
    const now = this.deps.clock();
    const key = `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}`;
    const name = safeFileName(upload.filename, detected.ext);
    await this.deps.storage.put(key, upload.data, detected.mime);
    await this.deps.db.insert(files).values({
      id,
      storageKey: key,
      name,
      mimeType: detected.mime,
      sizeBytes: upload.data.length,
      documentType: upload.documentType ?? null,
      uploaderKind: session.kind,
      uploaderId: principalOf(session),
      createdAt: now,
    });
    return { id, name, url: `/api/files/files/${id}` };
  }

  /**
   * Stores a file the server itself obtained (a provider's document, e.g. the KYC registry's record) on
   * behalf of `owner`, in the same storage and table as uploads, attached to its application from the
   * start, so the files route serves it by the same rule (`readableFilesWhere`); `staffOnly` keeps it from
   * the investor. `db` may be a transaction. The bytes are written first: a rolled-back row leaves an
   * unreferenced object, never a row without one.
   */
  async storeObtained(
    db: Pick<Db, 'insert'>,
    owner: Pick<Session, 'kind'> & { id: string },
    file: { name: string; mimeType: string; data: Uint8Array; documentType: string | null },
    attach: { applicationId: string; staffOnly: boolean },
  ): Promise<{ id: string; name: string }> {
    const id = crypto.randomUUID();
    const now = this.deps.clock();
    const key = `obtained/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}`;
    const data = Buffer.from(file.data);
    const ext = ({ [MIME_PDF]: 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' } as Record<string, string>)[
      file.mimeType
    ];
    const name = safeFileName(file.name, ext ?? 'bin');
    await this.deps.storage.put(key, data, file.mimeType);
    await db.insert(files).values({
      id,
      storageKey: key,
      name,
      mimeType: file.mimeType,
      sizeBytes: data.length,
      documentType: file.documentType,
      uploaderKind: owner.kind,
      uploaderId: owner.id,
      createdAt: now,
      applicationId: attach.applicationId,
      staffOnly: attach.staffOnly,
    });
    return { id, name };
  }

  /**
   * The file if the caller may read it (`readableFilesWhere`); anyone else, like an unknown id, gets 404
   * 'File not found', so a file's existence cannot be probed.
   */
  async open(session: Session, id: string): Promise<StoredFile> {
    if (!isUuid(id)) throw notFound(API_MESSAGES.fileNotFound);
    const [row] = await this.deps.db
      .select()
      .from(files)
      .where(and(eq(files.id, id), readableFilesWhere(session)));
    if (!row) throw notFound(API_MESSAGES.fileNotFound);
    return {
      name: row.name,
      mimeType: row.mimeType,
      size: row.sizeBytes,
      stream: await this.deps.storage.get(row.storageKey),
    };
  }
}

/**
 * Who may read a stored file, as a WHERE condition on `files`: while it is attached to no application,
 * its uploader alone; once attached, whoever may open that application (`openableApplicationsWhere`, so a
 * deleted application's files are nobody's), the KYC registry's records staff only.
 */
export function readableFilesWhere(session: Session): SQL {
  const ofApplication = and(
    session.kind === 'staff' ? undefined : eq(files.staffOnly, false),
    exists(
      qb
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.id, files.applicationId), openableApplicationsWhere(session))),
    ),
  );
  return or(unattachedUploadOf(session), ofApplication)!;
}

/** The caller's own uploads that no application has taken yet. */
function unattachedUploadOf(session: Session): SQL {
  return and(
    isNull(files.applicationId),
    eq(files.uploaderKind, session.kind),
    eq(files.uploaderId, principalOf(session)),
  )!;
}

/**
 * The files among `ids` the caller may attach to an application (`applicationId`; null for one being
 * created): those already on it, and the caller's own uploads not attached to any application. A file
 * belongs to one application for good, so it never changes hands. The rows are locked until the
 * transaction ends: a concurrent attach of the same file elsewhere waits, then finds it taken (the
 * database's attach triggers, migrations/0018, refuse it anyway).
 */
export async function attachableFiles(
  tx: Tx,
  session: Session,
  ids: readonly string[],
  applicationId: string | null,
): Promise<FileRow[]> {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return [];
  const ownUpload = unattachedUploadOf(session);
  return tx
    .select()
    .from(files)
    .where(
      and(
        inArray(files.id, wanted),
        applicationId ? or(eq(files.applicationId, applicationId), ownUpload) : ownUpload,
      ),
    )
    .for('update');
}

/** The user's file name without any path, control characters or odd length; the real extension kept. */
export function safeFileName(filename: string, ext: string): string {
  const last = filename.split(/[\\/]/).pop() ?? '';
  const base = [...last]
    .filter((ch) => ch.charCodeAt(0) > 31 && ch.charCodeAt(0) !== 127 && !'"<>|:*?'.includes(ch))
    .join('')
    .trim()
    .slice(0, 150);
  if (!base) return `file.${ext}`;
  return base;
}
