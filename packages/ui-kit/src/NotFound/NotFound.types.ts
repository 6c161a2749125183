import type * as React from 'react';

export interface NotFoundProps {
  /**
   * The heading.
   * @default 'Page you are requesting is not found.....'
   */
  message?: string;
  /** Actions under the heading (a link home, for example). */
  children?: React.ReactNode;
}
