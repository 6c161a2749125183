import { readdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export const MDMS_DIR = path.resolve(__dirname, '..', '..', '..', 'mdms');

/** Master data served as static JSON. Only files present at start-up are served; names are never joined blindly. */
export class MdmsService {
  private readonly names: Set<string>;
  /** Parsed masters with the file's size and modification time when read (readParsed). */
  private readonly parsed = new Map<
    string,
    { stamp: string; parse: (value: unknown) => unknown; value: unknown }
  >();

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

  /**
   * The master the API itself reads (not served by name), parsed as JSON and checked by `parse`; a
   * master missing from mdms/ is a deployment error, so it throws. Kept while the
   * file's size and modification time stay the same: a save that needs a master (the document step
   * reads the document master twice) costs a stat, not a read, a JSON parse and a schema check, and an
   * edited file still shows at the next request without a restart. The value is frozen: it is shared by
   * every request, and a caller that changed it would change it for the others.
   */
  async readParsed<T>(file: string, parse: (value: unknown) => T): Promise<T> {
    if (!this.names.has(file)) throw new Error(`mdms/${file} is missing`);
    const full = path.join(this.dir, file);
    const info = await stat(full);
    const stamp = `${info.size}:${info.mtimeMs}`;
    const cached = this.parsed.get(file);
    if (cached && cached.stamp === stamp && cached.parse === parse) return cached.value as T;
    const value = deepFreeze(parse(JSON.parse(await readFile(full, 'utf8'))));
    this.parsed.set(file, { stamp, parse, value });
    return value;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
