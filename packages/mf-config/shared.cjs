// One place that decides what every app shares. Every app (shell and remotes) calls sharedSingletons()
// with its own folder, so the declarations are identical and requiredVersion comes from that app's
// package.json.
const fs = require('node:fs');
const path = require('node:path');

/**
 * Packages that must exist once per page. React holds the contexts the remotes render into; zustand is
 * shared so stores created in workspace packages behave the same in every app. The router is shared too,
 * through routerShared() below.
 */
const DIRECT_SINGLETONS = ['react', 'react-dom', 'zustand'];

/** The shared router module (a declarative-only subset of react-router, see react-router.mjs). */
const ROUTER_MODULE = path.join(__dirname, 'react-router.mjs');
/** The request react-router.mjs imports; createConfig() aliases it to react-router's production build. */
const ROUTER_IMPL_REQUEST = 'aif-react-router-impl';

/**
 * Subpath keys: `react/jsx-runtime` and `react-dom/client` are separate requests and must resolve to
 * the same React instance.
 */
const SUBPATH_SINGLETONS = { 'react/': 'react', 'react-dom/': 'react-dom' };

/**
 * Transitive packages shared as singletons, each resolved from the package that depends on it so
 * the version is exactly the one that package was installed with.
 *
 * Fluent UI: the `@fluentui/react-components` barrel is NOT shared (shared modules are not
 * tree-shaken and the barrel alone is ~319 KB gzipped). Each app bundles only the components it uses;
 * what must be one instance per page is what FluentProvider sets up in the shell and components in
 * the remotes read:
 *  - @fluentui/react-shared-contexts: theme, theme class name, provider (dir, target document),
 *    overrides, custom style hooks, tooltip visibility, portal mount node.
 *  - @griffel/react + @griffel/core: the style renderer (one set of <style> buckets, one insertion
 *    cache) and the text-direction context. Shared without the runtime style compiler
 *    (GRIFFEL_LIGHT_MODULES): every app's makeStyles are compiled at build time (griffel.cjs).
 *  - @fluentui/react-tabster: one tabster/keyborg instance for keyboard navigation and focus-visible.
 *    FluentProvider, Portal and Button take its stateless part from react-tabster-light.mjs instead
 *    (lightTabsterPlugin), so a page loads the shared module only with a component that needs tabster.
 * Left unshared on purpose: react-theme (plain CSS variable names), react-utilities (its contexts are
 * unused by us; React 19 provides useId), react-portal, react-provider and react-toast (their state
 * lives in the contexts above or travels as DOM events between toaster and callers).
 *
 * @aif/api-client and @aif/ui-kit are not shared either: they keep their cross-app state in
 * localStorage, window events and a store on `window`, so each app bundles a tree-shaken copy.
 * Their axios is shared: every copy of the client uses all of it (about 19 KB gzipped), and the shell's
 * copy was downloaded again by each remote a page mounts. Each client still creates its own instance.
 */
const TRANSITIVE_SINGLETONS = {
  '@fluentui/react-shared-contexts': '@fluentui/react-components',
  '@griffel/react': '@fluentui/react-components',
  '@griffel/core': '@griffel/react',
  '@fluentui/react-tabster': '@fluentui/react-components',
  // Shared on its own too: react-tabster-light.mjs imports it outside the shared react-tabster, and
  // keyborg numbers its instances per copy of the module (two copies would overwrite each other's).
  keyborg: '@fluentui/react-tabster',
  axios: '@aif/api-client',
};

/**
 * What '@griffel/react' and '@griffel/core' are shared as: their runtime part, without makeStyles' compiler
 * (stylis, rtl-css-js), which a shared module would otherwise bring whole to every page. Their files are
 * found through GRIFFEL_*_SRC_REQUEST (sharedAliases).
 */
const GRIFFEL_LIGHT_MODULES = {
  '@griffel/react': path.join(__dirname, 'griffel-react-light.mjs'),
  '@griffel/core': path.join(__dirname, 'griffel-core-light.mjs'),
};
const GRIFFEL_REACT_SRC_REQUEST = 'aif-griffel-react-src';
const GRIFFEL_CORE_SRC_REQUEST = 'aif-griffel-core-src';

/** The installed @griffel/react and @griffel/core that Fluent uses (undefined without Fluent). */
function griffelDirs(appDir) {
  const components = findPackageDir('@fluentui/react-components', appDir);
  const react = components && findPackageDir('@griffel/react', components);
  const core = react && findPackageDir('@griffel/core', react);
  return react && core ? { react, core } : undefined;
}

/** Finds an installed package's folder the way Node does, starting from `fromDir`. */
function findPackageDir(name, fromDir) {
  let dir = fs.realpathSync(fromDir);
  for (;;) {
    if (path.basename(dir) !== 'node_modules') {
      const candidate = path.join(dir, 'node_modules', name);
      if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    }
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function installedVersion(pkgDir) {
  return readJson(path.join(pkgDir, 'package.json')).version;
}

/** A caret range for a declared dependency; `workspace:` ranges become ^<installed version>. */
function requiredVersionFor(name, declared, appDir) {
  if (typeof declared === 'string' && !declared.startsWith('workspace:')) return declared;
  const dir = findPackageDir(name, appDir);
  if (!dir) throw new Error(`${name} is declared by ${appDir} but is not installed; run pnpm install`);
  return `^${installedVersion(dir)}`;
}

/**
 * The `shared` map for ModuleFederationPlugin.
 * @param {string} appDir the app's folder (its package.json is read for requiredVersion)
 */
function sharedSingletons(appDir) {
  const pkg = readJson(path.join(appDir, 'package.json'));
  const declared = { ...pkg.devDependencies, ...pkg.peerDependencies, ...pkg.dependencies };
  /** @type {Record<string, object>} */
  const shared = {};

  for (const name of DIRECT_SINGLETONS) {
    if (!(name in declared)) continue; // an app that does not use a package does not provide it
    shared[name] = { singleton: true, requiredVersion: requiredVersionFor(name, declared[name], appDir) };
  }

  for (const [key, owner] of Object.entries(SUBPATH_SINGLETONS)) {
    if (!(owner in declared)) continue;
    shared[key] = { singleton: true, requiredVersion: requiredVersionFor(owner, declared[owner], appDir) };
  }

  Object.assign(shared, routerShared(appDir, declared));

  for (const [name, parent] of Object.entries(TRANSITIVE_SINGLETONS)) {
    const parentDir = findTransitiveParent(parent, appDir, declared);
    if (!parentDir) continue;
    const dir = findPackageDir(name, parentDir);
    if (!dir) throw new Error(`${name} (a dependency of ${parent}) is not installed; run pnpm install`);
    const version = installedVersion(dir);
    shared[name] = {
      singleton: true,
      // Not declared by the app: the request is issued from inside `parent`, so import the exact copy
      // `parent` was installed with (Griffel: its runtime part from that copy, see GRIFFEL_LIGHT_MODULES).
      import: GRIFFEL_LIGHT_MODULES[name] ?? dir,
      version,
      requiredVersion: `^${version}`,
    };
  }

  return shared;
}

/** Where react-router-dom's own react-router lives (the router apps get is exactly that version). */
function routerDirs(appDir) {
  const domDir = findPackageDir('react-router-dom', appDir);
  if (!domDir) return undefined;
  const routerDir = findPackageDir('react-router', domDir);
  if (!routerDir)
    throw new Error('react-router (a dependency of react-router-dom) is not installed; run pnpm install');
  return { domDir, routerDir };
}

/**
 * 'react-router-dom' is shared as ROUTER_MODULE. Only that one key: two share keys with the same module
 * file collapse into one provided module, and the other key silently falls back to a private copy. App
 * code therefore imports the router from 'react-router-dom' only (checked by missingRouterImports).
 */
function routerShared(appDir, declared) {
  if (!('react-router-dom' in declared)) return {};
  const dirs = routerDirs(appDir);
  if (!dirs)
    throw new Error(`react-router-dom is declared by ${appDir} but is not installed; run pnpm install`);
  return {
    'react-router-dom': {
      singleton: true,
      import: ROUTER_MODULE,
      version: installedVersion(dirs.domDir),
      requiredVersion: requiredVersionFor('react-router-dom', declared['react-router-dom'], appDir),
    },
  };
}

/** webpack resolve.alias entries the shared modules need. */
function sharedAliases(appDir) {
  const aliases = {};
  const dirs = routerDirs(appDir);
  // The production build: no development warnings, and smaller.
  if (dirs) aliases[`${ROUTER_IMPL_REQUEST}$`] = path.join(dirs.routerDir, 'dist', 'production', 'index.mjs');
  const tabsterDir = reactTabsterDir(appDir);
  if (tabsterDir) aliases[TABSTER_LIB_REQUEST] = path.join(tabsterDir, 'lib');
  const griffel = griffelDirs(appDir);
  if (griffel) {
    aliases[GRIFFEL_REACT_SRC_REQUEST] = path.join(griffel.react, 'src');
    aliases[GRIFFEL_CORE_SRC_REQUEST] = path.join(griffel.core, 'src');
  }
  return aliases;
}

/** The stateless part of react-tabster (react-tabster-light.mjs) and the request its files are found by. */
const TABSTER_LIGHT_MODULE = path.join(__dirname, 'react-tabster-light.mjs');
const TABSTER_LIB_REQUEST = 'aif-react-tabster-lib';
/**
 * Fluent packages whose imports from react-tabster are all in react-tabster-light.mjs (checked by
 * tabster-light.test.ts against the installed packages): FluentProvider, Portal and Button.
 */
const TABSTER_LIGHT_ISSUERS = [
  '@fluentui/react-provider',
  '@fluentui/react-portal',
  '@fluentui/react-button',
];

function reactTabsterDir(appDir) {
  const components = findPackageDir('@fluentui/react-components', appDir);
  return components && findPackageDir('@fluentui/react-tabster', components);
}

/**
 * Points TABSTER_LIGHT_ISSUERS' `@fluentui/react-tabster` at react-tabster-light.mjs, before Module
 * Federation would take the request for the shared module.
 */
function lightTabsterPlugin(webpack) {
  return new webpack.NormalModuleReplacementPlugin(/^@fluentui\/react-tabster$/, (resolveData) => {
    const from = resolveData.context.split(path.sep).join('/');
    if (TABSTER_LIGHT_ISSUERS.some((name) => from.includes(`/node_modules/${name}/`)))
      resolveData.request = TABSTER_LIGHT_MODULE;
  });
}

/** Names exported by ROUTER_MODULE. */
function routerExports() {
  const source = fs.readFileSync(ROUTER_MODULE, 'utf8');
  const list = source.slice(source.indexOf('export {') + 'export {'.length, source.indexOf('}'));
  return new Set(
    list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

/**
 * Router imports the shared router module cannot serve: names it does not export, and imports from
 * 'react-router' itself (which would get a private copy with its own contexts). Checked at build time:
 * webpack cannot see a shared module's exports from the consuming side, so a missing name would only
 * show up in the browser as an undefined component.
 */
function missingRouterImports(srcDir) {
  const available = routerExports();
  const missing = [];
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.[cm]?[jt]sx?$/.test(entry.name)) {
        const text = fs.readFileSync(file, 'utf8');
        const relative = path.relative(srcDir, file);
        if (
          /from\s*['"]react-router(?:\/[^'"]*)?['"]/.test(text) ||
          /from\s*['"]react-router-dom\/[^'"]+['"]/.test(text)
        ) {
          missing.push(
            `${relative}: import the router from 'react-router-dom' (the shared module), not react-router`,
          );
        }
        const imports = text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]react-router-dom['"]/g);
        const isTypeOnly = (m) => /^import\s+type\b/.test(m[0]);
        for (const match of imports) {
          if (isTypeOnly(match)) continue;
          for (const spec of match[1].split(',')) {
            const name = spec
              .trim()
              .replace(/^type\s+.*$/, '')
              .split(/\s+as\s+/)[0]
              .trim();
            if (name && !available.has(name)) missing.push(`${relative}: ${name}`);
          }
        }
      }
    }
  };
  if (fs.existsSync(srcDir)) visit(srcDir);
  return missing;
}

function findTransitiveParent(parent, appDir, declared) {
  if (parent in declared) return findPackageDir(parent, appDir);
  // A parent that is itself transitive (@griffel/core via @griffel/react).
  const grandParent = TRANSITIVE_SINGLETONS[parent];
  if (!grandParent) return undefined;
  const grandDir = findTransitiveParent(grandParent, appDir, declared);
  return grandDir && findPackageDir(parent, grandDir);
}

module.exports = {
  sharedSingletons,
  sharedAliases,
  missingRouterImports,
  findPackageDir,
  lightTabsterPlugin,
  reactTabsterDir,
  ROUTER_MODULE,
  TABSTER_LIGHT_MODULE,
  TABSTER_LIGHT_ISSUERS,
  GRIFFEL_LIGHT_MODULES,
  griffelDirs,
};
