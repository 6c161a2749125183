import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads TextEncoder at import time; jsdom does not define it.
if (!globalThis.TextEncoder) Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lacks a few browser APIs that Fluent UI touches while rendering or positioning popups.
// matchMedia answers "no match" unless a test sets window.matchMedia itself (see src/testing).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(globalThis, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}

if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView(): void {};
}

// Pages are lazy chunks and Fluent's date picker is slow to mount on a loaded 2-core machine.
configure({ asyncUtilTimeout: 10_000 });
// The flows type into several Fluent fields; on a loaded 2-core machine one test can take a few seconds.
jest.setTimeout(20_000);

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
