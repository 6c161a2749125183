import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { StorageConfig } from '../../config';
import { assertSafeKey, StoredObjectMissingError, type FileStorage } from './types';

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

/** The S3 client settings for a configuration (kept apart so they can be tested without a server). */
export function s3ClientConfig(config: S3StorageConfig): S3ClientConfig {
  return {
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
  };
}

/** Any S3-compatible object store (AWS S3, MinIO, Ceph, R2): shared by every API instance. */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: Pick<S3Client, 'send'>;
  /** The client this storage created (and so closes); a client passed in belongs to the caller. */
  private readonly ownClient?: S3Client;

  constructor(
    private readonly config: S3StorageConfig,
    client?: Pick<S3Client, 'send'>,
  ) {
    if (!client) this.ownClient = new S3Client(s3ClientConfig(config));
    this.client = client ?? this.ownClient!;
  }

  objectKey(key: string): string {
    assertSafeKey(key);
    return `${this.config.prefix}${key}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<Readable> {
    const out = await this.client
      .send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }))
      .catch((err: { name?: string; $metadata?: { httpStatusCode?: number } }) => {
        if (err.name === 'NoSuchKey' || err.$metadata?.httpStatusCode === 404) {
          throw new StoredObjectMissingError(key);
        }
        throw err;
      });
    if (!out.Body) throw new Error('empty object');
    return out.Body instanceof Readable ? out.Body : Readable.from(out.Body as AsyncIterable<Uint8Array>);
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
  }

  /** Closes the kept-alive connections, so a stopping instance leaves none open on the object store. */
  async close(): Promise<void> {
    this.ownClient?.destroy();
  }
}
