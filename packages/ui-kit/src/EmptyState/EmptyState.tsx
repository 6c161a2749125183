import * as React from 'react';
import { mergeClasses, Text } from '@fluentui/react-components';
import { FRAME_MESSAGES } from '@aif/contracts';
import { DocumentSearchRegular, TableDismissRegular } from '@fluentui/react-icons';
import { useEmptyStateStyles } from './EmptyState.styles';
import type { EmptyStateProps, EmptyStateVariant } from './EmptyState.types';

export const EMPTY_STATE_MESSAGES: Record<EmptyStateVariant, string> = {
  noData: FRAME_MESSAGES.noDataFound,
  noResults: FRAME_MESSAGES.noResultsFound,
};

/** What an empty table, list or search shows. */
export function EmptyState({
  variant = 'noData',
  message,
  children,
  className,
}: EmptyStateProps): React.JSX.Element {
  const styles = useEmptyStateStyles();
  const Icon = variant === 'noResults' ? DocumentSearchRegular : TableDismissRegular;
  return (
    <div className={mergeClasses(styles.root, className)} role="status">
      <Icon className={styles.icon} aria-hidden />
      <Text size={400}>{message ?? EMPTY_STATE_MESSAGES[variant]}</Text>
      {children}
    </div>
  );
}
