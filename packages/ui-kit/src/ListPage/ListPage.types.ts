import type * as React from 'react';

export interface ListPageProps {
  /** The page's heading (level 1). */
  title: string;
  /** The toolbar, the list, its pager and dialogs. */
  children?: React.ReactNode;
}
