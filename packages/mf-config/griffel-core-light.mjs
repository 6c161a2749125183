// The shared @griffel/core without its style compiler (makeStyles' runtime: stylis, rtl-css-js and the
// shorthand expansion, about 10 KB gzipped). Every app's makeStyles and makeResetStyles calls are compiled
// at build time (griffel.cjs), and Fluent's packages ship compiled, so a page only inserts ready CSS:
// __styles, __resetStyles, __staticStyles, mergeClasses and the DOM renderer. The names exported here
// are checked against what the installed Fluent packages import (griffel-light.test.ts).
import { compilerRemoved } from './griffel-compiler-removed.mjs';

export { shorthands } from './griffel-shorthands.mjs';
export {
  createDOMRenderer,
  defaultCompareMediaQueries,
} from 'aif-griffel-core-src/renderer/createDOMRenderer.js';
export { safeInsertRule } from 'aif-griffel-core-src/renderer/safeInsertRule.js';
export { mergeClasses } from 'aif-griffel-core-src/mergeClasses.js';
export { __css } from 'aif-griffel-core-src/__css.js';
export { __styles } from 'aif-griffel-core-src/__styles.js';
export { __resetCSS } from 'aif-griffel-core-src/__resetCSS.js';
export { __resetStyles } from 'aif-griffel-core-src/__resetStyles.js';
export { __staticCSS } from 'aif-griffel-core-src/__staticCSS.js';
export { __staticStyles } from 'aif-griffel-core-src/__staticStyles.js';
export { normalizeCSSBucketEntry } from 'aif-griffel-core-src/runtime/utils/normalizeCSSBucketEntry.js';
export {
  styleBucketOrdering,
  getStyleSheetKey,
} from 'aif-griffel-core-src/renderer/getStyleSheetForBucket.js';
export { getStyleBucketName } from 'aif-griffel-core-src/runtime/getStyleBucketName.js';
export { reduceToClassNameForSlots } from 'aif-griffel-core-src/runtime/reduceToClassNameForSlots.js';
export * from 'aif-griffel-core-src/constants.js';

/**
 * Reads server-rendered style elements into a renderer's cache (@griffel/react's RendererProvider calls
 * it). The portal renders in the browser only, so there are none; the original parses their CSS with stylis.
 */
export function rehydrateRendererCache() {}

// Runtime compilation: not in the browser. A call means a makeStyles the build did not compile.
export const makeStyles = compilerRemoved('makeStyles');
export const makeResetStyles = compilerRemoved('makeResetStyles');
export const makeStaticStyles = compilerRemoved('makeStaticStyles');
export const resolveStyleRulesForSlots = compilerRemoved('resolveStyleRulesForSlots');
export const resolveStyleRules = compilerRemoved('resolveStyleRules');
export const resolveResetStyleRules = compilerRemoved('resolveResetStyleRules');
export const resolveStaticStyleRules = compilerRemoved('resolveStaticStyleRules');
