import * as React from 'react';
import { mergeClasses, Spinner } from '@fluentui/react-components';
import { FRAME_MESSAGES } from '@aif/contracts';
import { useLoaderStyles } from './Loader.styles';
import type { LoaderProps } from './Loader.types';

/** A spinner labelled "Loading..." inline, or over the whole page with `fullPage`. */
export function Loader({
  label = FRAME_MESSAGES.loading,
  fullPage = false,
  size = 'medium',
  className,
}: LoaderProps): React.JSX.Element {
  const styles = useLoaderStyles();
  if (fullPage) {
    return (
      <div className={mergeClasses(styles.fullPage, className)} aria-busy="true">
        <div className={styles.card}>
          <Spinner size={size} label={label} labelPosition="below" />
        </div>
      </div>
    );
  }
  return (
    <div className={mergeClasses(styles.inline, className)} aria-busy="true">
      <Spinner size={size} label={label} labelPosition="below" />
    </div>
  );
}
