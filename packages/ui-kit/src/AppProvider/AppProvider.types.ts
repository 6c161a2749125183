import type * as React from 'react';
import type { Theme } from '@fluentui/react-components';

export interface AppProviderProps {
  children?: React.ReactNode;
  /**
   * Fluent theme.
   * @default aifTheme
   */
  theme?: Theme;
  /**
   * Render the toaster and the global error dialog. A nested AppProvider never renders them twice.
   * @default true
   */
  hosts?: boolean;
  className?: string;
}
