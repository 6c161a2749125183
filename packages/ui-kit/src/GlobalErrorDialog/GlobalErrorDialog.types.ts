export interface GlobalErrorDialogProps {
  /**
   * Label of the button that closes the dialog.
   * @default 'OK'
   */
  okLabel?: string;
}
