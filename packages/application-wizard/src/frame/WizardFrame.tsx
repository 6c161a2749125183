import { useEffect, useRef, useState, type ReactNode } from 'react';
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
import { STEP_LABELS, STEP_ORDER, isStepReachable, stepPageLabel, type WizardStep } from '@aif/contracts';
import { ConfirmDialog, takeLeaveRequests } from '@aif/ui-kit';
import { StepFocusProvider, useStepFocus, useUnsavedEdits } from '../step-kit/unsaved';
import { useWizard } from './useWizard';
import { useIsMobile } from './useIsMobile';
import { exitPath } from './routes';
import { wizardTitle } from './roles';
import { clearTarget } from './target';
import { leavingStep, useBrowserBackGuard, useWizardNavigate } from './browser-back';

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

/** Asked before a step with unsaved edits is left by the stepper, the step menu or Back. */
export const LEAVE_UNSAVED = {
  title: 'Unsaved Changes',
  message: 'The changes on this page are not saved. Are you sure you want to leave this page ?',
  confirm: 'Leave',
  cancel: 'Stay',
} as const;

/**
 * Leaving the step: asks first while its form holds unsaved edits (a reload or closing the tab asks
 * through the browser). Saving navigates without asking: it goes through `save`, not through here.
 */
function useLeaveGuard() {
  const { dirty } = useUnsavedEdits();
  const [pending, setPending] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  // The browser's Back asks too (browser-back.ts), and so do the shell's links and Logout.
  useBrowserBackGuard(dirty, (go) => setPending(() => go));
  useEffect(() => (dirty ? takeLeaveRequests((go) => setPending(() => go)) : undefined), [dirty]);
  const leave = (go: () => void) => (dirty ? setPending(() => go) : go());
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={LEAVE_UNSAVED.title}
      message={LEAVE_UNSAVED.message}
      confirmLabel={LEAVE_UNSAVED.confirm}
      cancelLabel={LEAVE_UNSAVED.cancel}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const go = pending;
        setPending(null);
        // Whichever way the user leaves (a step, the list, a shell link, Logout), this step's guard of
        // the browser's Back stands down at once.
        leavingStep();
        go?.();
      }}
    />
  );
  return { leave, dialog };
}

/** The step shown changed (not the first load): its heading takes focus (StepCard). */
function FocusOnStepChange({ current }: { current: WizardStep }) {
  const { pending } = useStepFocus();
  const shown = useRef(current);
  if (shown.current !== current) {
    shown.current = current;
    pending.current = true;
  }
  return null;
}

/**
 * The wizard's header (title, application ID, Back) and the flow's steps (contracts' `STEP_ORDER`): a list
 * beside the page on wide screens, a 'Page n/total' dropdown below 768 px. Later steps than the counter
 * allows are disabled (doc 1 §2).
 */
export function WizardFrame({ current, children }: { current: WizardStep; children: ReactNode }) {
  return (
    <StepFocusProvider>
      <FocusOnStepChange current={current} />
      <Frame current={current}>{children}</Frame>
    </StepFocusProvider>
  );
}

function Frame({ current, children }: { current: WizardStep; children: ReactNode }) {
  const styles = useStyles();
  const mobile = useIsMobile();
  const navigate = useWizardNavigate();
  const { user, application, target, config, goToStep } = useWizard();
  const { flow, routes } = config;
  const role = user?.role;
  const steps = STEP_ORDER[flow];
  const { leave, dialog } = useLeaveGuard();

  const back = () =>
    leave(() => {
      clearTarget(flow);
      navigate(exitPath(routes, role, target));
    });
  const reachable = (slug: string) => isStepReachable(flow, application.currentStep, slug);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <Title2 as="h1" className={styles.title}>
            {wizardTitle(role, flow)}
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
                onChange={(_, data) => leave(() => goToStep(data.value as WizardStep))}
              >
                {steps.map((slug) => (
                  <option key={slug} value={slug} disabled={!reachable(slug)}>
                    {`${stepPageLabel(flow, slug)} - ${STEP_LABELS[slug]}`}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
        ) : (
          <nav aria-label="Application steps">
            <ol className={styles.stepList}>
              {steps.map((slug, index) => {
                const isCurrent = slug === current;
                return (
                  <li key={slug}>
                    <Button
                      appearance="subtle"
                      className={mergeClasses(styles.stepButton, isCurrent && styles.stepCurrent)}
                      aria-current={isCurrent ? 'step' : undefined}
                      disabled={!reachable(slug)}
                      onClick={() => leave(() => goToStep(slug))}
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
      {dialog}
    </div>
  );
}
