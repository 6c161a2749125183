import * as React from 'react';
import { Title2 } from '@fluentui/react-components';
import { useListPageStyles } from './ListPage.styles';
import type { ListPageProps } from './ListPage.types';

/** A list's page: its heading, then its content in one column, with less padding on a phone. */
export function ListPage({ title, children }: ListPageProps): React.JSX.Element {
  const styles = useListPageStyles();
  return (
    <div className={styles.root}>
      <Title2 as="h1">{title}</Title2>
      {children}
    </div>
  );
}
