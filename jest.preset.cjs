// Shared jest settings: TypeScript and TSX through swc, no type-check at test time (tsc does that).
const path = require('node:path');

/** @param {{ dom?: boolean, setup?: string[] }} [opts] */
module.exports = function preset(opts = {}) {
  return {
    testEnvironment: opts.dom ? 'jsdom' : 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest', { paths: [process.cwd()] }),
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
    setupFilesAfterEnv: (opts.setup ?? []).map((s) => path.resolve(process.cwd(), s)),
  };
};
