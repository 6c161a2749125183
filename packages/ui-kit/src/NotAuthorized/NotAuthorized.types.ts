import type * as React from 'react';

export interface NotAuthorizedProps {
  /**
   * The heading.
   * @default 'You are not authorized to view this page'
   */
  message?: string;
  /** Actions under the heading (a link home, for example). */
  children?: React.ReactNode;
}
