import * as React from 'react';
import { Button, Tooltip } from '@fluentui/react-components';
import { useRowActionsStyles } from './RowAction.styles';
import type { RowActionProps, RowActionsProps } from './RowAction.types';

/**
 * An icon button of a table row, named by `label`. The tooltip is visual only (rendered on hover): a
 * description tooltip would keep one portal per row mounted; the reason reaches assistive technology
 * through a hidden description instead.
 */
export function RowAction({ label, icon, onClick, disabledReason }: RowActionProps): React.JSX.Element {
  const reasonId = React.useId();
  return (
    <>
      <Tooltip content={disabledReason ?? label} relationship="inaccessible">
        <Button
          aria-label={label}
          aria-describedby={disabledReason ? reasonId : undefined}
          appearance="subtle"
          size="small"
          icon={icon}
          disabledFocusable={!!disabledReason}
          onClick={disabledReason ? undefined : onClick}
        />
      </Tooltip>
      {disabledReason && (
        <span id={reasonId} hidden>
          {disabledReason}
        </span>
      )}
    </>
  );
}

/** A row's actions side by side in one cell. */
export function RowActions({ children }: RowActionsProps): React.JSX.Element {
  const styles = useRowActionsStyles();
  return <div className={styles.root}>{children}</div>;
}
