import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';

/** A multipart/form-data body for app.inject. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field?: string; name: string; data: Buffer; type?: string },
) {
  const boundary = `----aiftest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function pdfBytes(title?: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  if (title) doc.setTitle(title);
  return Buffer.from(await doc.save());
}

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of a JFIF JPEG (enough for type detection). */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(200, 1),
]);

/** A PDF written by hand: the objects, a correct cross-reference table, and `trailerExtra` in the trailer. */
export function classicPdf(objects: string[], trailerExtra = ''): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra} /ID [<${'c3'.repeat(16)}> <${'c3'.repeat(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const ONE_PAGE = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
];
/** A standard security handler's dictionary (RC4 40-bit, made-up keys: no password opens it). */
export const ENCRYPT_DICT = `<< /Filter /Standard /V 1 /R 2 /O <${'a1'.repeat(32)}> /U <${'b2'.repeat(32)}> /P -44 >>`;

/**
 * A password-protected PDF (standard security handler), written by hand. `key` is how the trailer spells
 * its Encrypt entry: any spelling with PDF name escapes (`/Encr#79pt`) means the same to a reader.
 */
export function encryptedPdfBytes(key = '/Encrypt'): Buffer {
  return classicPdf([...ONE_PAGE, ENCRYPT_DICT], `${key} 4 0 R`);
}

/**
 * A PDF whose trailer in force (where startxref points) names an encryption dictionary, hidden from a
 * reader that scans the file from the start: that cross-reference table and trailer sit inside the
 * body of a stream, and a decoy trailer without Encrypt follows it.
 */
export function encryptedPdfWithTrailerInStream(): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  [...ONE_PAGE, ENCRYPT_DICT].forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const streamStart = `5 0 obj\n<< /Length 000000 >>\nstream\n`;
  const xrefAt = Buffer.byteLength(body, 'latin1') + streamStart.length;
  let table = 'xref\n0 5\n0000000000 65535 f \n';
  for (const off of offsets) table += `${String(off).padStart(10, '0')} 00000 n \n`;
  table += `trailer\n<< /Size 5 /Root 1 0 R /Encrypt 4 0 R /ID [<${'c3'.repeat(16)}> <${'c3'.repeat(16)}>] >>\n`;
  body +=
    streamStart.replace('000000', String(table.length).padStart(6, '0')) + `${table}endstream\nendobj\n`;
  body += `trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * Real encrypted PDFs made with qpdf from a pdf-lib document (fixtures/): AES-256 with a user password,
 * its cross-reference stream naming /Encrypt (`qpdf --encrypt user owner 256 --`); AES-256 with only an
 * owner password, which opens without one (`qpdf --encrypt '' owner 256 --`); RC4 40-bit in a classic
 * trailer (`qpdf --allow-weak-crypto --encrypt user owner 40 --`, from an output without object streams).
 */
export function encryptedFixture(
  name: 'aes256-xref-stream' | 'owner-password-only' | 'rc4-classic-trailer',
): Buffer {
  return readFileSync(path.join(__dirname, 'fixtures', `encrypted-${name}.pdf`));
}

/** The AES-256 fixture with the Encrypt key of its cross-reference stream spelt `/Encr#79pt`. */
export function encryptedXrefStreamEscaped(): Buffer {
  const text = encryptedFixture('aes256-xref-stream').toString('latin1');
  const at = Number(/startxref\s+(\d+)/.exec(text.slice(text.lastIndexOf('startxref')))![1]);
  const tail = text.slice(at);
  if (!/\/Type\s*\/XRef/.test(tail.slice(0, 500))) throw new Error('the fixture has no xref stream');
  // The xref stream is the last object: the offsets before it do not move.
  return Buffer.from(text.slice(0, at) + tail.replace('/Encrypt', '/Encr#79pt'), 'latin1');
}

export const MB = 1024 * 1024;
/** Pads a file past a size (trailing bytes keep the magic number at the start). */
export const padTo = (data: Buffer, size: number) =>
  Buffer.concat([data, Buffer.alloc(Math.max(0, size - data.length), 0x20)]);

/**
 * A PDF of exactly `size` bytes made of many small objects (tens of thousands for 5 MB): the most work a
 * PDF reader does per byte. Each object says "/Encrypt" in a string, which a byte search cannot tell from
 * the real thing. `brokenXref`: startxref points nowhere, so a reader rebuilds the cross-reference table
 * by scanning the whole file, as readers do for damaged files.
 */
export function manyObjectsPdf(size: number, opts: { brokenXref?: boolean } = {}): Buffer {
  const filler = (i: number) => `<< /Type /Filler /Note (/Encrypt is only a word here) /N ${i} /A [1 2 3] >>`;
  const objects = [...ONE_PAGE];
  // An object costs its text, its "n 0 obj" frame and a 20-byte cross-reference entry.
  const each = filler(100_000).length + 40;
  while ((objects.length + 1) * each < size - 1000) objects.push(filler(objects.length + 1));
  let pdf = classicPdf(objects);
  if (opts.brokenXref) {
    const text = pdf.toString('latin1');
    const at = text.lastIndexOf('startxref');
    pdf = Buffer.from(`${text.slice(0, at)}startxref\n7\n%%EOF\n`, 'latin1');
  }
  if (pdf.length > size) throw new Error(`manyObjectsPdf: ${pdf.length} bytes is over ${size}`);
  return padTo(pdf, size);
}

/**
 * A PDF of exactly `size` bytes whose objects are packed by the thousand into compressed object streams
 * listed by a compressed cross-reference stream: millions of objects for 5 MB, the most a reader can be
 * made to parse for the size. A comment says "/Encrypt", which a byte search takes for the real thing.
 */
export function objectStreamsPdf(size: number): Buffer {
  let count = Math.floor(size / 2);
  for (;;) {
    const pdf = objectStreamsOf(count);
    if (pdf.length <= size) return padTo(pdf, size);
    count = Math.floor((count * size * 0.97) / pdf.length);
  }
}

function objectStreamsOf(count: number, perStream = 1000): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  const add = (b: Buffer) => {
    parts.push(b);
    offset += b.length;
  };
  // Cross-reference entries by object number: [type, field 2, field 3] (PDF 32000 7.5.8.3).
  const entries: [number, number, number][] = [[0, 0, 65535]];
  add(Buffer.from('%PDF-1.5\n%/Encrypt is only a comment here\n', 'latin1'));
  ONE_PAGE.forEach((o, i) => {
    entries.push([1, offset, 0]);
    add(Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`, 'latin1'));
  });
  let next = 4;
  for (let left = count; left > 0; left -= perStream) {
    const streamNo = next++;
    let header = '';
    let body = '';
    const n = Math.min(perStream, left);
    for (let k = 0; k < n; k++) {
      header += `${next} ${body.length} `;
      body += `[${next}] `;
      entries[next++] = [2, streamNo, k];
    }
    const data = deflateSync(Buffer.from(header + body, 'latin1'));
    entries[streamNo] = [1, offset, 0];
    add(
      Buffer.concat([
        Buffer.from(
          `${streamNo} 0 obj\n<< /Type /ObjStm /N ${n} /First ${header.length} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
          'latin1',
        ),
        data,
        Buffer.from('\nendstream\nendobj\n', 'latin1'),
      ]),
    );
  }
  const xrefNo = next++;
  entries[xrefNo] = [1, offset, 0];
  const rows = Buffer.alloc(entries.length * 7);
  entries.forEach(([type, a, b], i) => {
    rows[i * 7] = type;
    rows.writeUInt32BE(a, i * 7 + 1);
    rows.writeUInt16BE(b, i * 7 + 5);
  });
  const data = deflateSync(rows);
  const start = offset;
  add(
    Buffer.concat([
      Buffer.from(
        `${xrefNo} 0 obj\n<< /Type /XRef /Size ${entries.length} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
        'latin1',
      ),
      data,
      Buffer.from(`\nendstream\nendobj\nstartxref\n${start}\n%%EOF\n`, 'latin1'),
    ]),
  );
  return Buffer.concat(parts);
}
