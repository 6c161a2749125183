// A remote's build lists, per page, the files a cold load of that page downloads after remoteEntry.js:
// its exposed App's chunks and the page's own (the lazy route and what the page asks for as it mounts,
// such as the dashboard's Highcharts). The shell asks for them beside remoteEntry.js on a cold load
// (features/remotes, preloadRouteRemote) instead of learning of each only once the file before it has
// run: remoteEntry.js, then the App, then the page, then its chart, one round trip each.
//
// A page's chunks are the dynamic imports named `page-<path>` (the page of `/<path>`), or
// `page-<path>.<part>` for more of the same page: `import(/* webpackChunkName: "page-dashboard" */ ...)`.
// `~` stands for `/` in a sub-page's path: `page-application~contact-details` is the wizard step at
// `/application/contact-details`.
const { RawSource } = require('webpack').sources;

const PLUGIN = 'PageFilesPlugin';
/** What the shell reads, beside remoteEntry.js. */
const PAGE_FILES = 'page-files.json';
const PAGE_GROUP = /^page-([A-Za-z0-9-]+(?:~[A-Za-z0-9-]+)*)(?:\.[A-Za-z0-9-]+)?$/;
const EXPOSE_GROUP = /^__federation_expose_/;

/**
 * `{ "/<path>": [file, ...] }`: for each page, the exposes' chunks and the page's named chunk groups'
 * chunks (each group's `chunks` are what its import() waits for; a shared module's fallback copy is a
 * separate group, loaded only when the shell does not provide it, so it is not listed).
 * @param {import('webpack').Compilation} compilation
 * @returns {Record<string, string[]>}
 */
function pageFiles(compilation) {
  const filesOf = (group) => group.chunks.flatMap((c) => [...c.files]).filter((f) => /\.m?js$/.test(f));
  const exposes = [];
  const pages = new Map();
  for (const [name, group] of compilation.namedChunkGroups) {
    if (EXPOSE_GROUP.test(name)) exposes.push(...filesOf(group));
    const page = PAGE_GROUP.exec(name);
    if (page) {
      const key = `/${page[1].replaceAll('~', '/')}`;
      pages.set(key, [...(pages.get(key) ?? []), ...filesOf(group)]);
    }
  }
  exposes.sort();
  const result = {};
  for (const key of [...pages.keys()].sort()) {
    result[key] = [...new Set([...exposes, ...pages.get(key)])];
  }
  return result;
}

class PageFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the chunks have their final (hashed) file names.
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          compilation.emitAsset(PAGE_FILES, new RawSource(`${JSON.stringify(pageFiles(compilation))}\n`));
        },
      );
    });
  }
}

module.exports = { PageFilesPlugin, pageFiles, PAGE_FILES };
