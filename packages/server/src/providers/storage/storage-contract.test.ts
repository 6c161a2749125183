import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { startTestS3Server, type TestS3Server } from '../../testing/s3';
import { LocalFileStorage } from './local';
import { S3FileStorage } from './s3';
import { StoredObjectMissingError, type FileStorage } from './types';

/**
 * What every FileStorage promises, checked on both adapters: the local folder and S3 (against a real
 * S3-compatible server). The modules rely on these, whichever storage an installation configures.
 */
let s3: TestS3Server;
let dir: string;
const opened: FileStorage[] = [];
beforeAll(async () => {
  s3 = await startTestS3Server();
  dir = mkdtempSync(path.join(os.tmpdir(), 'aif-storage-contract-'));
});
afterAll(async () => {
  for (const s of opened) await s.close();
  await s3.stop();
  rmSync(dir, { recursive: true, force: true });
});

const adapters: [string, () => FileStorage][] = [
  ['local folder', () => new LocalFileStorage(dir)],
  ['S3', () => new S3FileStorage(s3.storage('contract/'))],
];

describe.each(adapters)('%s storage', (_name, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
    opened.push(storage);
  });

  it('reads back exactly the bytes written', async () => {
    const data = Buffer.from([0, 1, 2, 255, 254, 10, 13, 0x25, 0x50, 0x44, 0x46]);
    await storage.put('uploads/2025/01/bytes', data, 'application/octet-stream');
    expect((await buffer(await storage.get('uploads/2025/01/bytes'))).equals(data)).toBe(true);
  });

  it('replaces what is at a key when written again (a retried write, such as the signed PDF after a crash)', async () => {
    await storage.put('esign/a/d/signed.pdf', Buffer.from('first attempt'), 'application/pdf');
    await storage.put('esign/a/d/signed.pdf', Buffer.from('second attempt'), 'application/pdf');
    expect((await buffer(await storage.get('esign/a/d/signed.pdf'))).toString()).toBe('second attempt');
  });

  it('rejects a read of a key never written, and of a removed one, as missing; removing twice is no error', async () => {
    await expect(storage.get('uploads/none/here')).rejects.toBeInstanceOf(StoredObjectMissingError);
    await storage.put('uploads/2025/01/gone', Buffer.from('x'), 'text/plain');
    await storage.remove('uploads/2025/01/gone');
    await expect(storage.get('uploads/2025/01/gone')).rejects.toBeInstanceOf(StoredObjectMissingError);
    await expect(storage.remove('uploads/2025/01/gone')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its folder or prefix', async () => {
    for (const key of ['../escape', '/absolute', 'a//b', 'a/../../b', ''])
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('invalid storage key');
  });
});
