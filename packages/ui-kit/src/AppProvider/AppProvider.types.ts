import type * as React from 'react';
import type { Theme } from '@fluentui/react-components';

export interface AppProviderProps {
  children?: React.ReactNode;
  /**
   * A Fluent theme over the page's: the AIF theme is in every page's stylesheet (index.html), so none
   * is needed. Tests, which have no page, render with aifTheme (testing/render.tsx).
   */
  theme?: Theme;
  /**
   * Render the toaster and the global error dialog. A nested AppProvider never renders them twice.
   * @default true
   */
  hosts?: boolean;
  /**
   * Load the hosts only on requestAppHosts(), the first toast or a global error (toasts raised while they
   * load are shown once they have), instead of at once. For pages that open no modal dialog before that.
   * @default false
   */
  hostsOnDemand?: boolean;
  className?: string;
}
