// What the build helpers' tests share: a throwaway project folder and one webpack build run to its end.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

/** The federation plugin's `shared` option of the tests: one singleton module, `src/dep.js`. */
export const SHARED_DEP = {
  'shared-dep': { import: './src/dep.js', singleton: true, requiredVersion: false, version: '1.0.0' },
};

/** A temporary project folder (`dir`), `put` to write a file in it, `remove` it after the tests. */
export function tempProject(prefix: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return {
    dir,
    put(file: string, content: string) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Runs a production build without minifying, from `dir`'s src/index.js into `out`; its compilation. */
export function runBuild(
  dir: string,
  out: string,
  plugins: webpack.WebpackPluginInstance[],
): Promise<webpack.Compilation> {
  const compiler = webpack({
    context: dir,
    mode: 'production',
    entry: { main: './src/index.js' },
    output: { path: out, publicPath: 'auto', chunkFilename: '[name].[contenthash:8].js' },
    optimization: { minimize: false },
    infrastructureLogging: { level: 'error' },
    plugins,
  });
  return new Promise((resolve, reject) =>
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err || !stats) return reject(err ?? new Error('no stats'));
      resolve(stats.compilation);
    }),
  );
}
