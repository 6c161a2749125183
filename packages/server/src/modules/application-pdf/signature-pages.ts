import { PDFDocument, StandardFonts } from 'pdf-lib';
import { formatDateTimeIST } from '@aif/contracts';
import { A4, BAND, BRAND, INK, MARGIN, MUTED, Writer } from './render';

export interface SignaturePage {
  order: number;
  total: number;
  name: string;
  role: string;
  signedAt: Date;
  method: string;
  reference: string;
}

/**
 * The signed PDF: the application PDF followed by one signature page per signer (name, role, time in IST,
 * method, the provider's reference), each value wrapped so that all of it is printed. Runs in a worker
 * thread (modules/pdf-worker): loading and saving a large PDF takes the time of its size.
 */
export async function appendSignaturePages(
  applicationPdf: Uint8Array,
  applicationNumber: string,
  signatures: SignaturePage[],
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(applicationPdf);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let w: Writer | undefined;
  const valueX = MARGIN + 110;
  for (const s of signatures) {
    if (w) w.newPage();
    else w = new Writer(doc, regular, bold);
    const width = w.width;
    w.flow([
      { x: MARGIN, lines: w.lines(`Signature Page ${s.order} of ${s.total}`, 16, width, bold, BRAND, 24) },
    ]);
    w.flow([
      { x: MARGIN, lines: w.lines(`Application ${applicationNumber}`, 10, width, regular, MUTED, 18) },
    ]);
    w.y -= 10;
    const pairs = (
      [
        ['Signed by', s.name],
        ['Role', s.role],
        ['Signed at', `${formatDateTimeIST(s.signedAt)} IST`],
        ['Method', s.method],
        ['Reference', s.reference],
      ] as const
    ).map(([label, value]) => ({
      label: w!.lines(`${label}:`, 10, 96, bold, INK, 12),
      value: w!.lines(value, 10, A4[0] - MARGIN - 12 - valueX, regular, INK, 12),
    }));
    const inner = pairs.reduce((h, p) => h + 12 * Math.max(p.label.length, p.value.length) + 12, 0);
    // The box around the pairs when it fits on the page (always, but for values of pages' length).
    if (w.y + 10 - (inner + 40) >= MARGIN)
      w.page.drawRectangle({
        x: MARGIN,
        y: w.y + 10 - (inner + 40),
        width,
        height: inner + 40,
        borderColor: BRAND,
        borderWidth: 1,
        color: BAND,
      });
    w.y -= 14;
    for (const p of pairs) {
      w.flow([
        { x: MARGIN + 12, lines: p.label },
        { x: valueX, lines: p.value },
      ]);
      w.y -= 12;
    }
    w.y -= 30;
    w.flow([
      {
        x: MARGIN,
        lines: w.lines(
          'This page records an electronic signature of the application above under the e-sign process.',
          8.5,
          width,
          regular,
          MUTED,
          12,
        ),
      },
    ]);
  }
  return doc.save();
}
