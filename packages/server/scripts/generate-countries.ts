/**
 * Regenerates mdms/default-countries.json from the `world-countries` dataset (a devDependency):
 *   pnpm --filter @aif/server exec tsx scripts/generate-countries.ts && pnpm exec prettier --write packages/server/mdms
 * The output is committed; the server never reads the dataset at run time.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import countries from 'world-countries';

interface Entry {
  name: string;
  nationality: string;
  callingCode: string;
  iso2: string;
  iso3: string;
}

/**
 * The dataset splits a calling code into a root and suffixes. One suffix completes the code (+9 and 1
 * make +91). Many suffixes are area codes of a shared plan (+1 201, +1 202, ... for the USA; +7 for
 * Russia and Kazakhstan): the root alone is the country's calling code then.
 */
function callingCode(idd: { root?: string; suffixes?: string[] }): string {
  if (!idd.root) return '';
  const suffixes = idd.suffixes ?? [];
  return suffixes.length === 1 ? `${idd.root}${suffixes[0]}` : idd.root;
}

const entries: Entry[] = countries
  .map((c) => ({
    name: c.name.common,
    // Bouvet Island (uninhabited) has no demonym in the dataset: its name stands in.
    nationality: c.demonyms?.eng?.m || c.name.common,
    callingCode: callingCode(c.idd),
    iso2: c.cca2,
    iso3: c.cca3,
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const out = path.resolve(__dirname, '..', 'mdms', 'default-countries.json');
writeFileSync(out, `${JSON.stringify(entries, null, 2)}\n`);
console.log(`wrote ${entries.length} countries to ${out}`);
