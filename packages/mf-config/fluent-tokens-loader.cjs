// @fluentui/tokens' `tokens` object maps each of its 467 names to `var(--name)` (the z-index ones with a
// fallback). Fluent's compiled components keep reads of it (`tokens.spacingHorizontalXXS;`) that keep the
// whole object on every page: 29 KB minified, 3.2 KB gzipped. This loader rewrites that one module into
// the names and the few exceptions, building the same object (same keys, order and values) when it loads:
// 1.9 KB gzipped. It reads the installed module, so it follows a Fluent upgrade; a module of another
// shape fails the build.

/** The `tokens` object the module's source exports. */
function evaluateTokens(source) {
  const body = source.replace(/^export const tokens = /m, 'return ');
  if (body === source || /^\s*(import|export)\b/m.test(body))
    throw new Error('@fluentui/tokens/lib/tokens.js is no longer one `export const tokens = {...}`');
  const tokens = new Function(body)();
  for (const [name, value] of Object.entries(tokens))
    if (typeof value !== 'string' || !value.startsWith(`var(--${name}`))
      throw new Error(
        `@fluentui/tokens: ${name} is ${JSON.stringify(value)}, not a var(--${name}) reference`,
      );
  return tokens;
}

/** The module that builds `tokens` from its names and the values that are not `var(--name)`. */
function compactTokensModule(tokens) {
  const names = Object.keys(tokens);
  const others = Object.fromEntries(
    names.filter((n) => tokens[n] !== `var(--${n})`).map((n) => [n, tokens[n]]),
  );
  return `const others = ${JSON.stringify(others)};
export const tokens = Object.fromEntries(
  ${JSON.stringify(names.join(' '))}.split(' ').map((n) => [n, others[n] ?? \`var(--\${n})\`]),
);
`;
}

module.exports = function fluentTokensLoader(source) {
  return compactTokensModule(evaluateTokens(source));
};
module.exports.evaluateTokens = evaluateTokens;
module.exports.compactTokensModule = compactTokensModule;
/** The module the loader applies to. */
module.exports.TOKENS_MODULE = /[\\/]@fluentui[\\/]tokens[\\/]lib[\\/]tokens\.js$/;
