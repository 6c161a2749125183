import type * as React from 'react';

export interface SectionCardProps {
  /** The card's h2, also the section's accessible name. */
  title: string;
  /** Beside the title, at the end of its row (an Edit button). */
  actions?: React.ReactNode;
  /**
   * Given, the heading can take focus from script (tabIndex -1), so that a page that changes its card
   * can move focus there and have it announced.
   */
  headingRef?: React.Ref<HTMLHeadingElement>;
  children?: React.ReactNode;
  className?: string;
}
