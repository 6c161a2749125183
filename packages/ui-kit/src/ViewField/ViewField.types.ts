import type * as React from 'react';

export interface FieldListProps {
  /** The `ViewField`s. */
  children?: React.ReactNode;
  /** The list's accessible name, when a page has several. */
  label?: string;
}

export interface ViewFieldProps {
  label: string;
  /** Text, a number or a date (shown through `displayValue`), or an element shown as it is. */
  value: React.ReactNode;
  /** Spans the whole row (a long text, a list of chips). */
  wide?: boolean;
  /**
   * What a missing value reads: 'N/A' in the application's views, '-' on detail pages (`DASH`).
   * @default 'N/A'
   */
  placeholder?: string;
}
