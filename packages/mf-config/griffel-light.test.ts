// The shared Griffel modules (griffel-react-light.mjs, griffel-core-light.mjs) carry no style compiler,
// and export every name the installed Fluent packages use from Griffel at run time (checked against the
// installed packages, so a Fluent or Griffel upgrade that needs more fails here, not in the browser).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { GRIFFEL_LIGHT_MODULES, findPackageDir, griffelDirs } from './shared.cjs';
import { uncompiledGriffelCalls } from './griffel.cjs';

const shell = path.resolve(__dirname, '../../shell');
const griffel = griffelDirs(shell)!;
const ALIASES: Record<string, string> = {
  'aif-griffel-react-src': path.join(griffel.react, 'src'),
  'aif-griffel-core-src': path.join(griffel.core, 'src'),
};
const LIGHT_CORE = GRIFFEL_LIGHT_MODULES['@griffel/core']!;
const LIGHT_REACT = GRIFFEL_LIGHT_MODULES['@griffel/react']!;

/** A request of a light module or of a file it reaches, as a file (undefined: a package). */
function resolveRequest(request: string, from: string): string | undefined {
  const alias = Object.keys(ALIASES).find((a) => request.startsWith(`${a}/`));
  if (alias) return path.join(ALIASES[alias]!, request.slice(alias.length + 1));
  if (request.startsWith('.')) return path.resolve(path.dirname(from), request);
  return undefined;
}

const importsOf = (text: string) =>
  [...text.matchAll(/(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);

/** Every file a light module brings into the shared module, and the packages those import. */
function closure(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const request of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolveRequest(request, file);
      if (target) visit(target);
      else packages.add(request);
    }
  };
  visit(entry);
  return { files, packages };
}

/** The names a module exports (its `export *` followed). */
function exportsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const m of text.matchAll(/export\s*\{([^}]*)\}/g))
    for (const spec of m[1]!.split(',')) {
      const name = spec
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  for (const m of text.matchAll(/export (?:const|function|let|class) (\w+)/g)) names.add(m[1]!);
  for (const m of text.matchAll(/export \* from ['"]([^'"]+)['"]/g))
    for (const name of exportsOf(resolveRequest(m[1]!, file)!)) names.add(name);
  return names;
}

it.each([
  ['@griffel/core', LIGHT_CORE],
  ['@griffel/react', LIGHT_REACT],
])('the shared %s has no style compiler', (_name, entry) => {
  const { files, packages } = closure(entry);
  for (const file of files) expect(existsSync(file)).toBe(true);
  const relative = [...files].map((f) => path.relative(path.dirname(griffel.core), f));
  expect(
    relative.filter((f) => /runtime\/(resolve|compile)|makeStyles|makeResetStyles|stylis/.test(f)),
  ).toEqual([]);
  // React, the shared core (from @griffel/react's files) and the hash mergeClasses uses; not stylis or
  // rtl-css-js.
  expect(
    [...packages].filter(
      (p) => !['react', 'react/jsx-runtime', '@griffel/core', '@emotion/hash'].includes(p),
    ),
  ).toEqual([]);
});

it('the light modules export what the full ones do', () => {
  const full = (dir: string) => exportsOf(path.join(dir, 'src', 'index.js'));
  expect([...full(griffel.core)].filter((n) => !exportsOf(LIGHT_CORE).has(n))).toEqual([]);
  expect([...full(griffel.react)].filter((n) => !exportsOf(LIGHT_REACT).has(n))).toEqual([]);
});

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? jsFiles(path.join(dir, e.name))
      : e.name.endsWith('.js') && !e.name.endsWith('.raw.js')
        ? [path.join(dir, e.name)]
        : [],
  );
}

it('Fluent calls no runtime compiler: what its packages use from Griffel is in the light modules', () => {
  const components = findPackageDir('@fluentui/react-components', shell)!;
  const fluent = path.dirname(components);
  const light = { '@griffel/core': exportsOf(LIGHT_CORE), '@griffel/react': exportsOf(LIGHT_REACT) };
  const compilers = new Set(['makeStyles', 'makeResetStyles', 'makeStaticStyles']);
  const used = new Set<string>();
  const problems: string[] = [];
  for (const pkg of readdirSync(fluent)) {
    const lib = path.join(findPackageDir(`@fluentui/${pkg}`, components) ?? path.join(fluent, pkg), 'lib');
    if (!existsSync(lib)) continue;
    for (const file of jsFiles(lib)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/import \{([^}]*)\} from "(@griffel\/(?:react|core))"/g)) {
        const body = text.slice(m.index! + m[0].length).replace(/\/\*[\s\S]*?\*\/|\/\/.*/g, '');
        for (const spec of m[1]!.split(',')) {
          const [name, local = name] = spec.trim().split(/\s+as\s+/);
          if (!name || !new RegExp(`\\b${local}\\b`).test(body)) continue; // imported, never used
          used.add(name);
          const where = `${pkg}/${path.relative(lib, file)}: ${name}`;
          if (compilers.has(name)) problems.push(`${where} (runtime compiler)`);
          else if (!light[m[2] as keyof typeof light].has(name)) problems.push(`${where} (not exported)`);
        }
      }
    }
  }
  expect(used.has('__styles')).toBe(true);
  expect(problems).toEqual([]);
});

describe('uncompiledGriffelCalls (the build fails on a makeStyles left for the browser)', () => {
  class HarmonyImportSpecifierDependency {
    constructor(
      public request: string,
      public ids: string[],
    ) {}
  }
  const moduleWith = (...deps: [string, string][]) => ({
    dependencies: deps.map(([request, name]) => new HarmonyImportSpecifierDependency(request, [name])),
  });

  it('finds makeStyles, makeResetStyles and makeStaticStyles from Griffel or Fluent', () => {
    expect(
      uncompiledGriffelCalls(
        moduleWith(
          ['@fluentui/react-components', 'makeStyles'],
          ['@griffel/react', 'makeResetStyles'],
          ['@griffel/core', 'makeStaticStyles'],
        ),
      ),
    ).toEqual([
      '@fluentui/react-components#makeStyles',
      '@griffel/react#makeResetStyles',
      '@griffel/core#makeStaticStyles',
    ]);
  });

  it('leaves compiled styles and other imports alone', () => {
    expect(
      uncompiledGriffelCalls(
        moduleWith(
          ['@fluentui/react-components', '__styles'],
          ['@griffel/react', 'mergeClasses'],
          ['./styles', 'makeStyles'],
        ),
      ),
    ).toEqual([]);
  });
});
