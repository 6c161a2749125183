/**
 * The work the PDF worker threads run (loaded by lib/worker-thread.cjs, never on the event loop): each
 * export takes and returns what structured cloning carries.
 */
import { inspectPdf as inspect, type PdfInspection } from '../files/pdf-inspection';
import { renderApplicationPdf, type PdfDocumentModel } from '../application-pdf/render';
import { appendSignaturePages, type SignaturePage } from '../application-pdf/signature-pages';

export async function renderApplication(model: PdfDocumentModel): Promise<Uint8Array> {
  return renderApplicationPdf(model);
}

export async function appendSignatures(
  pdf: Uint8Array,
  applicationNumber: string,
  signatures: SignaturePage[],
): Promise<Uint8Array> {
  return appendSignaturePages(pdf, applicationNumber, signatures);
}

export async function inspectPdf(data: Uint8Array): Promise<PdfInspection> {
  return inspect(data);
}
