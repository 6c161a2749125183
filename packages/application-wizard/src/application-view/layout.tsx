import type { ReactNode } from 'react';
import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Text,
  Title2,
  makeStyles,
  mergeClasses,
  shorthands,
  tokens,
} from '@fluentui/react-components';
import { SectionCard, displayValue } from '@aif/ui-kit';

export const MOBILE_MEDIA = '@media (max-width: 767.98px)';

const useStyles = makeStyles({
  page: {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '100%',
    maxWidth: '1200px',
    marginInline: 'auto',
    paddingBlock: tokens.spacingVerticalXL,
    paddingInline: tokens.spacingHorizontalXL,
    [MOBILE_MEDIA]: {
      paddingBlock: tokens.spacingVerticalM,
      paddingInline: tokens.spacingHorizontalM,
      gap: tokens.spacingVerticalM,
    },
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
    [MOBILE_MEDIA]: { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalS,
    [MOBILE_MEDIA]: { width: '100%', '& > *': { flexGrow: 1 } },
  },
  // The application's cards sit a little tighter than the kit's default.
  compact: { gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  sub: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBlockStart: tokens.spacingVerticalS,
    ...shorthands.borderTop(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  },
  subFirst: { borderTopStyle: 'none', paddingBlockStart: 0 },
  subHeader: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** A page of this remote: its h1, the application number and status, and its actions. */
export function ViewPage({
  title,
  meta,
  actions,
  children,
}: {
  title: string;
  meta?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <Title2 as="h1" className={styles.title}>
            {title}
          </Title2>
          {meta && <div className={styles.meta}>{meta}</div>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </div>
  );
}

export type StatusTone = 'brand' | 'danger' | 'success' | 'warning';

/** The status badge colour of an application status. */
export function statusTone(status: string | null | undefined): StatusTone {
  if (status === 'rejected') return 'danger';
  if (status === 'invitationexpired') return 'warning';
  if (status === 'signed' || status === 'completed') return 'success';
  return 'brand';
}

/** "Application ID AIF0000001" and the status as a badge, under a page title. */
export function ApplicationMeta({
  applicationNumber,
  status,
  tone = 'brand',
}: {
  applicationNumber?: string | null;
  status?: string | null;
  /** The badge colour: 'danger' for rejected, 'success' for completed (see `statusTone`). */
  tone?: StatusTone;
}) {
  return (
    <>
      <Text>Application ID: {displayValue(applicationNumber)}</Text>
      {status && (
        <Badge appearance="tint" color={tone} shape="rounded">
          {status}
        </Badge>
      )}
    </>
  );
}

/** A card with its h2 and, when `onEdit` is given, an Edit button. */
export function ViewSection({
  title,
  onEdit,
  actions,
  children,
  className,
}: {
  title: string;
  onEdit?: () => void;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const styles = useStyles();
  return (
    <SectionCard
      title={title}
      className={mergeClasses(styles.compact, className)}
      actions={
        (onEdit || actions) && (
          <div className={styles.subHeader}>
            {actions}
            {onEdit && (
              <Button appearance="secondary" size="small" onClick={onEdit} aria-label={`Edit ${title}`}>
                Edit
              </Button>
            )}
          </div>
        )
      }
    >
      {children}
    </SectionCard>
  );
}

/** A titled group inside a section (an applicant, a bank), with badges beside the title. */
export function ViewGroup({
  title,
  badges,
  first,
  children,
}: {
  title: string;
  badges?: ReactNode;
  first?: boolean;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <section className={mergeClasses(styles.sub, first && styles.subFirst)} aria-label={title}>
      <div className={styles.subHeader}>
        <Subtitle2 as="h3" className={styles.heading}>
          {title}
        </Subtitle2>
        {badges}
      </div>
      {children}
    </section>
  );
}

// The label and value pairs are the kit's, which reads 'N/A' for a missing value.
export { FieldList, ViewField } from '@aif/ui-kit';

/** A page that could not load: the reason in an error bar. */
export function ViewError({ message }: { message: string }) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{message}</MessageBarBody>
      </MessageBar>
    </div>
  );
}
