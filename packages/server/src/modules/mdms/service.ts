import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const MDMS_DIR = path.resolve(__dirname, '..', '..', '..', 'mdms');

/** Master data served as static JSON. Only files present at start-up are served; names are never joined blindly. */
export class MdmsService {
  private readonly names: Set<string>;

  constructor(private readonly dir = MDMS_DIR) {
    this.names = new Set(readdirSync(dir).filter((f) => f.endsWith('.json')));
  }

  list(): string[] {
    return [...this.names].sort();
  }

  /** The file's text, or undefined for an unknown name. Read per request so edits show without a restart. */
  async read(file: string): Promise<string | undefined> {
    if (!this.names.has(file)) return undefined;
    return readFile(path.join(this.dir, file), 'utf8');
  }
}
