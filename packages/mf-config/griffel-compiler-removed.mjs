/** Stands in for a Griffel function that compiles styles in the browser (see griffel-core-light.mjs). */
export function compilerRemoved(name) {
  return function () {
    throw new Error(
      `Griffel's ${name}() runs at build time here (@aif/mf-config griffel.cjs); this call was not compiled`,
    );
  };
}
