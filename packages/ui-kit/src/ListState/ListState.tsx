import * as React from 'react';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { EmptyState } from '../EmptyState/EmptyState';
import { Loader } from '../Loader/Loader';
import type { ListStateProps } from './ListState.types';

/** The error message, the loader, "No data found", or the content: what a list or a widget shows. */
export function ListState({
  loading,
  error,
  empty,
  emptyMessage,
  children,
}: ListStateProps): React.JSX.Element {
  if (error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{error}</MessageBarBody>
      </MessageBar>
    );
  }
  if (loading) return <Loader />;
  if (empty) return <EmptyState message={emptyMessage} />;
  return <>{children}</>;
}
