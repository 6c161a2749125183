// One lint setup for the whole workspace: TypeScript rules everywhere, React hooks rules in the browser
// code, and the boundary rules of the architecture: a remote imports only from packages/*, never from the
// shell or another remote; the server's modules import each other without cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const dirsOf = (dir) =>
  existsSync(path.join(root, dir))
    ? readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
/** The shell and every remote: each an app with `src/features/<name>` and shared folders beside them. */
const APPS = ['shell', ...dirsOf('.').filter((d) => d.startsWith('mf-'))];
/**
 * The only folders an app's `src` may hold beside `features/` (and the shell's `app/`, which composes its
 * features): the same names for shared code in every app. Files at `src/` level are the entry points.
 */
const SHARED_FOLDERS = ['api', 'components', 'lib', 'testing'];
const SHELL_FOLDERS = ['app', 'stores'];

/**
 * import-x/no-restricted-paths zones of the feature rule (docs/architecture.md, "Import graph"):
 * a feature does not import a sibling feature; an app's shared folders do not import its features.
 */
const featureZones = APPS.flatMap((app) => {
  const features = dirsOf(`${app}/src/features`);
  return [
    ...features.map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message:
        'A feature does not import a sibling feature: move what both need to a shared folder or a package.',
    })),
    ...SHARED_FOLDERS.filter((f) => existsSync(path.join(root, app, 'src', f))).map((folder) => ({
      target: `./${app}/src/${folder}`,
      from: `./${app}/src/features`,
      message: "An app's shared code does not import its features.",
    })),
  ];
});

/** A local rule: an app's `src` holds features/, the shared folders and its entry files, nothing else. */
const appFolders = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const rel = path.relative(root, context.filename).split(path.sep);
    const [app, src, top, ...rest] = rel;
    if (!APPS.includes(app) || src !== 'src' || rest.length === 0) return {};
    const allowed = ['features', ...SHARED_FOLDERS, ...(app === 'shell' ? SHELL_FOLDERS : [])];
    if (allowed.includes(top)) return {};
    return {
      Program(node) {
        context.report({
          node,
          message: `${app}/src/${top}/ is not one of the folders an app may have (${allowed.join(', ')}).`,
        });
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/coverage/**',
      '**/*.cjs',
      '**/*.mjs',
      '.test-results/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: [
      'shell/**/*.{ts,tsx}',
      'mf-*/**/*.{ts,tsx}',
      'packages/ui-kit/**/*.{ts,tsx}',
      'packages/form-kit/**/*.{ts,tsx}',
      'packages/application-wizard/**/*.{ts,tsx}',
      'packages/api-client/src/react/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['mf-*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shell/**', '@aif/shell', '**/mf-*/**', '@aif/mf-*'],
              message: 'A remote imports only from packages/*.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@fluentui/*', 'fastify', 'axios'],
              message: 'contracts stays framework-free: browser and server both import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // A cycle between server modules means a rule or type sits in the wrong one: move it down (lib/, db/)
    // instead. The resolver reads the server's tsconfig, so extensionless TypeScript paths resolve.
    // Type-only imports are not followed (import-x ignores them: they vanish at run time).
    files: ['packages/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The imported files are parsed as TypeScript too: with the default parser they would read as
      // having no imports, and no cycle would ever be found.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'packages/server/tsconfig.json' }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Inside each app: features stay apart, shared code stays below them, folders have the same names.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, aif: { rules: { 'app-folders': appFolders } } },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: APPS.map((app) => `${app}/tsconfig.json`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: featureZones }],
      'aif/app-folders': 'error',
    },
  },
  {
    // packages/* are below every app: they never import the shell or a remote.
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shell', '**/shell/**', '@aif/shell', '**/mf-*', '**/mf-*/**', '@aif/mf-*'],
              message: 'packages/* never import an app (the shell or a remote).',
            },
          ],
        },
      ],
    },
  },
);
