import * as React from 'react';
import { mergeClasses, Text, Title2 } from '@fluentui/react-components';
import { DocumentRegular } from '@fluentui/react-icons';
import { usePlaceholderPageStyles } from './PlaceholderPage.styles';
import type { PlaceholderPageProps } from './PlaceholderPage.types';

export const PLACEHOLDER_DEFAULT_MESSAGE = 'This page is not available yet.';

/** A page with a heading and a short message: areas not built yet and the placeholder routes. */
export function PlaceholderPage({
  title,
  message = PLACEHOLDER_DEFAULT_MESSAGE,
  icon,
  children,
  className,
}: PlaceholderPageProps): React.JSX.Element {
  const styles = usePlaceholderPageStyles();
  return (
    <section className={mergeClasses(styles.root, className)}>
      <span className={styles.icon} aria-hidden>
        {icon ?? <DocumentRegular />}
      </span>
      <Title2 as="h1">{title}</Title2>
      {message ? (
        <Text as="p" size={400} className={styles.message}>
          {message}
        </Text>
      ) : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </section>
  );
}
