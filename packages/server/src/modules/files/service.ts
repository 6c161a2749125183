import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { fromBuffer } from 'file-type';
import { PDFDocument } from 'pdf-lib';
import { API_MESSAGES, MIME_PDF, uploadRuleFor, type UploadContext, type UploadedFile } from '@aif/contracts';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import type { FileStorage } from '../../providers/storage';
import { principalOf, type Session } from '../../lib/session';

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
 * claim), the size limit of the document type, and no password-protected PDFs.
 */
export class FileService {
  constructor(private readonly deps: { db: Db; clock: Clock; storage: FileStorage }) {}

  async upload(session: Session, upload: IncomingUpload): Promise<UploadedFile> {
    const rule = uploadRuleFor(upload.documentType ?? 'others', upload.context ?? 'document');
    const detected = await fromBuffer(upload.data);
    if (!detected || !rule.mimeTypes.includes(detected.mime)) throw badRequest(rule.typeMessage);
    if (upload.truncated || upload.data.length > rule.maxBytes) throw new HttpError(413, rule.message);
    if (detected.mime === MIME_PDF && (await isEncryptedPdf(upload.data)))
      throw badRequest(API_MESSAGES.passwordProtectedPdf);

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
   * behalf of `owner`, in the same storage and table as uploads, so the files route serves it with the
   * same rules (staff read any file; an investor only their own uploads). `db` may be a transaction.
   * The bytes are written first: a rolled-back row leaves an unreferenced object, never a row without one.
   */
  async storeObtained(
    db: Pick<Db, 'insert'>,
    owner: Pick<Session, 'kind'> & { id: string },
    file: { name: string; mimeType: string; data: Uint8Array; documentType: string | null },
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
    });
    return { id, name };
  }

  /** Staff read any file; an investor only the files they uploaded. Others get 404 (no existence leak). */
  async open(session: Session, id: string): Promise<StoredFile> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(API_MESSAGES.fileNotFound);
    const [row] = await this.deps.db.select().from(files).where(eq(files.id, id));
    if (!row) throw notFound(API_MESSAGES.fileNotFound);
    if (
      session.kind !== 'staff' &&
      !(row.uploaderKind === session.kind && row.uploaderId === principalOf(session))
    ) {
      throw notFound(API_MESSAGES.fileNotFound);
    }
    return {
      name: row.name,
      mimeType: row.mimeType,
      size: row.sizeBytes,
      stream: await this.deps.storage.get(row.storageKey),
    };
  }
}

/**
 * A PDF is encrypted when its trailer names an /Encrypt dictionary. The byte search is cheap and
 * catches it in classic trailers and in cross-reference streams; pdf-lib then confirms, so a page
 * that merely contains the word is not refused.
 */
export async function isEncryptedPdf(data: Buffer): Promise<boolean> {
  if (!data.includes('/Encrypt')) return false;
  try {
    await PDFDocument.load(data, { updateMetadata: false });
    return false;
  } catch {
    // EncryptedPDFError, or a file too damaged to tell: either way it cannot be accepted as unprotected.
    return true;
  }
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
