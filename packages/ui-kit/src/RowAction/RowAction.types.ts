import type * as React from 'react';

export interface RowActionProps {
  /** The action's accessible name, also shown in the tooltip. */
  label: string;
  icon: React.ReactElement;
  onClick: () => void;
  /** When set, the action is disabled (still focusable) and the tooltip and description say why. */
  disabledReason?: string;
}

export interface RowActionsProps {
  /** The row's `RowAction`s. */
  children?: React.ReactNode;
}
