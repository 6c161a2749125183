// Shared DOM setup: packages/ui-kit/src/testing/jest-dom-setup.ts (added by jest.preset.cjs).
import { cleanup, configure } from '@testing-library/react';

// Pages are lazy chunks and Fluent's date picker is slow to mount on a loaded 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

// Fluent's focus manager (tabster) lives on the window and remembers modalizers by id, while React's ids
// start again in every test's root: a dialog could then inherit a finished test's modalizer and be hidden
// from the accessibility tree. Each test gets a fresh one.
afterEach(() => {
  cleanup();
  const win = window as unknown as {
    __tabsterInstance?: { core: { disposeTabster: (tabster: unknown, allInstances?: boolean) => void } };
  };
  const tabster = win.__tabsterInstance;
  if (tabster) tabster.core.disposeTabster(tabster, true);
});
