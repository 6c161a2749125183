import type { ReactNode } from 'react';
import { mergeClasses } from '@fluentui/react-components';
import {
  BUTTON_ROOT_CLASS,
  useRootBaseClassName,
  useRootDisabledStyles,
  useRootFocusStyles,
  useRootStyles,
} from './SubmitButton.styles';

/**
 * The sign-in pages' submit button: the markup and classes of Fluent's
 * `<Button type="submit" appearance="primary" size="large">`, without loading @fluentui/react-button
 * (its styles for every variant) on the portal's first page. A native button needs nothing of Button's
 * behaviour (useARIAButtonProps only adds keyboard handling to elements that are not buttons).
 */
export function SubmitButton({ disabled = false, children }: { disabled?: boolean; children: ReactNode }) {
  const base = useRootBaseClassName();
  const root = useRootStyles();
  const whenDisabled = useRootDisabledStyles();
  const focus = useRootFocusStyles();
  // The order of Fluent's useButtonStyles_unstable (appearance, size, shape, disabled, focus).
  const className = mergeClasses(
    BUTTON_ROOT_CLASS,
    base,
    root.primary,
    root.large,
    disabled && whenDisabled.base,
    disabled && whenDisabled.highContrast,
    disabled && whenDisabled.primary,
    focus.primary,
    focus.large,
  );
  return (
    <button type="submit" disabled={disabled} className={className}>
      {children}
    </button>
  );
}
