import { useId, type ReactElement } from 'react';
import { Button, Tooltip } from '@fluentui/react-components';

export interface RowActionProps {
  label: string;
  icon: ReactElement;
  onClick: () => void;
  /** When set, the action is disabled and the tooltip says why. */
  disabledReason?: string;
}

/**
 * An icon button of a table row, named by `label`. The tooltip is visual only (rendered on hover): a
 * description tooltip would keep one portal per row mounted; the reason reaches assistive technology
 * through a hidden description instead.
 */
export function RowAction({ label, icon, onClick, disabledReason }: RowActionProps) {
  const reasonId = useId();
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
