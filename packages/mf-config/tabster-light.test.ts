// The Fluent packages sent to react-tabster-light.mjs use only what it exports (checked against the
// installed packages, so a Fluent upgrade that imports more fails here, not in the browser), and the
// plugin sends only them there.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import {
  TABSTER_LIGHT_ISSUERS,
  TABSTER_LIGHT_MODULE,
  findPackageDir,
  lightTabsterPlugin,
  reactTabsterDir,
} from './shared.cjs';

const shell = path.resolve(__dirname, '../../shell');
const components = findPackageDir('@fluentui/react-components', shell)!;
const light = readFileSync(TABSTER_LIGHT_MODULE, 'utf8');
const lightExports = [...light.matchAll(/export \{ (\w+) \} from '([^']+)'/g)];

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? jsFiles(path.join(dir, e.name))
      : e.name.endsWith('.js')
        ? [path.join(dir, e.name)]
        : [],
  );
}

it('re-exports files of the installed react-tabster', () => {
  const lib = path.join(reactTabsterDir(shell)!, 'lib');
  expect(lightExports.length).toBeGreaterThan(0);
  for (const [, name, request] of lightExports) {
    const file = path.join(lib, request!.replace(/^aif-react-tabster-lib\//, ''));
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`export (const|function) ${name}\\b`));
  }
});

it.each(TABSTER_LIGHT_ISSUERS)(
  '%s imports from react-tabster only what the light module exports',
  (issuer) => {
    const exported = new Set(lightExports.map((m) => m[1]));
    const imported = new Set<string>();
    for (const file of jsFiles(path.join(findPackageDir(issuer, components)!, 'lib'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/import \{([^}]*)\} from "@fluentui\/react-tabster"/g))
        for (const spec of m[1]!.split(',')) imported.add(spec.trim().split(/\s+as\s+/)[0]!);
      // Anything else (a namespace import, a re-export) would not be seen above.
      expect(text).not.toMatch(/(import \*|export [^;]*) from "@fluentui\/react-tabster"/);
    }
    imported.delete('');
    expect(imported.size).toBeGreaterThan(0);
    expect([...imported].filter((name) => !exported.has(name))).toEqual([]);
  },
);

it('sends only those packages to the light module', () => {
  const plugin = lightTabsterPlugin(webpack) as unknown as { newResource: (d: object) => void };
  const request = (context: string) => {
    const data = { context, request: '@fluentui/react-tabster' };
    plugin.newResource(data);
    return data.request;
  };
  const pnpm = '/repo/node_modules/.pnpm/x/node_modules';
  expect(request(`${pnpm}/@fluentui/react-provider/lib/components/FluentProvider`)).toBe(
    TABSTER_LIGHT_MODULE,
  );
  expect(request(`${pnpm}/@fluentui/react-dialog/lib/components/Dialog`)).toBe('@fluentui/react-tabster');
  expect(request('/repo/packages/ui-kit/src')).toBe('@fluentui/react-tabster');
});
