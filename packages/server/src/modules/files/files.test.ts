import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '@aif/contracts';
import { files } from '../../db/schema';
import { toMobileNumber } from '../../lib/phone';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { INVESTOR_PHONE, bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  ENCRYPT_DICT,
  JPEG,
  MB,
  PNG,
  classicPdf,
  encryptedFixture,
  encryptedPdfBytes,
  encryptedPdfWithTrailerInStream,
  encryptedXrefStreamEscaped,
  multipartBody,
  padTo,
  pdfBytes,
} from '../../testing/files';

let db: TestDatabase;
let app: FastifyInstance;
let investor: string;
let staff: string;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db);
  investor = await tokenFor(app, 'investor');
  staff = await tokenFor(app, 'rm');
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

async function upload(
  token: string,
  file: { name: string; data: Buffer; type?: string },
  fields: Record<string, string> = {},
) {
  const body = multipartBody(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/files/files',
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
}

describe('upload', () => {
  it('stores a PDF and returns id, name and url', async () => {
    const res = await upload(
      investor,
      { name: 'pan.pdf', data: await pdfBytes(), type: 'application/pdf' },
      { documentType: 'pan' },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(String), name: 'pan.pdf', url: `/api/files/files/${body.id}` });
  });

  it('accepts PNG and JPEG photographs', async () => {
    expect(
      (await upload(staff, { name: 'photo.png', data: PNG }, { documentType: 'investorPhotograph' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await upload(staff, { name: 'sign.jpg', data: JPEG }, { documentType: 'investorSignature' }))
        .statusCode,
    ).toBe(200);
  });

  it('reads documentType whether it comes before or after the file', async () => {
    const body = multipartBody({}, { name: 'photo.pdf', data: await pdfBytes() });
    // Move the field after the file part by building the body by hand.
    const withFieldAfter = Buffer.from(
      body.payload
        .toString('latin1')
        .replace(
          /--([^\r]+)--\r\n$/,
          '--$1\r\nContent-Disposition: form-data; name="documentType"\r\n\r\ninvestorPhotograph\r\n--$1--\r\n',
        ),
      'latin1',
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/files/files',
      headers: { ...body.headers, ...bearer(staff) },
      payload: withFieldAfter,
    });
    expect(res.json()).toEqual({ message: 'Invalid file type' });
  });

  it.each([
    [
      'a text file renamed .pdf',
      { name: 'statement.pdf', data: Buffer.from('just some text, not a PDF'), type: 'application/pdf' },
      {},
      400,
      'Invalid file type',
    ],
    [
      'a JPEG where only PDF is allowed',
      { name: 'poa.jpg', data: JPEG },
      { documentType: 'poa' },
      400,
      'Invalid file type',
    ],
    [
      'a PDF where only images are allowed',
      { name: 'sign.pdf', data: null },
      { documentType: 'investorSignature' },
      400,
      'Invalid file type',
    ],
    [
      'a PDF over 2 MB for an ordinary document',
      { name: 'big.pdf', data: 2 * MB + 1 },
      { documentType: 'address_proof' },
      413,
      'Max file size is 2MB',
    ],
    [
      'a PNG over 2 MB for a photograph',
      { name: 'big.png', data: 'png' },
      { documentType: 'investorPhotograph' },
      413,
      'Max file size is 2MB',
    ],
    [
      'a PDF over 5 MB for a POA',
      { name: 'poa.pdf', data: 5 * MB + 10 },
      { documentType: 'poa' },
      413,
      'Max file size is 5MB',
    ],
    [
      'a file over 3 MB in the UBO dialog',
      { name: 'ubo.pdf', data: 3 * MB + 1 },
      { context: 'ubo' },
      413,
      'Max file size is 3 MB',
    ],
    [
      'a password-protected PDF',
      { name: 'locked.pdf', data: 'encrypted' },
      { documentType: 'pan' },
      400,
      'Password protected files are not allowed',
    ],
  ] as const)('refuses %s', async (_label, file, fields, status, message) => {
    const data =
      file.data === null
        ? await pdfBytes()
        : file.data === 'png'
          ? padTo(PNG, 2 * MB + 1)
          : file.data === 'encrypted'
            ? encryptedPdfBytes()
            : typeof file.data === 'number'
              ? padTo(await pdfBytes(), file.data)
              : file.data;
    const res = await upload(staff, { name: file.name, data }, fields as Record<string, string>);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
  });

  it('accepts a PDF up to 5 MB for a POA and up to 3 MB in the UBO dialog', async () => {
    expect(
      (
        await upload(
          staff,
          { name: 'poa.pdf', data: padTo(await pdfBytes(), 5 * MB) },
          { documentType: 'poa' },
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await upload(staff, { name: 'ubo.pdf', data: padTo(await pdfBytes(), 3 * MB) }, { context: 'ubo' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a request without a file', async () => {
    const body = multipartBody({ documentType: 'pan' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/files/files',
      headers: { ...body.headers, ...bearer(staff) },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Please choose a file to upload' });
  });

  it('refuses an empty file as an invalid type', async () => {
    expect((await upload(staff, { name: 'empty.pdf', data: Buffer.alloc(0) })).json()).toEqual({
      message: 'Invalid file type',
    });
  });
});

describe('password-protected PDFs, as a PDF reader sees them', () => {
  const refused = { message: 'Password protected files are not allowed' };
  const uploadPdf = async (data: Buffer) =>
    upload(staff, { name: 'doc.pdf', data, type: 'application/pdf' }, { documentType: 'pan' });

  it.each([
    [
      'AES-256 with a user password, declared in a cross-reference stream',
      () => encryptedFixture('aes256-xref-stream'),
    ],
    [
      'AES-256 with only an owner password (opens without one)',
      () => encryptedFixture('owner-password-only'),
    ],
    ['RC4 in a classic trailer', () => encryptedFixture('rc4-classic-trailer')],
    ['/Encrypt in a hand-written trailer', () => encryptedPdfBytes()],
    ['the trailer key spelt with a name escape (/Encr#79pt)', () => encryptedPdfBytes('/Encr#79pt')],
    ['the trailer key spelt with a lower-case escape (/E#6ecrypt)', () => encryptedPdfBytes('/E#6ecrypt')],
    ['every letter of the key escaped', () => encryptedPdfBytes('/#45#6E#63#72#79#70#74')],
    [
      'the encryption dictionary direct in the trailer, key escaped',
      () =>
        classicPdf(
          [
            '<< /Type /Catalog /Pages 2 0 R >>',
            '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
            '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
          ],
          `/Encr#79pt ${ENCRYPT_DICT}`,
        ),
    ],
    ['the key of a cross-reference stream escaped', () => encryptedXrefStreamEscaped()],
    [
      'the trailer in force hidden inside a stream, a decoy trailer after it',
      () => encryptedPdfWithTrailerInStream(),
    ],
  ])('refuses %s', async (_label, make) => {
    const res = await uploadPdf(make());
    expect([res.statusCode, res.json()]).toEqual([400, refused]);
  });

  it.each([
    [
      'a PDF whose title and text say /Encrypt (compressed, object streams)',
      async () => {
        const doc = await PDFDocument.create();
        const page = doc.addPage([300, 300]);
        page.drawText('Encrypt /Encrypt: this text says Encrypt', {
          x: 10,
          y: 150,
          size: 10,
          font: await doc.embedFont(StandardFonts.Helvetica),
        });
        doc.setTitle('/Encrypt in the title');
        return Buffer.from(await doc.save());
      },
    ],
    [
      'a PDF with /Encrypt as a name in an uncompressed content stream',
      async () => {
        const text = 'BT /F1 12 Tf 20 100 Td (/Encrypt 4 0 R) Tj /Encrypt /Encr#79pt ET';
        return classicPdf([
          '<< /Type /Catalog /Pages 2 0 R >>',
          '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
          '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
          `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
        ]);
      },
    ],
    [
      'a PDF without object streams',
      async () => Buffer.from(await (await PDFDocument.create()).save({ useObjectStreams: false })),
    ],
  ])('accepts %s', async (_label, make) => {
    const res = await uploadPdf(await make());
    expect(res.statusCode).toBe(200);
  });

  it('refuses a file that starts like a PDF but is none', async () => {
    const res = await uploadPdf(Buffer.from('%PDF-1.7\nnothing a reader can open\n'));
    expect([res.statusCode, res.json()]).toEqual([400, { message: 'Invalid PDF file' }]);
  });
});

describe('download', () => {
  let fileId: string;
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = await pdfBytes();
    fileId = (await upload(investor, { name: 'my pan.pdf', data: bytes }, { documentType: 'pan' })).json().id;
  });

  it('streams the file to its uploader', async () => {
    const res = await app.inject({ url: `/api/files/files/${fileId}`, headers: bearer(investor) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('keeps it from staff while it is attached to no application (file-access.test.ts has the rest)', async () => {
    const res = await app.inject({ url: `/api/files/files/${fileId}`, headers: bearer(staff) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'File not found' });
  });

  it('hides it from another investor, and from anonymous callers', async () => {
    const other = (
      await app.sessions.issue({
        kind: 'investor',
        number: toMobileNumber('+91', String(Number(INVESTOR_PHONE) + 1)),
      })
    ).token;
    const res = await app.inject({ url: `/api/files/files/${fileId}`, headers: bearer(other) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'File not found' });
    expect((await app.inject({ url: `/api/files/files/${fileId}` })).statusCode).toBe(401);
  });

  it('answers 404 with what to do, not 500, when the record is there but its bytes are not', async () => {
    const other = (await upload(investor, { name: 'gone.pdf', data: bytes }, { documentType: 'pan' })).json()
      .id;
    // As if the object had been removed from the storage by hand: the record points at nothing.
    await db.db.update(files).set({ storageKey: 'uploads/removed/by-hand.pdf' }).where(eq(files.id, other));
    const res = await app.inject({ url: `/api/files/files/${other}`, headers: bearer(investor) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: API_MESSAGES.storedFileMissing });
  });

  it('answers 404 for unknown or malformed ids', async () => {
    expect(
      (
        await app.inject({
          url: '/api/files/files/00000000-0000-4000-8000-000000000000',
          headers: bearer(staff),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: '/api/files/files/..%2f..%2fetc', headers: bearer(staff) })).statusCode,
    ).toBe(404);
  });
});
