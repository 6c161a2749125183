import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  Field,
  Select,
  Text,
  Title2,
  makeStyles,
  mergeClasses,
  shorthands,
  tokens,
} from '@fluentui/react-components';
import {
  INDIVIDUAL_STEPS,
  STEP_LABELS,
  isStepReachable,
  stepPageLabel,
  type IndividualStep,
} from '@aif/contracts';
import { useWizard } from '../hooks/useWizard';
import { useIsMobile } from '../hooks/useIsMobile';
import { exitPath } from '../lib/paths';
import { wizardTitle } from '../lib/roles';
import { clearTarget } from '../lib/target';

const useStyles = makeStyles({
  page: {
    boxSizing: 'border-box',
    paddingBlock: tokens.spacingVerticalXL,
    paddingInline: tokens.spacingHorizontalXL,
    '@media (max-width: 767.98px)': {
      paddingBlock: tokens.spacingVerticalM,
      paddingInline: tokens.spacingHorizontalM,
    },
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginBlockEnd: tokens.spacingVerticalL,
  },
  titleBlock: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  title: { margin: 0 },
  appId: { color: tokens.colorNeutralForeground2 },
  grid: {
    display: 'grid',
    gridTemplateColumns: '240px minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
  },
  single: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  stepList: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    position: 'sticky',
    top: tokens.spacingVerticalL,
  },
  stepButton: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    width: '100%',
    justifyContent: 'flex-start',
    textAlign: 'start',
    fontWeight: tokens.fontWeightRegular,
  },
  stepCurrent: {
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
  },
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
  },
  stepNumberCurrent: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ...shorthands.borderColor(tokens.colorBrandBackground),
  },
  mobileBar: { display: 'flex', alignItems: 'end', gap: tokens.spacingHorizontalM },
  pageSelect: { flexGrow: 1, minWidth: 0 },
  select: { width: '100%', minWidth: 0 },
});

/**
 * The wizard's header (title, application ID, Back) and its steps: a list beside the page on wide screens,
 * a 'Page n/total' dropdown below 768 px. Later steps than the counter allows are disabled (doc 1 §2).
 */
export function WizardFrame({ current, children }: { current: IndividualStep; children: ReactNode }) {
  const styles = useStyles();
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const { user, application, target, goToStep } = useWizard();
  const role = user?.role;

  const back = () => {
    clearTarget();
    navigate(exitPath(role, target));
  };
  const reachable = (slug: string) => isStepReachable('individual', application.currentStep, slug);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <Title2 as="h1" className={styles.title}>
            {wizardTitle(role)}
          </Title2>
          <Text className={styles.appId}>
            Application ID: <strong>{application.applicationNumber ?? '-'}</strong>
          </Text>
        </div>
        {!mobile && (
          <Button appearance="secondary" onClick={back}>
            Back
          </Button>
        )}
      </header>
      {/* The page stays at the same place in the tree at every width: resizing keeps what was typed. */}
      <div className={mobile ? styles.single : styles.grid}>
        {mobile ? (
          <div className={styles.mobileBar}>
            <Button appearance="secondary" onClick={back} aria-label="Back">
              Back
            </Button>
            <Field label="Step" className={styles.pageSelect}>
              <Select
                className={styles.select}
                value={current}
                onChange={(_, data) => goToStep(data.value as IndividualStep)}
              >
                {INDIVIDUAL_STEPS.map((slug) => (
                  <option key={slug} value={slug} disabled={!reachable(slug)}>
                    {`${stepPageLabel('individual', slug)} - ${STEP_LABELS[slug]}`}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
        ) : (
          <nav aria-label="Application steps">
            <ol className={styles.stepList}>
              {INDIVIDUAL_STEPS.map((slug, index) => {
                const isCurrent = slug === current;
                return (
                  <li key={slug}>
                    <Button
                      appearance="subtle"
                      className={mergeClasses(styles.stepButton, isCurrent && styles.stepCurrent)}
                      aria-current={isCurrent ? 'step' : undefined}
                      disabled={!reachable(slug)}
                      onClick={() => goToStep(slug)}
                    >
                      <span
                        aria-hidden
                        className={mergeClasses(styles.stepNumber, isCurrent && styles.stepNumberCurrent)}
                      >
                        {index + 1}
                      </span>
                      {STEP_LABELS[slug]}
                    </Button>
                  </li>
                );
              })}
            </ol>
          </nav>
        )}
        <div className={styles.single}>{children}</div>
      </div>
    </div>
  );
}
