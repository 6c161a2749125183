import * as React from 'react';
import { useListToolbarStyles } from './ListToolbar.styles';
import type { ListToolbarProps } from './ListToolbar.types';

/** The row above a list: its tools (search) at the start, the filters at the end; wraps on a phone. */
export function ListToolbar({ children, end }: ListToolbarProps): React.JSX.Element {
  const styles = useListToolbarStyles();
  return (
    <div className={styles.root}>
      <div className={styles.tools}>{children}</div>
      {end}
    </div>
  );
}
