import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, type FileStorage } from './types';

/** Files in a local folder (default `<repo>/.data/files`). One machine only: use S3 for several instances. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  constructor(private readonly dir: string) {}

  pathFor(key: string): string {
    assertSafeKey(key);
    return path.join(this.dir, ...key.split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.pathFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body, { flag: 'wx' });
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathFor(key);
    await stat(file);
    return createReadStream(file);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathFor(key), { force: true });
  }

  async close(): Promise<void> {
    // Nothing held open between calls.
  }
}
