// Prints the text of the PDF at argv[2] with pdf.js (pdfjs-dist, a server dependency), so the tests need no
// system PDF tool. Lines end where pdf.js sees a line end; pages are separated by a form feed, as
// pdftotext does. A separate process: jest's module loader cannot load pdf.js's ES modules.
import { readFileSync } from 'node:fs';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

const data = new Uint8Array(readFileSync(process.argv[2]));
const doc = await getDocument({
  data,
  verbosity: VerbosityLevel.ERRORS,
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
}).promise;
const pages = [];
for (let n = 1; n <= doc.numPages; n++) {
  const page = await doc.getPage(n);
  const content = await page.getTextContent();
  pages.push(
    content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
  );
  page.cleanup();
}
await doc.destroy();
process.stdout.write(pages.join('\f'));
