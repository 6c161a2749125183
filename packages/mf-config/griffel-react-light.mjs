// The shared @griffel/react without makeStyles' runtime compiler (see griffel-core-light.mjs): what
// compiled styles use (__styles, __resetStyles, __staticStyles), the renderer and text-direction contexts,
// and mergeClasses. Its files import '@griffel/core', which is the shared griffel-core-light.mjs.
import { compilerRemoved } from './griffel-compiler-removed.mjs';

export { RESET, shorthands, mergeClasses, createDOMRenderer } from '@griffel/core';
export {
  RendererProvider,
  useRenderer as useRenderer_unstable,
} from 'aif-griffel-react-src/RendererContext.js';
export { TextDirectionProvider } from 'aif-griffel-react-src/TextDirectionContext.js';
export { __css } from 'aif-griffel-react-src/__css.js';
export { __styles } from 'aif-griffel-react-src/__styles.js';
export { __resetCSS } from 'aif-griffel-react-src/__resetCSS.js';
export { __resetStyles } from 'aif-griffel-react-src/__resetStyles.js';
export { __staticCSS } from 'aif-griffel-react-src/__staticCSS.js';
export { __staticStyles } from 'aif-griffel-react-src/__staticStyles.js';

export const makeStyles = compilerRemoved('makeStyles');
export const makeResetStyles = compilerRemoved('makeResetStyles');
export const makeStaticStyles = compilerRemoved('makeStaticStyles');
export const renderToStyleElements = compilerRemoved('renderToStyleElements');
