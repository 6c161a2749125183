import type { PDFFont } from 'pdf-lib';

/**
 * Text as the PDFs draw it with pdf-lib's standard fonts: cleaned to what WinAnsi encodes, and wrapped
 * into lines of a width in time proportional to its length, whatever the input (one word of 100,000
 * characters included).
 */

/** Text as the standard fonts can encode it (WinAnsi): other characters become '?', line breaks spaces. */
export function pdfSafe(text: string): string {
  return text
    .replace(/₹/g, 'INR')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\r?\n/g, ' ')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}

/**
 * Widths in a standard font, in font units (1/1000 of the size), as pdf-lib measures them (glyph widths
 * plus kerning pairs), each character and pair measured once per font: a line's width is then a running
 * sum, so wrapping reads each character of its input a bounded number of times.
 */
class FontMetrics {
  private static readonly byFont = new WeakMap<PDFFont, FontMetrics>();
  private readonly glyphs = new Map<string, number>();
  private readonly pairs = new Map<string, number>();

  private constructor(private readonly font: PDFFont) {}

  static of(font: PDFFont): FontMetrics {
    let m = FontMetrics.byFont.get(font);
    if (!m) FontMetrics.byFont.set(font, (m = new FontMetrics(font)));
    return m;
  }

  char(c: string): number {
    let w = this.glyphs.get(c);
    if (w === undefined) this.glyphs.set(c, (w = this.font.widthOfTextAtSize(c, 1000)));
    return w;
  }

  /** The kerning between two characters, which pdf-lib adds to the first one's width. */
  kern(a: string, b: string): number {
    const key = a + b;
    let k = this.pairs.get(key);
    if (k === undefined)
      this.pairs.set(key, (k = this.font.widthOfTextAtSize(key, 1000) - this.char(a) - this.char(b)));
    return k;
  }

  /** The width of `s` (no kerning after its last character). */
  width(s: string): number {
    let w = 0;
    for (let i = 0; i < s.length; i += 1)
      w += this.char(s[i]!) + (i + 1 < s.length ? this.kern(s[i]!, s[i + 1]!) : 0);
    return w;
  }
}

/**
 * The lines of `text` in `width` points at `size`: words are kept whole while they fit; a word longer than
 * a line is cut where its next character would overflow (at least one character per line). Linear in the
 * text's length: a running width per line, never re-measuring a growing prefix.
 */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const m = FontMetrics.of(font);
  const limit = (width * 1000) / size;
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  // pdfSafe leaves no line breaks: one paragraph of words separated by white space.
  for (const word of pdfSafe(text).split(/\s+/)) {
    if (word === '') continue;
    const wordWidth = m.width(word);
    if (line) {
      const joined =
        lineWidth + m.kern(line[line.length - 1]!, ' ') + m.char(' ') + m.kern(' ', word[0]!) + wordWidth;
      if (joined <= limit) {
        line += ` ${word}`;
        lineWidth = joined;
        continue;
      }
      lines.push(line);
    }
    if (wordWidth <= limit) {
      line = word;
      lineWidth = wordWidth;
      continue;
    }
    let start = 0;
    let pieceWidth = 0;
    for (let i = 0; i < word.length; i += 1) {
      const added = m.char(word[i]!) + (i > start ? m.kern(word[i - 1]!, word[i]!) : 0);
      if (i > start && pieceWidth + added > limit) {
        lines.push(word.slice(start, i));
        start = i;
        pieceWidth = m.char(word[i]!);
      } else pieceWidth += added;
    }
    line = word.slice(start);
    lineWidth = pieceWidth;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}
