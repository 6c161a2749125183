import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  MDMS_FILES,
  countriesMasterSchema,
  fatcaDataSchema,
  jointHolderRelationsSchema,
  physicalSigningDocumentsSchema,
  registeredBrokerListSchema,
  requiredDocumentMasterSchema,
  uboTypeMasterSchema,
  type MdmsFile,
} from '@aif/contracts';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { createTestApp, removeTempDirs } from '../../testing/app';
import { MdmsService } from './service';

let db: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db);
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const SCHEMAS: Record<MdmsFile, z.ZodType> = {
  'default-countries': countriesMasterSchema,
  required_document_master: requiredDocumentMasterSchema,
  physical_sigining_documents: physicalSigningDocumentsSchema,
  registered_broker_list: registeredBrokerListSchema,
  uboTypeMaster: uboTypeMasterSchema,
  fatca_data: fatcaDataSchema,
  jointholder_relations_master: jointHolderRelationsSchema,
};

describe('master data', () => {
  it.each(MDMS_FILES)('serves %s.json publicly, matching its contracts schema', async (name) => {
    const res = await app.inject({ url: `/mdms/${name}.json` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const parsed = SCHEMAS[name].safeParse(res.json());
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('lists the real countries: India with +91 and Indian', async () => {
    const countries = (await app.inject({ url: '/mdms/default-countries.json' })).json() as z.infer<
      typeof countriesMasterSchema
    >;
    expect(countries.length).toBeGreaterThan(240);
    expect(countries.find((c) => c.name === 'India')).toMatchObject({
      callingCode: '+91',
      nationality: 'Indian',
      iso2: 'IN',
    });
    expect(countries.find((c) => c.iso2 === 'US')).toMatchObject({
      callingCode: '+1',
      nationality: 'American',
    });
    expect(countries.find((c) => c.iso2 === 'GB')).toMatchObject({ callingCode: '+44' });
  });

  it.each(['nothing.json', 'default-countries', '..%2Fpackage.json', 'README.md'])(
    'answers 404 { message } for %s',
    async (name) => {
      const res = await app.inject({ url: `/mdms/${name}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not Found' });
    },
  );
});

describe('a parsed master', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mdms-'));
  writeFileSync(path.join(dir, 'types.json'), JSON.stringify([{ code: 'A' }]));
  const service = new MdmsService(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is parsed once while the file stays the same, and again once it is edited, without a restart', async () => {
    const parse = jest.fn((value: unknown) => value as { code: string }[]);
    const first = await service.readParsed('types.json', parse);
    expect(await service.readParsed('types.json', parse)).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);

    writeFileSync(path.join(dir, 'types.json'), JSON.stringify([{ code: 'A' }, { code: 'B' }]));
    // A later modification time even on a file system that keeps whole seconds.
    utimesSync(path.join(dir, 'types.json'), new Date(), new Date(Date.now() + 5000));
    expect(await service.readParsed('types.json', parse)).toEqual([{ code: 'A' }, { code: 'B' }]);
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('is shared by every request, so it cannot be changed', async () => {
    const master = await service.readParsed('types.json', (v) => v as { code: string }[]);
    expect(() => master!.push({ code: 'C' })).toThrow(TypeError);
    expect(() => {
      master![0]!.code = 'Z';
    }).toThrow(TypeError);
  });

  it('is an error for a file that was not there at start-up', async () => {
    await expect(service.readParsed('../package.json', (v) => v)).rejects.toThrow(
      'mdms/../package.json is missing',
    );
  });
});
