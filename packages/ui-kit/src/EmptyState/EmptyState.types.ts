import type * as React from 'react';

/** `noData`: an empty table or list; `noResults`: a search or dropdown filter that matched nothing. */
export type EmptyStateVariant = 'noData' | 'noResults';

export interface EmptyStateProps {
  /**
   * Which standard wording to show.
   * @default 'noData'
   */
  variant?: EmptyStateVariant;
  /** Replaces the standard wording ("No data found" / "No Results found"). */
  message?: string;
  /** Optional content under the message (a button, a hint). */
  children?: React.ReactNode;
  className?: string;
}
