import type { ReactNode } from 'react';
import {
  Caption1,
  Subtitle2,
  Title2,
  Title3,
  makeStyles,
  mergeClasses,
  shorthands,
  tokens,
  useId,
} from '@fluentui/react-components';
import type { Role } from '@aif/contracts';

const NARROW = '@media (max-width: 899.98px)';

const useStyles = makeStyles({
  page: {
    boxSizing: 'border-box',
    paddingBlock: tokens.spacingVerticalXXL,
    paddingInline: tokens.spacingHorizontalXL,
    '@media (max-width: 479.98px)': {
      paddingBlock: tokens.spacingVerticalL,
      paddingInline: tokens.spacingHorizontalM,
    },
  },
  // Steps beside the card; the pair is centred in the content area.
  grid: {
    display: 'grid',
    gridTemplateColumns: '220px minmax(0, 480px)',
    justifyContent: 'center',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalL,
    [NARROW]: { gridTemplateColumns: 'minmax(0, 480px)' },
  },
  heading: {
    gridColumn: '1 / -1',
    margin: 0,
  },
  steps: {
    [NARROW]: { display: 'none' },
  },
  stepList: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  step: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground3,
  },
  stepCurrent: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  stepDone: { color: tokens.colorNeutralForeground2 },
  stepNumber: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '24px',
    height: '24px',
    borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase200,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke1),
    backgroundColor: tokens.colorNeutralBackground1,
  },
  stepNumberCurrent: {
    backgroundColor: tokens.colorBrandBackground,
    ...shorthands.borderColor(tokens.colorBrandBackground),
    color: tokens.colorNeutralForegroundOnBrand,
  },
  stepNumberDone: {
    backgroundColor: tokens.colorBrandBackground2,
    ...shorthands.borderColor(tokens.colorBrandStroke2),
    color: tokens.colorBrandForeground2,
  },
  cardHeading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  stepCaption: {
    display: 'none',
    margin: 0,
    color: tokens.colorNeutralForeground3,
    [NARROW]: { display: 'block' },
  },
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
    '@media (max-width: 479.98px)': { padding: tokens.spacingHorizontalL },
  },
  // The AIF approver's layout: one centred card with the title inside it, no list of steps.
  approverCard: {
    marginInline: 'auto',
    maxWidth: '480px',
  },
  subtitle: { margin: 0 },
});

export interface OnboardingLayoutProps {
  /** The page title, rendered as the page's h1. */
  title: string;
  /** The card's heading (h2). */
  subtitle: string;
  role: Role | null | undefined;
  /** The steps of the current path and the index of this page's step. */
  steps: readonly string[];
  current: number;
  children: ReactNode;
}

/**
 * Frame of the onboarding entry pages: the title, the steps of the current path beside a centred form card
 * (the steps turn into one caption line below 900 px). The AIF approver, who comes here only to start or
 * extend an application it reviews, gets the card alone.
 */
export function OnboardingLayout({ title, subtitle, role, steps, current, children }: OnboardingLayoutProps) {
  const styles = useStyles();
  const subtitleId = useId('onboarding-card');

  if (role === 'amcapprover') {
    return (
      <div className={styles.page}>
        <section className={mergeClasses(styles.card, styles.approverCard)} aria-labelledby={subtitleId}>
          <div className={styles.cardHeading}>
            <Title3 as="h1" className={styles.heading}>
              {title}
            </Title3>
            <Subtitle2 as="h2" id={subtitleId} className={styles.subtitle}>
              {subtitle}
            </Subtitle2>
          </div>
          {children}
        </section>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.grid}>
        <Title2 as="h1" className={styles.heading}>
          {title}
        </Title2>
        <nav aria-label="Onboarding steps" className={styles.steps}>
          <ol className={styles.stepList}>
            {steps.map((label, index) => {
              const state = index === current ? 'current' : index < current ? 'done' : 'todo';
              return (
                <li
                  key={label}
                  aria-current={state === 'current' ? 'step' : undefined}
                  className={mergeClasses(
                    styles.step,
                    state === 'current' && styles.stepCurrent,
                    state === 'done' && styles.stepDone,
                  )}
                >
                  <span
                    aria-hidden
                    className={mergeClasses(
                      styles.stepNumber,
                      state === 'current' && styles.stepNumberCurrent,
                      state === 'done' && styles.stepNumberDone,
                    )}
                  >
                    {index + 1}
                  </span>
                  {label}
                </li>
              );
            })}
          </ol>
        </nav>
        <section className={styles.card} aria-labelledby={subtitleId}>
          <div className={styles.cardHeading}>
            <Caption1 as="p" className={styles.stepCaption}>
              {`Step ${current + 1} of ${steps.length}`}
            </Caption1>
            <Subtitle2 as="h2" id={subtitleId} className={styles.subtitle}>
              {subtitle}
            </Subtitle2>
          </div>
          {children}
        </section>
      </div>
    </div>
  );
}
