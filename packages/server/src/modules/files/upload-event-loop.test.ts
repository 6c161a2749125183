import type { FastifyInstance } from 'fastify';
import { MB, uploadRuleFor } from '@aif/contracts';
import { bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { EVENT_LOOP_LIMIT_MS, longestBlockOf } from '../../testing/event-loop';
import {
  JPEG,
  PNG,
  manyObjectsPdf,
  multipartBody,
  objectStreamsPdf,
  padTo,
  pdfBytes,
} from '../../testing/files';

/**
 * Every kind of upload at the largest size its rule allows (contracts `uploadRuleFor`): reading, checking
 * and storing it never holds the event loop past the limit (testing/event-loop.ts). The PDFs are the
 * hardest a reader can be given for their size: millions of objects in compressed object streams, or tens
 * of thousands with a valid or a broken cross-reference table.
 */
let db: TestDatabase;
let app: FastifyInstance;
let staff: string;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db);
  staff = await tokenFor(app, 'rm');
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

type Kind = 'object streams' | 'many objects' | 'broken xref' | 'padded' | 'png' | 'jpeg';

async function fileOf(kind: Kind, size: number): Promise<Buffer> {
  switch (kind) {
    case 'object streams':
      return objectStreamsPdf(size);
    case 'many objects':
      return manyObjectsPdf(size);
    case 'broken xref':
      return manyObjectsPdf(size, { brokenXref: true });
    case 'padded':
      return padTo(await pdfBytes(), size);
    case 'png':
      return padTo(PNG, size);
    case 'jpeg':
      return padTo(JPEG, size);
  }
}

describe('uploads at their largest size', () => {
  it.each([
    ['poa', 'document', 'object streams'],
    ['consent_form', 'document', 'many objects'],
    ['consent_form', 'document', 'broken xref'],
    ['admission_deed', 'document', 'padded'],
    ['investorPhotograph', 'document', 'png'],
    ['investorSignature', 'document', 'jpeg'],
    ['pan', 'document', 'many objects'],
    ['address_proof', 'document', 'png'],
    ['others', 'ubo', 'broken xref'],
    ['others', 'ubo', 'jpeg'],
  ] as const)(
    '%s (%s), a %s file: accepted without holding the event loop',
    async (documentType, context, kind) => {
      const rule = uploadRuleFor(documentType, context);
      const data = await fileOf(kind, rule.maxBytes);
      expect(rule.maxBytes).toBeGreaterThanOrEqual(2 * MB);
      const body = multipartBody({ documentType, context }, { name: `upload.${kind}`, data });
      const { result: res, heldMs } = await longestBlockOf(() =>
        app.inject({
          method: 'POST',
          url: '/api/files/files',
          headers: { ...body.headers, ...bearer(staff) },
          payload: body.payload,
        }),
      );
      expect(res.statusCode).toBe(200);
      expect(heldMs).toBeLessThan(EVENT_LOOP_LIMIT_MS);
    },
  );
});
