import type { ReactNode } from 'react';
import {
  Link,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { DASH, ViewField as KitViewField, type ViewFieldProps } from '@aif/ui-kit';

export const PHONE = '@media (max-width: 767.98px)';

const useStyles = makeStyles({
  page: {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '100%',
    maxWidth: '1200px',
    padding: tokens.spacingHorizontalL,
    minWidth: 0,
    [PHONE]: { padding: tokens.spacingHorizontalS, gap: tokens.spacingVerticalM },
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
  },
  titleBlock: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  title: {
    margin: 0,
    overflowWrap: 'anywhere',
    [PHONE]: { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  },
  subtitle: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  heading: { margin: 0 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // Two columns on wide screens, one on phones.
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalM,
    [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  wide: { gridColumn: '1 / -1' },
  spacer: { [PHONE]: { display: 'none' } },
  anywhere: { overflowWrap: 'anywhere' },
  // Save bar: buttons at the end; on a phone they share the width.
  formActions: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    [PHONE]: { '& > *': { flexGrow: 1 } },
  },
  back: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    alignSelf: 'flex-start',
  },
});

/** An administrative page (fund setup, user management): a back link, its h1 (and a line under it), its actions, then its cards. */
export function Page({
  title,
  subtitle,
  back,
  actions,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  back?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      {back}
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <Title2 as="h1" className={styles.title}>
            {title}
          </Title2>
          {subtitle && <span className={styles.subtitle}>{subtitle}</span>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </div>
  );
}

/** A card with its h2 and actions beside it (the edit icon). */
export { SectionCard as Card } from '@aif/ui-kit';

/** A titled group of fields inside a card (h3), in two columns (one on phones). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-label={title}>
      <Subtitle2 as="h3" className={styles.heading}>
        {title}
      </Subtitle2>
      <div className={styles.grid}>{children}</div>
    </section>
  );
}

/** Form fields in two columns (one on phones). */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className={useStyles().grid}>{children}</div>;
}

/** A grid cell spanning the whole row. */
export function Wide({ children }: { children: ReactNode }) {
  return <div className={useStyles().wide}>{children}</div>;
}

/** An empty grid cell: keeps a question and its answer on one row (not on phones, one column there). */
export function Spacer() {
  return <div aria-hidden className={useStyles().spacer} />;
}

/** The buttons under a form. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={useStyles().formActions}>{children}</div>;
}

export { FieldList } from '@aif/ui-kit';

/** One label and its value; a missing value reads "-" on detail pages (doc 3 §2.7, §2.8). */
export function ViewField(props: Omit<ViewFieldProps, 'placeholder'>) {
  return <KitViewField {...props} placeholder={DASH} />;
}

/** A page that could not load: the reason in an error bar. */
export function LoadError({ message }: { message: string }) {
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}

/** A Fluent link that navigates inside the shell's router (with navigation state), keeping a real href. */
export function NavLink({ to, state, children }: { to: string; state?: unknown; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Link
      href={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(to, { state });
      }}
    >
      {children}
    </Link>
  );
}

/** The way back to the screen above (the list a screen was opened from). */
export function BackLink({ to, state, children }: { to: string; state?: unknown; children: ReactNode }) {
  const styles = useStyles();
  return (
    <span className={styles.back}>
      <ArrowLeftRegular aria-hidden />
      <NavLink to={to} state={state}>
        {children}
      </NavLink>
    </span>
  );
}

/**
 * Text with no natural break (an email address) that may break anywhere: in a table's fixed-width
 * column it would otherwise run into the next column.
 */
export function Breakable({ children }: { children: ReactNode }) {
  return <span className={useStyles().anywhere}>{children}</span>;
}
