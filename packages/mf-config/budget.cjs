// The bundle budget: a production build fails when an app's entry JavaScript, gzipped, grows past the
// budget declared in its webpack.config.cjs (createConfig({ entryBudgetKb })), or DEFAULT_ENTRY_BUDGET_KB.
//
// "Entry JavaScript" is what the browser must download before the app can render anything:
//   - the entry chunk (main.js for the shell, remoteEntry.js for a remote),
//   - the chunks of the imports the entry itself makes (the shell's import('./bootstrap'), a remote's
//     exposed ./App), with the chunks split out of them,
//   - for the shell only, the shared modules those chunks consume (the shell provides React, the router,
//     Fluent's contexts...; a remote uses the shell's copies, so they are not counted against it).
// Lazily imported pages below that are not counted: they load when their route is opened.
// Sizes are gzip level 9 of the minified files, the figure docs/performance.md reports.
const zlib = require('node:zlib');

const PLUGIN = 'EntryBudgetPlugin';
/** For an app that declares no budget (a new area): about the size of a remote built on the list kit today. */
const DEFAULT_ENTRY_BUDGET_KB = 200;

const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * The JavaScript files an entrypoint loads before the app first renders (see the top of this file).
 * @param {import('webpack').Compilation} compilation
 * @param {string} entryName
 * @param {{ countShared: boolean }} options
 * @returns {string[]}
 */
function entryFiles(compilation, entryName, { countShared }) {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) throw new Error(`${PLUGIN}: no entrypoint "${entryName}"`);
  const { chunkGraph } = compilation;
  const chunks = new Set(entry.chunks);
  const isShared = (m) => m.type === 'provide-module' || m.type === 'consume-shared-module';
  // The entry's own imports (bootstrap, exposed modules), not the shared modules it registers.
  for (const child of entry.getChildren()) {
    const own = child.origins.some((o) => o.module && !isShared(o.module));
    if (own) for (const c of child.chunks) chunks.add(c);
  }
  if (countShared) {
    // The fallbacks of the shared modules these chunks consume, and what those consume in turn.
    const queue = [...chunks];
    while (queue.length > 0) {
      const chunk = queue.pop();
      for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
        if (m.type !== 'consume-shared-module') continue;
        for (const block of m.blocks) {
          const group = chunkGraph.getBlockChunkGroup(block);
          for (const c of group ? group.chunks : []) {
            if (!chunks.has(c)) {
              chunks.add(c);
              queue.push(c);
            }
          }
        }
      }
    }
  }
  const files = new Set();
  for (const c of chunks) for (const f of c.files) if (/\.m?js$/.test(f)) files.add(f);
  return [...files].sort();
}

/** The error a build fails with when an app is over its budget; null within it. */
function budgetError({ app, gzipBytes, budgetKb, files }) {
  if (gzipBytes <= budgetKb * 1024) return null;
  return (
    `Bundle budget: ${app}'s entry JavaScript is ${kb(gzipBytes)} KB gzipped, over its budget of ${budgetKb} KB ` +
    `(${files.length} files). Load the new code lazily (import() below the entry), or raise entryBudgetKb ` +
    `in the app's webpack.config.cjs deliberately (see docs/performance.md, "Bundle budgets").`
  );
}

class EntryBudgetPlugin {
  /**
   * @param {{ app: string, entry: string, budgetKb: number, countShared: boolean,
   *           report?: (r: { app: string, gzipBytes: number, budgetKb: number, files: string[] }) => void }} options
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    const { app, entry, budgetKb, countShared, report } = this.options;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying and real content hashes: the files as they will be served.
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const files = entryFiles(compilation, entry, { countShared });
          let gzipBytes = 0;
          for (const f of files) {
            const source = compilation.getAsset(f)?.source.buffer();
            if (source) gzipBytes += zlib.gzipSync(source, { level: 9 }).length;
          }
          const result = { app, gzipBytes, budgetKb, files };
          if (report) report(result);
          else if (process.env.AIF_BUNDLE_BUDGET_REPORT)
            console.log(`[budget] ${app}: ${kb(gzipBytes)} KB of ${budgetKb} KB (${files.length} files)`);
          const message = budgetError(result);
          if (message) compilation.errors.push(new WebpackError(message));
        },
      );
    });
  }
}

module.exports = { EntryBudgetPlugin, DEFAULT_ENTRY_BUDGET_KB, entryFiles, budgetError };
