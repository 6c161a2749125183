// Browser-side suites drive Fluent UI with userEvent; on a two-core CI machine 5 s is too tight for some.
// Set here rather than as the project's `testTimeout`, which a root run with `projects` does not apply.
jest.setTimeout(20_000);
