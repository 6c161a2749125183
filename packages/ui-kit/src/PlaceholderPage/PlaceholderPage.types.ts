import type * as React from 'react';

export interface PlaceholderPageProps {
  /** Page heading (rendered as the page's h1). */
  title: string;
  /**
   * Text under the heading.
   * @default 'This page is not available yet.'
   */
  message?: React.ReactNode;
  /**
   * Icon above the heading.
   * @default a document icon
   */
  icon?: React.ReactNode;
  /** Actions under the message (a link home, for example). */
  children?: React.ReactNode;
  className?: string;
}
