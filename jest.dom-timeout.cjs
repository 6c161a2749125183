// Browser-side suites drive Fluent UI with userEvent; on a two-core CI machine 5 s is too tight for some.
// Set here rather than as the project's `testTimeout`, which a root run with `projects` does not apply.
// Above twice the 10 s wait of findBy*/waitFor (packages/ui-kit/src/testing/jest-dom-setup.ts).
jest.setTimeout(30_000);
