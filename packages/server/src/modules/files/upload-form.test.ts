import type { FastifyInstance } from 'fastify';
import { API_MESSAGES, MESSAGES, TEXT_LIMITS } from '@aif/contracts';
import { files } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { MB, multipartBody, padTo, pdfBytes } from '../../testing/files';

/**
 * A broken upload form answers 4xx with a message and stores nothing, whatever is wrong with it (the
 * rules of the file itself, type and size, are in files.test.ts).
 */
let db: TestDatabase;
let app: FastifyInstance;
let token: string;
let pdf: Buffer;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db);
  token = await tokenFor(app, 'rm');
  pdf = await pdfBytes();
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const B = 'aifboundary';
const part = (name: string, value: string | Buffer, filename?: string) =>
  Buffer.concat([
    Buffer.from(
      `--${B}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
        (filename ? 'Content-Type: application/pdf\r\n' : '') +
        '\r\n',
    ),
    Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
const end = Buffer.from(`--${B}--\r\n`);

async function post(payload: Buffer | string, contentType = `multipart/form-data; boundary=${B}`) {
  return app.inject({
    method: 'POST',
    url: '/api/files/files',
    headers: { ...bearer(token), 'content-type': contentType },
    payload,
  });
}

async function filesCount(): Promise<number> {
  return db.db.$count(files);
}

describe('a broken upload form', () => {
  it.each([
    ['cut short inside the file', () => Buffer.concat([part('file', pdf, 'a.pdf')]).subarray(0, 60)],
    ['cut short before the closing boundary', () => part('file', pdf, 'a.pdf')],
    [
      'with another boundary than its header names',
      () =>
        Buffer.concat([part('file', pdf, 'a.pdf'), end])
          .toString()
          .replaceAll(B, 'other'),
    ],
    ['that is not multipart at all', () => 'garbage'],
  ])('%s: 400, nothing stored', async (_name, body) => {
    const before = await filesCount();
    const res = await post(body());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: API_MESSAGES.uploadUnreadable });
    expect(await filesCount()).toBe(before);
  });

  it('a multipart content type without a boundary: 400', async () => {
    const res = await post(Buffer.concat([part('file', pdf, 'a.pdf'), end]), 'multipart/form-data');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: API_MESSAGES.uploadUnreadable });
  });

  it('JSON instead of a form: 415', async () => {
    const res = await post('{"file":"a.pdf"}', 'application/json');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: API_MESSAGES.unsupportedMediaType });
  });

  it.each([
    ['no file part', () => Buffer.concat([part('documentType', 'pan'), end])],
    ['a field where the file should be', () => Buffer.concat([part('file', 'a.pdf'), end])],
    ['the file under another name', () => Buffer.concat([part('upload', pdf, 'a.pdf'), end])],
  ])('%s: 400 "Please choose a file to upload"', async (_name, body) => {
    const res = await post(body());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: API_MESSAGES.fileRequired });
  });

  it('two files: 413 "Please upload one file at a time", nothing stored', async () => {
    const before = await filesCount();
    const res = await post(Buffer.concat([part('file', pdf, 'a.pdf'), part('file', pdf, 'b.pdf'), end]));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: API_MESSAGES.uploadOneFile });
    expect(await filesCount()).toBe(before);
  });

  it('too many fields: 413', async () => {
    const fields = Array.from({ length: 30 }, (_, i) => part(`f${i}`, 'x'));
    const res = await post(Buffer.concat([...fields, part('file', pdf, 'a.pdf'), end]));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: API_MESSAGES.uploadTooManyFields });
  });

  it('a field longer than its limit: 400 on that field, nothing stored', async () => {
    const before = await filesCount();
    const body = multipartBody(
      { documentType: 'x'.repeat(2 * MB) },
      { name: 'a.pdf', data: pdf, type: 'application/pdf' },
    );
    const res = await post(body.payload, body.headers['content-type']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MESSAGES.textTooLong(TEXT_LIMITS.code),
      errors: [{ path: 'documentType', message: MESSAGES.textTooLong(TEXT_LIMITS.code) }],
    });
    expect(await filesCount()).toBe(before);
  });

  it('a control character in a field: 400 on that field', async () => {
    const body = multipartBody(
      { documentType: 'pan\u0000', context: 'u\u001bbo' },
      { name: 'a.pdf', data: pdf, type: 'application/pdf' },
    );
    const res = await post(body.payload, body.headers['content-type']);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'documentType', message: MESSAGES.textControlCharacters },
      { path: 'context', message: MESSAGES.textControlCharacters },
    ]);
  });

  it('a file larger than the largest limit: 413 with the rule’s message, nothing stored', async () => {
    const before = await filesCount();
    const body = multipartBody({}, { name: 'big.pdf', data: padTo(pdf, 6 * MB), type: 'application/pdf' });
    const res = await post(body.payload, body.headers['content-type']);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MESSAGES.maxFileSize2 });
    expect(await filesCount()).toBe(before);
  });

  it('a control character in the file name is dropped from the stored name, not refused', async () => {
    const body = multipartBody({}, { name: 'scan\u0007.pdf', data: pdf, type: 'application/pdf' });
    const res = await post(body.payload, body.headers['content-type']);
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('scan.pdf');
  });
});
