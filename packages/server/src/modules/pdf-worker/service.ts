import path from 'node:path';
import { WorkerPool } from '../../lib/worker-pool';
import type { PdfInspection } from '../files/pdf-inspection';
import type { PdfDocumentModel } from '../application-pdf/render';
import type { SignaturePage } from '../application-pdf/signature-pages';
import type * as PdfTasks from './tasks';

/**
 * PDF work off the event loop (measured in docs/performance.md): rendering the application PDF, stamping
 * the signature pages, and reading an upload's structure each take time in proportion to their input
 * (seconds for a 5 MB upload or a PDF of a thousand pages), so they run in worker threads (tasks.ts) and
 * every other request goes on meanwhile. A task has a time limit; past it, its thread is ended and the
 * task fails (an upload then reads as unreadable).
 */
export class PdfWorkerService {
  private readonly pool: WorkerPool<typeof PdfTasks>;

  constructor(opts: { size?: number } = {}) {
    this.pool = new WorkerPool<typeof PdfTasks>({
      tasks: path.join(__dirname, 'tasks.ts'),
      size: opts.size,
      maxHeapMb: 1024,
    });
  }

  async renderApplication(model: PdfDocumentModel): Promise<Buffer> {
    const pdf = await this.pool.run('renderApplication', [model], { timeoutMs: 120_000 });
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  }

  async appendSignatures(
    pdf: Uint8Array,
    applicationNumber: string,
    signatures: SignaturePage[],
  ): Promise<Buffer> {
    const out = await this.pool.run('appendSignatures', [pdf, applicationNumber, signatures], {
      timeoutMs: 120_000,
    });
    return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
  }

  /** 'unreadable' too when the reading fails or runs out of time: an upload we cannot read is refused. */
  async inspectPdf(data: Uint8Array): Promise<PdfInspection> {
    try {
      return await this.pool.run('inspectPdf', [data], { timeoutMs: 30_000 });
    } catch {
      return 'unreadable';
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
