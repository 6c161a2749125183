// A remote's build lists each page's files: on a small Module Federation remote, a page lists the exposed
// App's chunks and its own named chunks (the page and its extra part), and no other page's chunk, no
// unnamed lazy chunk and no fallback copy of a shared module (the shell provides it).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { PAGE_FILES, PageFilesPlugin } from './page-files.cjs';
import { SHARED_DEP, runBuild, tempProject } from './test-build';

const { dir, put, remove } = tempProject('aif-page-files-');
put('src/index.js', '');
put(
  'src/App.js',
  [
    "import dep from 'shared-dep';",
    "console.log('APP-MODULE', dep);",
    'export const report = () => import(/* webpackChunkName: "page-reports" */ \'./reports\');',
    'export const audit = () => import(/* webpackChunkName: "page-audit-trail" */ \'./audit\');',
    'export const step = () => import(/* webpackChunkName: "page-reports~Monthly-step" */ \'./step\');',
    '',
  ].join('\n'),
);
put(
  'src/reports.js',
  [
    "import dep from 'shared-dep';",
    "console.log('REPORTS-MODULE', dep);",
    'export const chart = () => import(/* webpackChunkName: "page-reports.chart" */ \'./chart\');',
    "export const dialog = () => import('./dialog');",
    '',
  ].join('\n'),
);
put('src/chart.js', "export default 'CHART-MODULE';\n");
put('src/dialog.js', "export default 'DIALOG-MODULE';\n");
put('src/audit.js', "export default 'AUDIT-MODULE';\n");
put('src/step.js', "export default 'STEP-MODULE';\n");
put('src/dep.js', "export default 'SHARED-MODULE';\n");
const out = path.join(dir, 'dist');

afterAll(remove);

async function build() {
  const compilation = await runBuild(dir, out, [
    new ModuleFederationPlugin({
      name: 'remote',
      filename: 'remoteEntry.js',
      exposes: { './App': './src/App.js' },
      shared: SHARED_DEP,
      dts: false,
    }),
    new PageFilesPlugin(),
  ]);
  return compilation.errors.map((e) => e.message);
}

it("lists each named page's files with the exposed App's, and nothing the page does not load", async () => {
  expect(await build()).toEqual([]);
  const pages = JSON.parse(readFileSync(path.join(out, PAGE_FILES), 'utf8')) as Record<string, string[]>;
  const chunkWith = (marker: string) =>
    readdirSync(out).filter(
      (f) => f.endsWith('.js') && readFileSync(path.join(out, f), 'utf8').includes(marker),
    );
  const only = (marker: string) => {
    const files = chunkWith(marker);
    expect(files).toHaveLength(1);
    return files[0]!;
  };

  // `~` in a chunk's name is `/` in the page's path (a wizard step's).
  expect(Object.keys(pages)).toEqual(['/audit-trail', '/reports', '/reports/Monthly-step']);
  // The files as written (after content hashing).
  for (const f of Object.values(pages).flat()) expect(readdirSync(out)).toContain(f);
  const app = only("'APP-MODULE'");
  expect(pages['/reports']).toEqual(
    expect.arrayContaining([app, only("'REPORTS-MODULE'"), only("'CHART-MODULE'")]),
  );
  expect(pages['/audit-trail']).toEqual(expect.arrayContaining([app, only("'AUDIT-MODULE'")]));
  expect(pages['/reports/Monthly-step']).toEqual(expect.arrayContaining([app, only("'STEP-MODULE'")]));
  expect(pages['/reports']).not.toContain(only("'STEP-MODULE'"));
  expect(pages['/audit-trail']).not.toContain(only("'REPORTS-MODULE'"));
  expect(pages['/reports']).not.toContain(only("'AUDIT-MODULE'"));
  // An unnamed lazy chunk (a dialog) loads when it opens, not with the page.
  expect(pages['/reports']).not.toContain(only("'DIALOG-MODULE'"));
  // The shared module's own copy (the shell provides it) and the entry itself are not listed.
  for (const f of chunkWith("'SHARED-MODULE'")) expect(Object.values(pages).flat()).not.toContain(f);
  expect(Object.values(pages).flat()).not.toContain('remoteEntry.js');
}, 60_000);
