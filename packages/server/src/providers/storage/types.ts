import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are relative, '/'-separated, chosen by the server (never by a user).
 * Both adapters keep the same promises (storage-contract.test.ts).
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes at the key whole, replacing what was there. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** A stream of the stored bytes; rejects with `StoredObjectMissingError` when the object is missing. */
  get(key: string): Promise<Readable>;
  /** Deletes the object; no error when it is already gone. */
  remove(key: string): Promise<void>;
  /** Releases what the storage holds open (the S3 client's connections); called when the app closes. */
  close(): Promise<void>;
}

/**
 * The object a record points at is not in the storage (removed by hand, a bucket restored from an older
 * copy). Both adapters throw this, so callers and the error handler can tell it from an outage.
 */
export class StoredObjectMissingError extends Error {
  constructor(readonly key: string) {
    super(`stored object missing: ${key}`);
    this.name = 'StoredObjectMissingError';
  }
}

export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error('invalid storage key');
  }
}
