// The browser-side test setup every DOM suite shares (jest.preset.cjs adds it for `dom: true`): jest-dom
// matchers and the browser APIs jsdom lacks. A package's own jest.setup.ts adds only what is its own.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';
import { keepHidingStyleRulesOnly } from './style-rules';

// findBy* / waitFor give up after 1 s by default; a Fluent dialog can take longer to mount on a busy
// two-core machine, and with two jest workers and nothing yet in jest's transform cache (a clean CI
// clone) the first lazy page a suite opens took over 5 s. A package's own setup may raise it further.
configure({ asyncUtilTimeout: 10_000 });

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

// Combobox and the calendar scroll the active option into view.
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView(): void {};
}

// Only the style rules that hide an element reach jsdom (see style-rules.ts).
keepHidingStyleRulesOnly();

// The portal gives FluentProvider no theme on purpose: the theme's CSS variables come with the page
// (AppProvider, packages/mf-config/theme-css.cjs). Fluent's development build warns about it on every
// render, which buried the suites' own output; every other warning still reaches the console.
const FLUENT_NO_THEME = '@fluentui/react-provider: FluentProvider does not have your "theme" defined.';
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith(FLUENT_NO_THEME)) return;
  warn(...args);
};
