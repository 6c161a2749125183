import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatDateTimeIST } from '@aif/contracts';

/**
 * The application PDF (doc 1 §7 GET /pdf/onboarding-application/pdf/{id}) drawn with pdf-lib's standard
 * Helvetica: A4, a title block, one section per preview section, label/value grids and tables that wrap
 * and break across pages, and a footer with the application number and page numbers. The text is real
 * text (extractable, searchable). Missing values print as 'N/A' (fields) or '-' (table cells).
 */

export type FieldValue = string | number | boolean | null | undefined;
export interface PdfField {
  label: string;
  value: FieldValue;
  /** Spans both columns of the grid (addresses, amounts in words). */
  wide?: boolean;
}

export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'fields'; fields: PdfField[] }
  | { kind: 'table'; columns: { header: string; width: number }[]; rows: FieldValue[][]; empty: string }
  | { kind: 'note'; text: string };

export interface PdfSection {
  title: string;
  blocks: PdfBlock[];
}

export interface PdfDocumentModel {
  title: string;
  subtitle: string;
  applicationNumber: string;
  /** Short facts under the title: status, dates. */
  facts: PdfField[];
  sections: PdfSection[];
  generatedAt: Date;
}

export interface SignaturePage {
  order: number;
  total: number;
  name: string;
  role: string;
  signedAt: Date;
  method: string;
  reference: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const FOOTER = 36;
const INK = rgb(0.12, 0.14, 0.2);
const MUTED = rgb(0.42, 0.45, 0.52);
const BRAND = rgb(0.09, 0.27, 0.55);
const RULE = rgb(0.82, 0.85, 0.9);
const BAND = rgb(0.93, 0.95, 0.98);

/** Text as the standard fonts can encode it (WinAnsi): other characters become '?'. */
export function pdfSafe(text: string): string {
  return text
    .replace(/₹/g, 'INR')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\r?\n/g, ' ')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}

export function display(value: FieldValue, empty = 'N/A'): string {
  if (value === null || value === undefined) return empty;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const s = String(value).trim();
  return s === '' ? empty : s;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of pdfSafe(text).split(/\s*\n\s*/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word longer than the line is cut.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let n = rest.length - 1;
        while (n > 1 && font.widthOfTextAtSize(rest.slice(0, n), size) > width) n -= 1;
        lines.push(rest.slice(0, n));
        rest = rest.slice(n);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines.length ? lines : [''];
}

class Writer {
  page!: PDFPage;
  y = 0;
  readonly width = A4[0] - 2 * MARGIN;

  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER) this.newPage();
  }

  text(s: string, x: number, size: number, font = this.regular, color = INK): void {
    this.page.drawText(pdfSafe(s), { x, y: this.y, size, font, color });
  }

  title(model: PdfDocumentModel): void {
    this.text(model.title, MARGIN, 18, this.bold, BRAND);
    this.y -= 20;
    this.text(model.subtitle, MARGIN, 10, this.regular, MUTED);
    this.y -= 14;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness: 1.5,
      color: BRAND,
    });
    this.y -= 16;
    this.fields(model.facts);
  }

  section(title: string): void {
    this.ensure(48);
    this.y -= 6;
    this.page.drawRectangle({ x: MARGIN, y: this.y - 5, width: this.width, height: 19, color: BAND });
    this.text(title, MARGIN + 6, 11, this.bold, BRAND);
    this.y -= 24;
  }

  heading(s: string): void {
    // Kept with at least one row of what follows.
    this.ensure(64);
    this.text(s, MARGIN, 10, this.bold);
    this.y -= 4;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 12;
  }

  note(s: string): void {
    for (const line of wrap(s, this.regular, 9, this.width)) {
      this.ensure(12);
      this.text(line, MARGIN, 9, this.regular, MUTED);
      this.y -= 12;
    }
    this.y -= 4;
  }

  /** Label/value pairs in two columns; a wide field takes the whole row. */
  fields(fields: PdfField[]): void {
    const gap = 16;
    const col = (this.width - gap) / 2;
    const labelSize = 7.5;
    const valueSize = 9.5;
    const cell = (f: PdfField, w: number) => ({
      label: wrap(f.label.toUpperCase(), this.regular, labelSize, w),
      value: wrap(display(f.value), this.regular, valueSize, w),
    });
    let i = 0;
    while (i < fields.length) {
      const row: PdfField[] = [];
      const first = fields[i]!;
      row.push(first);
      i += 1;
      if (!first.wide && i < fields.length && !fields[i]!.wide) {
        row.push(fields[i]!);
        i += 1;
      }
      const w = row.length === 1 && first.wide ? this.width : col;
      const cells = row.map((f) => cell(f, w));
      const height = Math.max(...cells.map((c) => c.label.length * 9 + c.value.length * 12)) + 6;
      this.ensure(height);
      const top = this.y;
      cells.forEach((c, k) => {
        const x = MARGIN + k * (col + gap);
        this.y = top;
        for (const l of c.label) {
          this.text(l, x, labelSize, this.regular, MUTED);
          this.y -= 9;
        }
        this.y -= 1;
        for (const l of c.value) {
          this.text(l, x, valueSize);
          this.y -= 12;
        }
      });
      this.y = top - height;
    }
    this.y -= 4;
  }

  table(columns: { header: string; width: number }[], rows: FieldValue[][], empty: string): void {
    const total = columns.reduce((s, c) => s + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.width);
    const size = 8.5;
    const drawRow = (cells: string[], font: PDFFont, shade: boolean) => {
      const wrapped = cells.map((c, k) => wrap(c, font, size, widths[k]! - 8));
      const height = Math.max(...wrapped.map((w) => w.length)) * 11 + 6;
      this.ensure(height);
      if (shade)
        this.page.drawRectangle({
          x: MARGIN,
          y: this.y - height + 9,
          width: this.width,
          height,
          color: BAND,
        });
      const top = this.y;
      let x = MARGIN;
      wrapped.forEach((lines, k) => {
        this.y = top;
        for (const l of lines) {
          this.text(l, x + 4, size, font);
          this.y -= 11;
        }
        x += widths[k]!;
      });
      this.y = top - height;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y + 8 },
        end: { x: MARGIN + this.width, y: this.y + 8 },
        thickness: 0.4,
        color: RULE,
      });
    };
    drawRow(
      columns.map((c) => c.header),
      this.bold,
      true,
    );
    if (rows.length === 0) {
      this.ensure(14);
      this.text(empty, MARGIN + 4, size, this.regular, MUTED);
      this.y -= 16;
      return;
    }
    for (const r of rows)
      drawRow(
        r.map((v) => display(v, '-')),
        this.regular,
        false,
      );
    this.y -= 6;
  }

  footers(applicationNumber: string, generatedAt: Date): void {
    const pages = this.doc.getPages();
    pages.forEach((p, i) => {
      const text = pdfSafe(
        `Application ${applicationNumber}  |  Generated ${formatDateTimeIST(generatedAt)} IST  |  Page ${i + 1} of ${pages.length}`,
      );
      const w = this.regular.widthOfTextAtSize(text, 7.5);
      p.drawText(text, { x: (A4[0] - w) / 2, y: MARGIN / 2, size: 7.5, font: this.regular, color: MUTED });
    });
  }
}

export async function renderApplicationPdf(model: PdfDocumentModel): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(`${model.title} ${model.applicationNumber}`));
  doc.setSubject(pdfSafe(model.subtitle));
  doc.setCreator('AIF investor onboarding portal');
  doc.setProducer('AIF investor onboarding portal');
  doc.setCreationDate(model.generatedAt);
  doc.setModificationDate(model.generatedAt);
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  w.title(model);
  for (const section of model.sections) {
    w.section(section.title);
    for (const b of section.blocks) {
      if (b.kind === 'heading') w.heading(b.text);
      else if (b.kind === 'fields') w.fields(b.fields);
      else if (b.kind === 'table') w.table(b.columns, b.rows, b.empty);
      else w.note(b.text);
    }
  }
  w.footers(model.applicationNumber, model.generatedAt);
  return doc.save();
}

/** The signed PDF: the application PDF followed by one signature page per signer. */
export async function appendSignaturePages(
  applicationPdf: Uint8Array,
  applicationNumber: string,
  signatures: SignaturePage[],
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(applicationPdf);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const s of signatures) {
    const page = doc.addPage(A4);
    let y = A4[1] - MARGIN;
    const line = (text: string, size: number, font = regular, color = INK) => {
      page.drawText(pdfSafe(text), { x: MARGIN, y, size, font, color });
      y -= size + 8;
    };
    line(`Signature Page ${s.order} of ${s.total}`, 16, bold, BRAND);
    line(`Application ${applicationNumber}`, 10, regular, MUTED);
    y -= 10;
    page.drawRectangle({
      x: MARGIN,
      y: y - 150,
      width: A4[0] - 2 * MARGIN,
      height: 160,
      borderColor: BRAND,
      borderWidth: 1,
      color: BAND,
    });
    y -= 14;
    const pairs: [string, string][] = [
      ['Signed by', s.name],
      ['Role', s.role],
      ['Signed at', `${formatDateTimeIST(s.signedAt)} IST`],
      ['Method', s.method],
      ['Reference', s.reference],
    ];
    for (const [label, value] of pairs) {
      page.drawText(pdfSafe(`${label}:`), { x: MARGIN + 12, y, size: 10, font: bold, color: INK });
      page.drawText(pdfSafe(value), { x: MARGIN + 110, y, size: 10, font: regular, color: INK });
      y -= 24;
    }
    y -= 30;
    page.drawText(
      pdfSafe('This page records an electronic signature of the application above under the e-sign process.'),
      { x: MARGIN, y, size: 8.5, font: regular, color: MUTED },
    );
  }
  return doc.save();
}
