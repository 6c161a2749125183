import { and, desc, eq } from 'drizzle-orm';
import { MESSAGES, ONBOARDING_MESSAGES } from '@aif/contracts';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { applications, esignDocuments } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { FileStorage } from '../../providers/storage';
import { openableApplicationsWhere } from '../applications/visibility';
import type { Session } from '../../lib/session';
import { loadApplicationPdfModel } from './model';
import type { PdfWorkerService } from '../pdf-worker/service';
import type { SignaturePage } from './signature-pages';

export type ApplicationRow = typeof applications.$inferSelect;

/** The application PDF and the signed PDF downloads. */
export class ApplicationPdfService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      storage: FileStorage;
      worker: Pick<PdfWorkerService, 'renderApplication' | 'appendSignatures'>;
    },
  ) {}

  /** The application if the caller may open it (`openableApplicationsWhere`), else 404. */
  async visible(session: Session, id: string): Promise<ApplicationRow> {
    if (!isUuid(id)) throw notFound(ONBOARDING_MESSAGES.applicationNotFound);
    const [row] = await this.deps.db
      .select()
      .from(applications)
      .where(and(eq(applications.id, id), openableApplicationsWhere(session)));
    if (!row) throw notFound(ONBOARDING_MESSAGES.applicationNotFound);
    return row;
  }

  /** The application PDF: its model read here, drawn in a worker thread (linear in its text). */
  async render(app: ApplicationRow): Promise<Buffer> {
    const model = await loadApplicationPdfModel(this.deps.db, app, this.deps.clock());
    return this.deps.worker.renderApplication(model);
  }

  /** The signed PDF from the PDF the signers saw (signature-pages.ts), drawn in a worker thread. */
  appendSignatures(pdf: Uint8Array, applicationNumber: string, signatures: SignaturePage[]): Promise<Buffer> {
    return this.deps.worker.appendSignatures(pdf, applicationNumber, signatures);
  }

  async applicationPdf(session: Session, id: string): Promise<{ filename: string; data: Buffer }> {
    const app = await this.visible(session, id);
    return { filename: `${app.applicationNumber}.pdf`, data: await this.render(app) };
  }

  /** The e-signed PDF; 400 'Only Signed Documents can be Downloaded' before it exists. */
  async signedPdf(session: Session, id: string): Promise<{ filename: string; stream: Readable }> {
    const app = await this.visible(session, id);
    const [doc] = await this.deps.db
      .select({ key: esignDocuments.signedFileKey })
      .from(esignDocuments)
      .where(and(eq(esignDocuments.applicationId, app.id), eq(esignDocuments.status, 'signed')))
      .orderBy(desc(esignDocuments.completedAt))
      .limit(1);
    if (!doc?.key) throw badRequest(MESSAGES.onlySignedDownload);
    return { filename: `${app.applicationNumber}.pdf`, stream: await this.deps.storage.get(doc.key) };
  }
}
