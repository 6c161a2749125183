// Shared jest settings: TypeScript and TSX through swc, no type-check at test time (tsc does that).
/**
 * @param {{ dom?: boolean, setup?: string[] }} [opts] `dom`: jsdom with the shared browser setup
 * (packages/ui-kit/src/testing/jest-dom-setup.ts); `setup`: the package's own files after it.
 */
module.exports = function preset(opts = {}) {
  return {
    testEnvironment: opts.dom ? 'jsdom' : 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
    testMatch: ['**/?(*.)test.[tj]s?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // <rootDir> is each package's folder, whether jest runs there or from the root with `projects`.
    setupFilesAfterEnv: [
      ...(opts.dom
        ? [
            require.resolve('./jest.dom-timeout.cjs'),
            require.resolve('./packages/ui-kit/src/testing/jest-dom-setup.ts'),
          ]
        : []),
      ...(opts.setup ?? []).map((s) => `<rootDir>/${s}`),
    ],
  };
};
