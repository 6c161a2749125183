import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { loadConfig } from '../../config';
import { createFileStorage } from '.';
import { LocalFileStorage } from './local';
import { S3FileStorage, s3ClientConfig, type S3StorageConfig } from './s3';

describe('storage configuration', () => {
  it('uses a local folder by default, under DATA_DIR when set', () => {
    expect(loadConfig({}).storage).toEqual({
      kind: 'local',
      dir: expect.stringMatching(/\.data[\\/]files$/),
    });
    expect(loadConfig({ DATA_DIR: '/srv/aif' }).storage).toEqual({
      kind: 'local',
      dir: path.join('/srv/aif', 'files'),
    });
    expect(loadConfig({ FILES_DIR: '/mnt/files' }).storage).toEqual({ kind: 'local', dir: '/mnt/files' });
  });

  it('switches to S3 when S3_BUCKET is set, path-style for a custom endpoint', () => {
    const config = loadConfig({
      S3_BUCKET: 'aif-docs',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: '/prod',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'aif-docs',
      endpoint: 'http://minio.internal:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      prefix: 'prod/',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(createFileStorage(config.storage).kind).toBe('s3');
  });

  it('uses virtual-hosted style and the default credential chain on AWS itself', () => {
    const config = loadConfig({ S3_BUCKET: 'aif-docs', S3_REGION: 'ap-south-1' }).storage as S3StorageConfig;
    expect(config).toMatchObject({
      forcePathStyle: false,
      prefix: '',
      credentials: undefined,
      region: 'ap-south-1',
    });
    expect(s3ClientConfig(config)).toEqual({ region: 'ap-south-1', forcePathStyle: false });
  });

  it('refuses half-set credentials and a bad endpoint', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-key' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});

describe('S3 adapter requests (a fake client; s3-server.test.ts runs it against a real server)', () => {
  const config: S3StorageConfig = {
    kind: 's3',
    bucket: 'aif-docs',
    region: 'us-east-1',
    forcePathStyle: true,
    prefix: 'prod/',
  };

  it('prefixes keys and sends Put/Get with bucket, key and content type', async () => {
    const sent: unknown[] = [];
    const client = {
      send: async (cmd: unknown) => {
        sent.push(cmd);
        return cmd instanceof GetObjectCommand ? { Body: Readable.from([Buffer.from('bytes')]) } : {};
      },
    };
    const storage = new S3FileStorage(config, client as never);
    await storage.put('uploads/2025/01/abc', Buffer.from('bytes'), 'application/pdf');
    expect(sent[0]).toBeInstanceOf(PutObjectCommand);
    expect((sent[0] as PutObjectCommand).input).toMatchObject({
      Bucket: 'aif-docs',
      Key: 'prod/uploads/2025/01/abc',
      ContentType: 'application/pdf',
    });
    expect(await text(await storage.get('uploads/2025/01/abc'))).toBe('bytes');
    expect((sent[1] as GetObjectCommand).input).toEqual({
      Bucket: 'aif-docs',
      Key: 'prod/uploads/2025/01/abc',
    });
  });

  it('refuses keys that could escape the prefix', () => {
    const storage = new S3FileStorage(config, { send: async () => ({}) } as never);
    expect(() => storage.objectKey('../other/file')).toThrow();
    expect(() => storage.objectKey('/abs')).toThrow();
  });
});

describe('local adapter', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aif-storage-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes, reads and removes files inside its folder only', async () => {
    const storage = new LocalFileStorage(dir);
    await storage.put('uploads/a/b', Buffer.from('hello'));
    expect(readFileSync(path.join(dir, 'uploads', 'a', 'b'), 'utf8')).toBe('hello');
    expect(await text(await storage.get('uploads/a/b'))).toBe('hello');
    await storage.remove('uploads/a/b');
    await expect(storage.get('uploads/a/b')).rejects.toThrow();
    expect(() => storage.pathFor('../escape')).toThrow();
  });
});
