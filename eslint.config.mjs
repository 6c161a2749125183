// One lint setup for the whole workspace: TypeScript rules everywhere, React hooks rules in the browser
// code, and the boundary rules of the architecture: a remote imports only from packages/*, never from the
// shell or another remote; the server's modules import each other without cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

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
);
