import type * as React from 'react';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /**
   * Heading of the dialog.
   * @default 'Confirm'
   */
  title?: React.ReactNode;
  /** The question, e.g. "Are you sure you want to update the RM ?". */
  message: React.ReactNode;
  /**
   * Label of the confirming button.
   * @default 'Yes'
   */
  confirmLabel?: string;
  /**
   * Label of the cancelling button.
   * @default 'No'
   */
  cancelLabel?: string;
  /** Called when the user confirms. */
  onConfirm: () => void;
  /** Called when the user cancels (button, Escape). */
  onCancel: () => void;
  /**
   * Disables both buttons and shows progress on the confirming one while the action runs.
   * @default false
   */
  busy?: boolean;
}
