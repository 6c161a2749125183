// Shared jest settings: TypeScript and TSX through swc, no type-check at test time (tsc does that).
/** @param {{ dom?: boolean, setup?: string[] }} [opts] */
module.exports = function preset(opts = {}) {
  return {
    testEnvironment: opts.dom ? 'jsdom' : 'node',
    // Component tests drive Fluent UI with userEvent; on a two-core CI machine 5 s is too tight for some.
    ...(opts.dom ? { testTimeout: 20_000 } : {}),
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
    setupFilesAfterEnv: (opts.setup ?? []).map((s) => `<rootDir>/${s}`),
  };
};
