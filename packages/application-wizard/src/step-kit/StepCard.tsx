import { useEffect, useRef, type ReactNode } from 'react';
import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { SectionCard } from '@aif/ui-kit';
import { useStepHost } from './StepHost';
import { useStepFocus } from './unsaved';

const useStyles = makeStyles({
  heading: { margin: 0, ':focus': { outlineStyle: 'none' } },
  // In a dialog the surface is the card and the dialog's title the heading.
  plain: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, width: '100%' },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBlockStart: tokens.spacingVerticalS,
  },
  sectionHeader: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  // Two columns on wide screens, one on phones.
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalM,
    '@media (max-width: 767.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** One step's page: a card with the step's h2 and its form (in a dialog: the form alone). */
export function StepCard({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const { layout } = useStepHost();
  const heading = useRef<HTMLHeadingElement>(null);
  const { pending } = useStepFocus();
  useEffect(() => {
    // After a step change the new step's heading takes focus, so that it is announced.
    if (!pending.current || !heading.current) return;
    pending.current = false;
    heading.current.focus();
  }, [pending]);
  if (layout === 'dialog')
    return (
      <section className={styles.plain} aria-label={title}>
        {children}
      </section>
    );
  return (
    <SectionCard title={title} headingRef={heading}>
      {children}
    </SectionCard>
  );
}

/** A titled group inside a step (an applicant, an address), with optional actions beside the title. */
export function StepSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.sectionHeader}>
        <Subtitle2 as="h3" className={styles.heading}>
          {title}
        </Subtitle2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Fields in two columns (one on phones). */
export function FieldGrid({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <div className={styles.grid}>{children}</div>;
}
