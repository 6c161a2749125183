import type * as React from 'react';

export interface ListToolbarProps {
  /** The tools at the start, given the free width (a `SearchBox`). */
  children?: React.ReactNode;
  /** What sits at the end (a `FilterDrawer`). */
  end?: React.ReactNode;
}
