import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { startTestS3Server, type TestS3Server } from '../../testing/s3';
import { S3FileStorage } from './s3';

/** The S3 adapter against a real S3-compatible server (s3rver over HTTP, path-style, signed requests). */
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(async () => {
  await s3.stop();
});

/** Connections close asynchronously on the server's side. */
async function connectionsSettle(): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const n = await s3.connections();
    if (n === 0) return 0;
    await new Promise((r) => setTimeout(r, 20));
  }
  return s3.connections();
}

describe('S3 adapter against an S3-compatible server', () => {
  it('stores the bytes under the prefix with their content type and streams them back unchanged', async () => {
    const storage = new S3FileStorage(s3.storage('prod/'));
    // The largest upload any rule allows (5 MB), random so that any re-encoding would show.
    const data = randomBytes(5 * 1024 * 1024);
    try {
      await storage.put('uploads/2025/01/a1', data, 'application/pdf');
      const head = await s3
        .client()
        .send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'prod/uploads/2025/01/a1' }));
      expect(head.ContentLength).toBe(data.length);
      expect(head.ContentType).toBe('application/pdf');
      // Nothing at the key without its prefix.
      await expect(
        s3.client().send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'uploads/2025/01/a1' })),
      ).rejects.toMatchObject({ name: 'NotFound' });

      const back = await buffer(await storage.get('uploads/2025/01/a1'));
      expect(back.length).toBe(data.length);
      expect(back.equals(data)).toBe(true);
    } finally {
      await storage.close();
    }
  });

  it('deletes an object (a second delete is not an error) and rejects a read of a missing one', async () => {
    const storage = new S3FileStorage(s3.storage());
    try {
      await storage.put('esign/x/y/signed.pdf', Buffer.from('%PDF-1.7 test'), 'application/pdf');
      expect((await buffer(await storage.get('esign/x/y/signed.pdf'))).toString()).toBe('%PDF-1.7 test');
      await storage.remove('esign/x/y/signed.pdf');
      await expect(storage.get('esign/x/y/signed.pdf')).rejects.toMatchObject({
        name: 'StoredObjectMissingError',
      });
      await expect(storage.remove('esign/x/y/signed.pdf')).resolves.toBeUndefined();
      await expect(storage.get('uploads/never/stored')).rejects.toMatchObject({
        name: 'StoredObjectMissingError',
      });
    } finally {
      await storage.close();
    }
  });

  it('signs its requests: a wrong secret key is refused by the server, nothing is stored', async () => {
    const storage = new S3FileStorage({
      ...s3.storage('wrong/'),
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret' },
    });
    try {
      await expect(storage.put('uploads/a', Buffer.from('x'), 'text/plain')).rejects.toMatchObject({
        name: 'SignatureDoesNotMatch',
      });
      await expect(
        s3.client().send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'wrong/uploads/a' })),
      ).rejects.toMatchObject({ name: 'NotFound' });
    } finally {
      await storage.close();
    }
  });

  it('releases its connections on close, so a stopped instance leaves none open', async () => {
    s3.closeClient();
    expect(await connectionsSettle()).toBe(0);
    const storage = new S3FileStorage(s3.storage('close/'));
    await storage.put('uploads/c', Buffer.from('c'), 'text/plain');
    await buffer(await storage.get('uploads/c'));
    expect(await s3.connections()).toBeGreaterThan(0); // kept alive for the next request
    await storage.close();
    expect(await connectionsSettle()).toBe(0);
  });
});
