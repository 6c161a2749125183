export interface LoaderProps {
  /**
   * Text under the spinner.
   * @default 'Loading...'
   */
  label?: string;
  /**
   * Cover the whole viewport (page loads, saving) instead of sitting in the flow.
   * @default false
   */
  fullPage?: boolean;
  /**
   * Spinner size.
   * @default 'medium'
   */
  size?: 'tiny' | 'extra-small' | 'small' | 'medium' | 'large' | 'extra-large' | 'huge';
  className?: string;
}
