import * as React from 'react';
import { Text, mergeClasses } from '@fluentui/react-components';
import { useSectionCardStyles } from './SectionCard.styles';
import type { SectionCardProps } from './SectionCard.types';

/** A page's card: a section named by its h2, with actions beside the title, then its content. */
export function SectionCard({
  title,
  actions,
  headingRef,
  children,
  className,
}: SectionCardProps): React.JSX.Element {
  const styles = useSectionCardStyles();
  return (
    <section className={mergeClasses(styles.card, className)} aria-label={title}>
      <div className={styles.header}>
        {/* Subtitle1's look; Text takes the ref (Subtitle1's props do not). */}
        <Text
          as="h2"
          size={500}
          weight="semibold"
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className={styles.heading}
        >
          {title}
        </Text>
        {actions}
      </div>
      {children}
    </section>
  );
}
