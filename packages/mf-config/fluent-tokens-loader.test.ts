// The compact `tokens` module builds exactly the installed @fluentui/tokens object.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { findPackageDir } from './shared.cjs';
import loader, { TOKENS_MODULE } from './fluent-tokens-loader.cjs';

const shell = path.resolve(__dirname, '../../shell');
const components = findPackageDir('@fluentui/react-components', shell)!;
const theme = findPackageDir('@fluentui/react-theme', components)!;
const file = path.join(findPackageDir('@fluentui/tokens', theme)!, 'lib', 'tokens.js');
const source = readFileSync(file, 'utf8');

/** What an ES module `export const tokens = ...` evaluates to. */
const evaluate = (code: string) =>
  new Function(code.replace(/^export const tokens = /m, 'return '))() as Record<string, string>;

it('applies to the installed module', () => {
  expect(TOKENS_MODULE.test(file)).toBe(true);
});

it('builds the same object: keys, order and values', () => {
  const original = evaluate(source);
  const compact = loader(source);
  const built = new Function(`${compact.replace('export const tokens =', 'return')}`)() as Record<
    string,
    string
  >;
  expect(Object.keys(built)).toEqual(Object.keys(original));
  expect(built).toEqual(original);
  expect(Object.keys(original).length).toBeGreaterThan(400);
  expect(original.zIndexPopup).toBe('var(--zIndexPopup, 2000)');
  // What it is for: fewer bytes on every page.
  expect(gzipSync(compact, { level: 9 }).length).toBeLessThan(gzipSync(source, { level: 9 }).length * 0.75);
});

it('refuses a module of another shape', () => {
  expect(() => loader('export const tokens = { a: "red" };')).toThrow(/not a var\(--a\) reference/);
  expect(() => loader('import x from "y";\nexport const tokens = {};')).toThrow(/no longer one/);
});
