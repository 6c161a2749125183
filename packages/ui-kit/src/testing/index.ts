// Test helpers for the remotes' component tests (`@aif/ui-kit/testing`); never imported by app code.
export { currentPath, currentState, makeUser, renderAt, renderInRouter } from './router';
export { renderWithTheme } from './render';
export { keepAllStyleRules } from './style-rules';
