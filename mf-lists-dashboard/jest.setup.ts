// Shared DOM setup: packages/ui-kit/src/testing/jest-dom-setup.ts (added by jest.preset.cjs).

// Highcharts 13 calls CSS.supports on import; jsdom has no CSS object (shared/notes/toolchain.md).
if (!window.CSS) Object.defineProperty(window, 'CSS', { configurable: true, value: {} });
if (!window.CSS.supports) Object.assign(window.CSS, { supports: () => false });
