const path = require('node:path');

// Griffel ahead of time: every app's makeStyles and makeResetStyles calls are compiled at build time
// (@griffel/webpack-loader), so the browser only inserts the precomputed CSS, as Fluent's own components do.
/** The loader entry for the apps' TypeScript rule (after swc, which has removed the types and JSX). */
function griffelLoader() {
  return {
    loader: require.resolve('@griffel/webpack-loader'),
    options: {
      // Used when the styles' own imports (tokens, shared style objects) are evaluated at build time.
      babelOptions: { presets: [require.resolve('@babel/preset-typescript')] },
    },
  };
}

/**
 * The loader evaluates the styles' imports with Babel's runtime helpers (its evaluator adds them); they are
 * found from mf-config, where they are installed, whichever app or package the styles are in.
 */
function griffelAliases() {
  return { '@babel/runtime': path.dirname(require.resolve('@babel/runtime/package.json')) };
}

/** Griffel functions that compile styles in the browser; the shared Griffel modules do not have them. */
const RUNTIME_COMPILERS = new Set(['makeStyles', 'makeResetStyles', 'makeStaticStyles']);
const GRIFFEL_REQUESTS = new Set(['@griffel/react', '@griffel/core', '@fluentui/react-components']);

/** The Griffel runtime compilers a module still calls (after the loader), as `request#name`. */
function uncompiledGriffelCalls(module) {
  const calls = [];
  for (const dep of module.dependencies ?? []) {
    if (dep.constructor.name !== 'HarmonyImportSpecifierDependency') continue;
    const name = dep.ids?.[0];
    if (GRIFFEL_REQUESTS.has(dep.request) && RUNTIME_COMPILERS.has(name))
      calls.push(`${dep.request}#${name}`);
  }
  return calls;
}

/**
 * Fails the build when a module still calls makeStyles, makeResetStyles or makeStaticStyles: the shared
 * Griffel modules (griffel-*-light.mjs) do not have them, so the call would throw in the browser.
 */
class GriffelAheadOfTimePlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('GriffelAheadOfTimePlugin', (compilation) => {
      compilation.hooks.finishModules.tap('GriffelAheadOfTimePlugin', (modules) => {
        for (const module of modules) {
          const calls = uncompiledGriffelCalls(module);
          if (calls.length === 0) continue;
          const error = new compiler.webpack.WebpackError(
            `Griffel: ${module.readableIdentifier(compilation.requestShortener)} calls ${calls.join(', ')} at ` +
              'run time; the shared Griffel module has no style compiler. Write the styles so the build ' +
              "compiles them (a makeStyles call at module level, in a file the apps' TypeScript rule loads).",
          );
          error.module = module;
          compilation.errors.push(error);
        }
      });
    });
  }
}

module.exports = { griffelLoader, griffelAliases, GriffelAheadOfTimePlugin, uncompiledGriffelCalls };
