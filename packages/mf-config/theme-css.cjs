// The portal's Fluent theme as CSS variables on :root, written into every app's index.html at build time.
// Fluent's FluentProvider would otherwise compute the theme in the browser (createLightTheme and the colour
// palettes it reads, about 7 KB of JavaScript gzipped on every page) and insert the same variables at run
// time. The shell's AppProvider renders FluentProvider without a theme, so the page's variables apply,
// to portals (dialogs, toasts, menus) as much as to the page.
const path = require('node:path');
const { findPackageDir } = require('./shared.cjs');

const UI_KIT_DIR = path.join(__dirname, '..', 'ui-kit');
/** The brand ramp; ui-kit's aifTheme is built from the same file. */
const BRAND_FILE = path.join(UI_KIT_DIR, 'src', 'theme', 'brand.json');

/** Fluent's light theme for the portal's brand ramp, made by the Fluent version ui-kit is installed with. */
function aifTheme() {
  const components = findPackageDir('@fluentui/react-components', UI_KIT_DIR);
  if (!components)
    throw new Error('@fluentui/react-components is not installed for ui-kit; run pnpm install');
  const themePackage = findPackageDir('@fluentui/react-theme', components);
  if (!themePackage) throw new Error('@fluentui/react-theme is not installed; run pnpm install');
  const { createLightTheme } = require(themePackage);
  return createLightTheme(require(BRAND_FILE));
}

/** The CSS rule FluentProvider would insert for the theme, on :root. */
function themeCss(theme = aifTheme()) {
  const declarations = Object.entries(theme).map(([name, value]) => `--${name}: ${value};`);
  return `:root { ${declarations.join(' ')} }`;
}

module.exports = { themeCss, aifTheme };
