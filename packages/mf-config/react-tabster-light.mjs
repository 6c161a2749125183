// The stateless part of @fluentui/react-tabster, for the Fluent packages that use only it (see
// lightTabsterPlugin in shared.cjs): the focus-visible hook FluentProvider and Portal apply, and the
// focus-indicator style helpers. The shared react-tabster (tabster's focus management, about 24 KB
// gzipped) is then loaded by the first component that needs it, not by every page's first render.
// keyborg, the one piece with state, is a shared module, so both paths use one instance.
export { useFocusVisible } from 'aif-react-tabster-lib/hooks/useFocusVisible.js';
export { createCustomFocusIndicatorStyle } from 'aif-react-tabster-lib/focus/createCustomFocusIndicatorStyle.js';
export { createFocusOutlineStyle } from 'aif-react-tabster-lib/focus/createFocusOutlineStyle.js';
