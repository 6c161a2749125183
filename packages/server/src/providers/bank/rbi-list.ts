import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IfscDirectory } from './types';

/** `ifsc/src/<file>`: the package's offline data (its node entry point is not used: it pulls in `request`). */
function readIfscData<T>(file: string): T {
  const dir = path.dirname(require.resolve('ifsc/package.json'));
  return JSON.parse(readFileSync(path.join(dir, 'src', file), 'utf8')) as T;
}

/**
 * The RBI list of IFSC codes as the `ifsc` npm package (Razorpay) ships it, offline:
 * - IFSC.json: bank code -> branch codes (numbers for all-digit branch codes, strings otherwise);
 * - sublet.json / custom-sublets.json: codes (or code prefixes) whose branch belongs to another bank
 *   (co-operative banks served through a sponsor bank's IFSC);
 * - banknames.json: bank code -> bank name.
 * Validation and the bank name follow the package's own rules (`validate`, `bank_name_for` of its Ruby and
 * PHP clients). The lists load once, on first use (about 177,000 codes, a few MB of memory).
 */
export class RbiIfscList implements IfscDirectory {
  private data?: {
    branches: Map<string, Set<string>>;
    sublets: Record<string, string>;
    customSublets: [string, string][];
    names: Record<string, string>;
  };

  private load() {
    if (!this.data) {
      const raw = readIfscData<Record<string, (string | number)[]>>('IFSC.json');
      const branches = new Map<string, Set<string>>();
      for (const [bank, list] of Object.entries(raw)) {
        // Numeric branch codes are kept as numbers ('000001' -> 1): compare them as normalised text.
        branches.set(bank, new Set(list.map((b) => (typeof b === 'number' ? `#${b}` : b))));
      }
      this.data = {
        branches,
        sublets: readIfscData<Record<string, string>>('sublet.json'),
        customSublets: Object.entries(readIfscData<Record<string, string>>('custom-sublets.json')),
        names: readIfscData<Record<string, string>>('banknames.json'),
      };
    }
    return this.data;
  }

  isValid(ifsc: string): boolean {
    const code = ifsc.trim().toUpperCase();
    if (code.length !== 11 || code[4] !== '0') return false;
    const list = this.load().branches.get(code.slice(0, 4));
    if (!list) return false;
    const branch = code.slice(5);
    return list.has(/^\d+$/.test(branch) ? `#${Number.parseInt(branch, 10)}` : branch);
  }

  bankName(ifsc: string): string | null {
    const code = ifsc.trim().toUpperCase();
    if (!this.isValid(code)) return null;
    const { sublets, customSublets, names } = this.load();
    const bankCode =
      sublets[code] ?? customSublets.find(([prefix]) => code.startsWith(prefix))?.[1] ?? code.slice(0, 4);
    return names[bankCode] ?? names[code.slice(0, 4)] ?? null;
  }
}
