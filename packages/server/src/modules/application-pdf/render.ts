import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { formatDateTimeIST } from '@aif/contracts';
import { pdfSafe, wrap } from './text-layout';

/**
 * The application PDF (doc 1 §7 GET /pdf/onboarding-application/pdf/{id}) drawn with pdf-lib's standard
 * Helvetica: A4, a title block, one section per preview section, label/value grids and tables that wrap
 * and break across pages, and a footer with the application number and page numbers. The text is real
 * text (extractable, searchable) and all of it is printed: a value taller than a page goes on over the
 * next ones. Missing values print as 'N/A' (fields) or '-' (table cells). Rendering time is linear in the
 * text; it runs in a worker thread (modules/pdf-worker), off the event loop.
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

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 48;
const FOOTER = 36;
/** The lowest baseline a line may leave below itself: the footer's band starts there. */
const BOTTOM = MARGIN + FOOTER;
export const INK = rgb(0.12, 0.14, 0.2);
export const MUTED = rgb(0.42, 0.45, 0.52);
export const BRAND = rgb(0.09, 0.27, 0.55);
const RULE = rgb(0.82, 0.85, 0.9);
export const BAND = rgb(0.93, 0.95, 0.98);

export function display(value: FieldValue, empty = 'N/A'): string {
  if (value === null || value === undefined) return empty;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const s = String(value).trim();
  return s === '' ? empty : s;
}

/** One line to draw (already cleaned by `wrap`): its look, and how far down the next line starts. */
export interface Line {
  text: string;
  size: number;
  font: PDFFont;
  color: RGB;
  step: number;
}

/** Lines drawn from one x, beside other columns. */
interface Column {
  x: number;
  lines: Line[];
}

export class Writer {
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
    if (this.y - height < BOTTOM) this.newPage();
  }

  text(s: string, x: number, size: number, font = this.regular, color = INK): void {
    this.page.drawText(pdfSafe(s), { x, y: this.y, size, font, color });
  }

  /** `text` wrapped to `width`, as lines `step` apart. */
  lines(text: string, size: number, width: number, font: PDFFont, color: RGB, step: number): Line[] {
    return wrap(text, font, size, width).map((t) => ({ text: t, size, font, color, step }));
  }

  /**
   * Draws columns of lines side by side from the current y. A block that fits on a page is kept together
   * (on a new page when this one is too short); a taller one starts here and goes on over the next pages,
   * the columns level at each break, so no line is ever lost below the page. Leaves y under the longest.
   */
  flow(columns: Column[]): void {
    const height = Math.max(0, ...columns.map((c) => c.lines.reduce((h, l) => h + l.step, 0)));
    const page = A4[1] - MARGIN - BOTTOM;
    if (height <= page) this.ensure(height);
    else if (this.y - BOTTOM < page / 4) this.newPage();
    const next = columns.map(() => 0);
    for (;;) {
      const top = this.y;
      let lowest = top;
      columns.forEach((c, k) => {
        let y = top;
        for (let l = c.lines[next[k]!]; l && y - l.step >= BOTTOM; l = c.lines[next[k]!]) {
          this.page.drawText(l.text, { x: c.x, y, size: l.size, font: l.font, color: l.color });
          y -= l.step;
          next[k]! += 1;
        }
        lowest = Math.min(lowest, y);
      });
      if (columns.every((c, k) => next[k]! >= c.lines.length)) {
        this.y = lowest;
        return;
      }
      this.newPage();
    }
  }

  title(model: PdfDocumentModel): void {
    this.flow([{ x: MARGIN, lines: this.lines(model.title, 18, this.width, this.bold, BRAND, 20) }]);
    this.flow([{ x: MARGIN, lines: this.lines(model.subtitle, 10, this.width, this.regular, MUTED, 14) }]);
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
    const lines = this.lines(s, 10, this.width, this.bold, INK, 12);
    lines[lines.length - 1]!.step = 4;
    this.flow([{ x: MARGIN, lines }]);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 12;
  }

  note(s: string): void {
    this.flow([{ x: MARGIN, lines: this.lines(s, 9, this.width, this.regular, MUTED, 12) }]);
    this.y -= 4;
  }

  /** Label/value pairs in two columns; a wide field takes the whole row. */
  fields(fields: PdfField[]): void {
    const gap = 16;
    const col = (this.width - gap) / 2;
    const cell = (f: PdfField, w: number): Line[] => {
      const label = this.lines(f.label.toUpperCase(), 7.5, w, this.regular, MUTED, 9);
      // One more point between the label and the value.
      label[label.length - 1]!.step += 1;
      return [...label, ...this.lines(display(f.value), 9.5, w, this.regular, INK, 12)];
    };
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
      this.flow(row.map((f, k) => ({ x: MARGIN + k * (col + gap), lines: cell(f, w) })));
      this.y -= 5;
    }
    this.y -= 4;
  }

  table(columns: { header: string; width: number }[], rows: FieldValue[][], empty: string): void {
    const total = columns.reduce((s, c) => s + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.width);
    const size = 8.5;
    const drawRow = (cells: string[], font: PDFFont, shade: boolean) => {
      let x = MARGIN;
      const cols = cells.map((c, k) => {
        const column = { x: x + 4, lines: this.lines(c, size, widths[k]! - 8, font, INK, 11) };
        x += widths[k]!;
        return column;
      });
      const height = Math.max(...cols.map((c) => c.lines.length)) * 11 + 6;
      if (shade) {
        this.ensure(height);
        this.page.drawRectangle({
          x: MARGIN,
          y: this.y - height + 9,
          width: this.width,
          height,
          color: BAND,
        });
      }
      this.flow(cols);
      this.y -= 6;
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
