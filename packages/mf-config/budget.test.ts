// The bundle budget on a small Module Federation build: what is counted, and a build over its budget fails
// with the app, the size and the budget in the message.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { EntryBudgetPlugin, budgetError } from './budget.cjs';
import { SHARED_DEP, runBuild, tempProject } from './test-build';

interface Report {
  app: string;
  gzipBytes: number;
  budgetKb: number;
  files: string[];
}

const { dir, put, remove } = tempProject('aif-budget-');
/** A module exporting `kb` KB of hardly compressible text, with a marker to find its chunk by. */
const heavy = (marker: string, kb: number) =>
  `export default ${JSON.stringify(marker + randomBytes(kb * 512).toString('hex'))};\n`;
put('src/index.js', "import('./bootstrap');\n");
put(
  'src/bootstrap.js',
  "import page from './page';\nimport dep from 'shared-dep';\nconsole.log(page, dep);\nimport('./lazy').then((m) => console.log(m.default));\n",
);
put('src/page.js', heavy('PAGE-MODULE', 40));
put('src/dep.js', heavy('SHARED-MODULE', 30));
put('src/lazy.js', heavy('LAZY-MODULE', 80));
put('src/App.js', "import page from './page';\nexport default page;\n");

afterAll(remove);

async function build(options: { isHost: boolean; budgetKb: number }) {
  const reports: Report[] = [];
  const name = options.isHost ? 'host' : 'remote';
  const out = path.join(dir, `dist-${name}-${options.budgetKb}`);
  const compilation = await runBuild(dir, out, [
    new ModuleFederationPlugin({
      name,
      ...(options.isHost
        ? { remotes: {} }
        : { filename: 'remoteEntry.js', exposes: { './App': './src/App.js' } }),
      shared: SHARED_DEP,
      dts: false,
    }),
    new EntryBudgetPlugin({
      app: name,
      entry: options.isHost ? 'main' : name,
      budgetKb: options.budgetKb,
      countShared: options.isHost,
      report: (r: Report) => reports.push(r),
    }),
  ]);
  const report = reports[0]!;
  const errors = compilation.errors.map((e) => e.message);
  // The counted files as written (a build with errors writes nothing).
  const counted = errors.length
    ? ''
    : report.files.map((f) => readFileSync(path.join(out, f), 'utf8')).join('\n');
  return { errors, report, counted };
}

const gzipped = (out: string, files: string[]) =>
  files.reduce((n, f) => n + gzipSync(readFileSync(path.join(out, f)), { level: 9 }).length, 0);

describe('entry bundle budget', () => {
  it('counts the host entry, its bootstrap and the shared modules it provides, not lazy imports', async () => {
    const { errors, report, counted } = await build({ isHost: true, budgetKb: 1000 });
    expect(errors).toEqual([]);
    expect(report.app).toBe('host');
    expect(report.files).toContain('main.js');
    expect(counted).toContain('PAGE-MODULE');
    expect(counted).toContain('SHARED-MODULE');
    expect(counted).not.toContain('LAZY-MODULE');
    expect(report.gzipBytes).toBe(gzipped(path.join(dir, 'dist-host-1000'), report.files));
  }, 60_000);

  it("counts a remote's remoteEntry.js and exposed module, not the shared modules the host provides", async () => {
    const { errors, report, counted } = await build({ isHost: false, budgetKb: 1000 });
    expect(errors).toEqual([]);
    expect(report.files).toContain('remoteEntry.js');
    expect(report.files).not.toContain('main.js');
    expect(counted).toContain('PAGE-MODULE');
    expect(counted).not.toContain('SHARED-MODULE');
    expect(counted).not.toContain('LAZY-MODULE');
    expect(report.gzipBytes).toBe(gzipped(path.join(dir, 'dist-remote-1000'), report.files));
  }, 60_000);

  it('fails the build of an app past its budget, naming the app, its size and its budget', async () => {
    const { errors, report } = await build({ isHost: true, budgetKb: 20 });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(
      `Bundle budget: host's entry JavaScript is ${(report.gzipBytes / 1024).toFixed(1)} KB gzipped`,
    );
    expect(errors[0]).toContain('over its budget of 20 KB');
    expect(errors[0]).toContain('entryBudgetKb');
  }, 60_000);

  it('passes at the budget and fails a byte over it', () => {
    const at = { app: 'mf_reports', gzipBytes: 150 * 1024, budgetKb: 150, files: ['remoteEntry.js'] };
    expect(budgetError(at)).toBeNull();
    expect(budgetError({ ...at, gzipBytes: at.gzipBytes + 1 })).toMatch(
      /^Bundle budget: mf_reports's entry JavaScript is 150\.0 KB gzipped, over its budget of 150 KB/,
    );
  });
});
