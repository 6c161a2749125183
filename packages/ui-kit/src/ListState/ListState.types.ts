import type * as React from 'react';

export interface ListStateProps {
  /** The first answer is still on its way: shows the loader. */
  loading: boolean;
  /** The failure's message (the api-client catalogue's); shown instead of anything else. */
  error: string | null;
  /** The answer has nothing to show: "No data found" (or `emptyMessage`). */
  empty: boolean;
  /** Replaces "No data found" for an empty answer. */
  emptyMessage?: string;
  /** The content, shown when there is no error, nothing loading and something to show. */
  children: React.ReactNode;
}
