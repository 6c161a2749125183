// The shell's index.html asks for its start-up chunks beside main.js. Without this the browser learns of
// them only once main.js has downloaded and run (it is what asks for bootstrap and the shared modules), one
// round trip and a script's run later on every cold load. The files are those every page of the shell
// runs before it renders (bootstrap's chunks and the shared modules they consume, as the shell provides
// them); nothing that only some pages load is listed.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'EntryPreloadPlugin';
const shareKeyOf = (scope, name) => `${[].concat(scope).join('|')}|${name}`;

/**
 * The files the page runs before its first render: the entry's own imports (bootstrap) with what they
 * consume from the share scope, as the host provides it (the provider's chunk, which the runtime loads
 * at start-up, not the consumer's fallback copy of the same module under another chunk id).
 * @param {import('webpack').Compilation} compilation
 * @param {string} entryName
 * @returns {string[]}
 */
function startupFiles(compilation, entryName) {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) throw new Error(`${PLUGIN}: no entrypoint "${entryName}"`);
  const { chunkGraph } = compilation;
  const isShared = (m) => m.type === 'provide-module' || m.type === 'consume-shared-module';
  const blockChunks = (block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? [];
  const provided = new Map();
  for (const c of entry.chunks) {
    for (const m of chunkGraph.getChunkModulesIterable(c)) {
      if (m.type === 'provide-module' && m.blocks[0]) {
        provided.set(shareKeyOf(m._shareScope, m._name), blockChunks(m.blocks[0]));
      }
    }
  }
  const chunks = new Set();
  for (const child of entry.getChildren()) {
    if (child.origins.some((o) => o.module && !isShared(o.module)))
      for (const c of child.chunks) chunks.add(c);
  }
  const queue = [...chunks];
  while (queue.length > 0) {
    const chunk = queue.pop();
    for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
      if (m.type !== 'consume-shared-module') continue;
      const key = shareKeyOf(m.options.shareScope, m.options.shareKey);
      const next = provided.get(key) ?? m.blocks.flatMap(blockChunks);
      for (const c of next) {
        if (!chunks.has(c)) {
          chunks.add(c);
          queue.push(c);
        }
      }
    }
  }
  const own = new Set(entry.getFiles());
  const files = new Set();
  for (const c of chunks) for (const f of c.files) if (/\.m?js$/.test(f) && !own.has(f)) files.add(f);
  return [...files].sort();
}

class EntryPreloadPlugin {
  /** @param {{ entry: string, publicPath: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { entry, publicPath } = this.options;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        // `as="script"` without crossorigin: the request webpack's chunk loader then makes (a plain
        // same-origin <script>) is the one preloaded, so the browser downloads each file once.
        const links = startupFiles(compilation, entry).map((f) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: publicPath + f,
          }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { EntryPreloadPlugin, startupFiles };
