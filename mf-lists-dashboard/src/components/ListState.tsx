import type { ReactNode } from 'react';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { EmptyState, Loader } from '@aif/ui-kit';

export interface ListStateProps {
  loading: boolean;
  error: string | null;
  empty: boolean;
  children: ReactNode;
}

/** Loader, the server's error (api-client catalogue), "No data found", or the content. */
export function ListState({ loading, error, empty, children }: ListStateProps) {
  if (error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{error}</MessageBarBody>
      </MessageBar>
    );
  }
  if (loading) return <Loader />;
  if (empty) return <EmptyState />;
  return <>{children}</>;
}
