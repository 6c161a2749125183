// Shared webpack 5 + Module Federation configuration for the shell (host) and every remote.
// Each app's webpack.config.cjs is one call to createConfig(); nothing else differs between apps.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons, sharedAliases, missingRouterImports, lightTabsterPlugin } = require('./shared.cjs');
const { compressionPlugins } = require('./compression.cjs');
const { EntryBudgetPlugin, DEFAULT_ENTRY_BUDGET_KB } = require('./budget.cjs');
const { EntryPreloadPlugin } = require('./preload.cjs');
const { PageFilesPlugin } = require('./page-files.cjs');
const { themeCss } = require('./theme-css.cjs');
const { TOKENS_MODULE } = require('./fluent-tokens-loader.cjs');
const { griffelLoader, griffelAliases, GriffelAheadOfTimePlugin } = require('./griffel.cjs');

/**
 * @typedef {object} AppOptions
 * @property {string} name     Module Federation container name; must be a JS identifier (mf_reports).
 * @property {string} dir      The app's folder (pass __dirname).
 * @property {number} port     Dev server port.
 * @property {Record<string, string>} [exposes]  Remote only: exposed modules, e.g. { './App': './src/App.tsx' }.
 * @property {boolean} [isHost] The shell: no exposes, remotes are registered at run time from the manifest.
 * @property {string} [title]  Document title for the app's index.html.
 * @property {number} [entryBudgetKb] Bundle budget: the most the app's entry JavaScript may weigh, gzipped,
 *   in KB (budget.cjs says what is counted). A production build over it fails. Default DEFAULT_ENTRY_BUDGET_KB.
 */

/**
 * The shell's runtime plugin that sets the global the remotes' runtime is externalised to (what the plugin's
 * `provideExternalRuntime` option adds). Its ES module build: the option adds the CommonJS one, which brings a
 * second copy of the runtime core (the bundler's runtime imports the ES modules), doubling main.js.
 */
function externalRuntimeProvider() {
  const enhanced = require.resolve('@module-federation/enhanced/webpack');
  const plugin = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [enhanced],
  });
  return path.join(path.dirname(plugin), 'index.js');
}

/** @param {AppOptions} options */
function createConfig({
  name,
  dir,
  port,
  exposes,
  isHost = false,
  title = 'AIF Investor Onboarding',
  entryBudgetKb = DEFAULT_ENTRY_BUDGET_KB,
}) {
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) {
    throw new Error(
      `Module Federation name "${name}" must be a JavaScript identifier (use mf_reports, not mf-reports)`,
    );
  }
  if (!isHost && (!exposes || Object.keys(exposes).length === 0)) {
    throw new Error(`Remote "${name}" must expose at least one module`);
  }

  return (_env, argv) => {
    const production = (argv && argv.mode) !== 'development';
    const missing = missingRouterImports(path.join(dir, 'src'));
    if (missing.length > 0) {
      throw new Error(
        `Router imports the shared router module (packages/mf-config/react-router.mjs) cannot serve:\n  ${missing.join('\n  ')}`,
      );
    }
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      target: 'web',
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        // [contenthash] is not available for entry files under Module Federation; the entry files,
        // remoteEntry.js and mf-manifest.json are served with no-cache headers instead.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: { ...sharedAliases(dir), ...griffelAliases() },
      },
      module: {
        rules: [
          // Fluent's `tokens` object, built from its names when it loads (fluent-tokens-loader.cjs).
          { test: TOKENS_MODULE, use: require.resolve('./fluent-tokens-loader.cjs') },
          {
            test: /\.[cm]?tsx?$/,
            // Workspace packages (@aif/*) are TypeScript source; pnpm links them, so their real path has no node_modules.
            exclude: /node_modules/,
            // Loaders run last to first: swc strips the types and JSX, then Griffel compiles makeStyles.
            use: [
              griffelLoader(),
              {
                loader: require.resolve('swc-loader'),
                options: {
                  jsc: {
                    parser: { syntax: 'typescript', tsx: true },
                    transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                    target: 'es2022',
                  },
                },
              },
            ],
          },
        ],
      },
      plugins: [
        lightTabsterPlugin(webpack),
        new GriffelAheadOfTimePlugin(),
        new ModuleFederationPlugin({
          name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedSingletons(dir),
          ...(isHost ? { runtimePlugins: [externalRuntimeProvider()] } : {}),
          // The default ('version-first') downloads every registered remote's remoteEntry.js the first time a
          // lazy chunk asks for a shared module, to compare versions: an investor on a refused staff page
          // fetched the consent area's entry, and every page fetched all seven. The shell provides every
          // shared singleton, so the loaded copy is the one to use and a remote loads when its page opens.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          experiments: {
            // One copy of the federation runtime per page: the shell provides its runtime core to the remotes
            // (a global), and a remote's production build uses it instead of bundling its own (about 55 KB of
            // each remoteEntry.js, 16 KB gzipped). A development build keeps its own, so a remote still runs
            // standalone (`pnpm dev` in its folder) and under a shell of any build.
            ...(!isHost && production ? { externalRuntime: true } : {}),
            optimization: {
              // Browser only: leaves the Node.js loading paths out of the runtime (~2 KB gzipped per entry).
              target: 'web',
              // Manifest entries are remoteEntry.js URLs (the shell rejects anything else), so the runtime
              // does not need its mf-manifest.json ("snapshot") loader (~3 KB gzipped per entry).
              disableSnapshot: true,
            },
          },
        }),
        new HtmlWebpackPlugin({
          title,
          templateContent: htmlTemplate(title, themeCss()),
          // The remotes' own index.html is only for running them standalone during development.
          chunks: ['main'],
          // Absolute script URLs: with 'auto' the page's scripts resolve relative to the URL, so a deep link
          // or a reload on /investor-consent/{token} asked for /investor-consent/main.js.
          publicPath: '/',
        }),
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        }),
        ...(production
          ? [
              // The shell's page starts at main.js; a remote's at remoteEntry.js (the container entry).
              new EntryBudgetPlugin({
                app: name,
                entry: isHost ? 'main' : name,
                budgetKb: entryBudgetKb,
                countShared: isHost,
              }),
              // The shell's page preloads its start-up chunks (preload.cjs).
              // A remote lists each page's files, which the shell asks for beside remoteEntry.js (page-files.cjs).
              ...(isHost
                ? [new EntryPreloadPlugin({ entry: 'main', publicPath: '/' })]
                : [new PageFilesPlugin()]),
              ...compressionPlugins(),
            ]
          : []),
      ],
      optimization: {
        splitChunks: {
          cacheGroups: {
            // Fluent's tokens in one chunk of their own: built compactly (fluent-tokens-loader.cjs) they are
            // under splitChunks' minimum size, and were copied into every chunk that reads them (the sign-in
            // page's and the country picker's, loaded one after the other).
            fluentTokens: { test: TOKENS_MODULE, chunks: 'all', enforce: true },
          },
        },
        minimize: production,
        minimizer: [
          new TerserPlugin({
            // The swc minifier gives the same size as terser in well under half the time.
            minify: TerserPlugin.swcMinify,
            terserOptions: { compress: { passes: 2 }, mangle: true, format: { comments: false } },
            extractComments: false,
          }),
        ],
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Access-Control-Allow-Headers': '*',
          'Cache-Control': 'no-cache',
        },
        // The shell calls the API on its own origin; during development that is the API server.
        proxy: [
          { context: ['/api', '/remotes'], target: process.env.AIF_API_URL || 'http://localhost:4000' },
        ],
        client: { overlay: { errors: true, warnings: false } },
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

/** The page: the theme's CSS variables (theme-css.cjs) are in its head, before any script runs. */
function htmlTemplate(title, theme) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
    <style>${theme}</style>
    <style>html,body,#root{height:100%;margin:0}</style>
  </head>
  <body>
    <noscript>This portal needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}

/** Reads an app's package.json (used by the shared helper and by tests). */
function readPackageJson(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

module.exports = { createConfig, sharedSingletons, readPackageJson };
