import { createReadStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, StoredObjectMissingError, type FileStorage } from './types';

/** Files in a local folder (default `<repo>/.data/files`). One machine only: use S3 for several instances. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  constructor(private readonly dir: string) {}

  pathFor(key: string): string {
    assertSafeKey(key);
    return path.join(this.dir, ...key.split('/'));
  }

  /**
   * Written beside the file, then renamed over it: a reader never sees half a file, and a retried write
   * of the same key replaces it, as S3 does (the signed PDF's key is written again after an interruption).
   */
  async put(key: string, body: Buffer): Promise<void> {
    const file = this.pathFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomUUID()}.partial`;
    try {
      await writeFile(partial, body, { flag: 'wx' });
      await rename(partial, file);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathFor(key);
    try {
      await stat(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredObjectMissingError(key);
      throw err;
    }
    return createReadStream(file);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathFor(key), { force: true });
  }

  async close(): Promise<void> {
    // Nothing held open between calls.
  }
}
