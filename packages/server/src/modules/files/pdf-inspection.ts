/**
 * What an uploaded PDF is, as a PDF reader sees it (runs in a worker thread, modules/pdf-worker):
 * - 'protected': it has an encryption dictionary, whether it asks for a password to open (user password)
 *   or only restricts printing and copying (owner password). Either way staff cannot work with it freely
 *   and the server cannot process it, so it is refused (0-product-decisions §8).
 * - 'unreadable': no PDF structure could be found in it.
 * - 'readable': neither.
 *
 * pdf.js (Mozilla's PDF reader, pdfjs-dist) decides, not a search for the bytes "/Encrypt": it follows
 * startxref to the cross-reference table or stream actually in force (through /Prev, rebuilding a broken
 * one as readers do), decodes names (`/Encr#79pt`, lower-case `#6e` included) and object streams. pdf-lib's
 * parser was measured against the same crafted files and missed two kinds (docs/decisions.md, Uploads).
 */
export type PdfInspection = 'readable' | 'protected' | 'unreadable';

export async function inspectPdf(data: Uint8Array): Promise<PdfInspection> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data,
    // Only the structure is read: no fonts, no scripts, no rendering, nothing fetched.
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    disableAutoFetch: true,
    disableStream: true,
    stopAtErrors: false,
  });
  try {
    const doc = await task.promise;
    const { info } = await doc.getMetadata();
    // Set when the trailer in force has an encryption dictionary that opened with the empty password.
    return (info as { EncryptFilterName?: string | null }).EncryptFilterName ? 'protected' : 'readable';
  } catch (err) {
    // A user password is needed to open it.
    if ((err as { name?: string }).name === 'PasswordException') return 'protected';
    return 'unreadable';
  } finally {
    await task.destroy();
  }
}
