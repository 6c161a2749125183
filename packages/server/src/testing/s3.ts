import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from '@20minutes/s3rver';
import type { S3StorageConfig } from '../providers/storage/s3';

/** The only key pair the test server accepts: requests signed with anything else are refused. */
export const TEST_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The storage configuration an API instance would read from S3_* (path style, the test keys). */
  storage(prefix?: string): S3StorageConfig;
  /** A client of the bucket, to look at what the API stored (one, shared; see closeClient). */
  client(): S3Client;
  /** Closes that client and its connections (before counting an instance's own connections). */
  closeClient(): void;
  /** Open TCP connections to the server (an API instance that closed must leave none). */
  connections(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) on a random loopback port, keeping its objects in a temporary folder,
 * with one bucket. `stop()` closes it, its connections and the folder, so jest can exit.
 */
export async function startTestS3Server(bucket = 'aif-test'): Promise<TestS3Server> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aif-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  let inspector: S3Client | undefined;
  const storage = (prefix = ''): S3StorageConfig => ({
    kind: 's3',
    bucket,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    prefix,
    credentials: { ...TEST_S3_CREDENTIALS },
  });
  return {
    endpoint,
    bucket,
    storage,
    client: () =>
      (inspector ??= new S3Client({
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        credentials: { ...TEST_S3_CREDENTIALS },
      })),
    closeClient: () => {
      inspector?.destroy();
      inspector = undefined;
    },
    connections: () =>
      new Promise((resolve, reject) =>
        server.httpServer!.getConnections((err, n) => (err ? reject(err) : resolve(n))),
      ),
    stop: async () => {
      inspector?.destroy();
      // Idle keep-alive sockets would hold close() open until they time out.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
