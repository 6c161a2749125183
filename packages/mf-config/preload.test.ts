// The shell's index.html preloads its start-up chunks: on a small Module Federation host, the page lists
// bootstrap's chunk and the chunk the host's shared module is provided from, beside main.js, and no lazily
// imported chunk.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { EntryPreloadPlugin } from './preload.cjs';
import { SHARED_DEP, runBuild, tempProject } from './test-build';

const { dir, put, remove } = tempProject('aif-preload-');
put('src/index.js', "import('./bootstrap');\n");
put(
  'src/bootstrap.js',
  "import dep from 'shared-dep';\nconsole.log('BOOTSTRAP-MODULE', dep);\nimport('./lazy').then((m) => console.log(m.default));\n",
);
put('src/dep.js', "export default 'SHARED-MODULE';\n");
put('src/lazy.js', "export default 'LAZY-MODULE';\n");
const out = path.join(dir, 'dist');

afterAll(remove);

async function build() {
  const compilation = await runBuild(dir, out, [
    new ModuleFederationPlugin({
      name: 'host',
      remotes: {},
      shared: SHARED_DEP,
      dts: false,
    }),
    new HtmlWebpackPlugin({ templateContent: '<html><head></head><body></body></html>', publicPath: '/' }),
    new EntryPreloadPlugin({ entry: 'main', publicPath: '/' }),
  ]);
  return compilation.errors.map((e) => e.message);
}

it('preloads the start-up chunks as written, beside main.js, and no lazy chunk', async () => {
  expect(await build()).toEqual([]);
  const html = readFileSync(path.join(out, 'index.html'), 'utf8');
  const preloaded = [...html.matchAll(/<link rel="preload" as="script" href="\/([^"]+)"/g)].map((m) => m[1]!);
  const chunkWith = (marker: string) =>
    readdirSync(out).filter(
      (f) => f.endsWith('.js') && readFileSync(path.join(out, f), 'utf8').includes(marker),
    );

  expect(preloaded.length).toBeGreaterThan(0);
  // The hrefs are the files as written (after content hashing).
  for (const f of preloaded) expect(readdirSync(out)).toContain(f);
  expect(preloaded).not.toContain('main.js');
  expect(preloaded).toEqual(expect.arrayContaining(chunkWith("'BOOTSTRAP-MODULE'")));
  // The shared module as the host provides it (the chunk its share-scope registration loads).
  const main = readFileSync(path.join(out, 'main.js'), 'utf8');
  const providedId = /register\("shared-dep", "1\.0\.0", \(\) => \(__webpack_require__\.e\((\d+)\)/.exec(
    main,
  )?.[1];
  expect(providedId).toBeDefined();
  expect(preloaded.filter((f) => f.startsWith(`${providedId}.`))).toHaveLength(1);
  for (const lazy of chunkWith("'LAZY-MODULE'")) expect(preloaded).not.toContain(lazy);
  expect(html).toContain('<script defer="defer" src="/main.js"></script>');
}, 60_000);
