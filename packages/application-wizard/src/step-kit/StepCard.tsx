import type { ReactNode } from 'react';
import { Subtitle1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useStepHost } from './StepHost';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    boxSizing: 'border-box',
    width: '100%',
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    '@media (max-width: 767.98px)': { padding: tokens.spacingHorizontalL },
  },
  heading: { margin: 0 },
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
  if (layout === 'dialog')
    return (
      <section className={styles.plain} aria-label={title}>
        {children}
      </section>
    );
  return (
    <section className={styles.card} aria-label={title}>
      <Subtitle1 as="h2" className={styles.heading}>
        {title}
      </Subtitle1>
      {children}
    </section>
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
