import { useEffect, useRef, useState } from 'react';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SAVE_TYPE_LABELS, isLastStep, type Role, type SaveType, type WizardStep } from '@aif/contracts';
import { IncompleteSteps } from './IncompleteSteps';
import { hostFlow, useRefusedSave, useStepHost } from './StepHost';

/** 'Save For Later' is hidden for the AIF approver (doc 1 §6). */
export function showsSaveForLater(role: Role | null | undefined): boolean {
  return role !== 'amcapprover';
}

/** Who saves the application on the last step and leaves, instead of going on to the preview. */
const SAVES_ON_LAST_STEP: readonly Role[] = ['investor', 'amcapprover', 'poaapprover'];

/**
 * The last step's button (doc 1 §6). The POA approver saves like the AIF approver: it lands on the details
 * page (doc 1 §2) and may not open the preview (the route table).
 */
export function lastStepLabel(role: Role | null | undefined): string {
  return role != null && SAVES_ON_LAST_STEP.includes(role) ? 'Save Application' : 'Preview';
}

const useStyles = makeStyles({
  actions: {
    display: 'flex',
    flexWrap: 'wrap-reverse',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    marginBlockStart: tokens.spacingVerticalS,
    '@media (max-width: 767.98px)': { '& > button': { flexGrow: 1 } },
  },
  // No box of its own: the step's gap is not doubled while there is nothing to sum up.
  summary: { display: 'contents' },
});

/**
 * The server's refusal of a save (its own message, from api-client's error catalogue, and the steps a
 * refused submission found incomplete); a 409 offers to read the application again.
 */
export function SaveFailureBar() {
  return (
    <>
      <RefusedFieldsSummary />
      <ServerFailureBar />
    </>
  );
}

/** A field's label as the user reads it (without the required mark). */
function labelOf(control: HTMLElement): string | null {
  const label =
    (control as HTMLInputElement).labels?.[0] ??
    (control.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => (id ? document.getElementById(id) : null))
      .find((el) => el !== null) ??
    null;
  const text = (label?.textContent ?? control.getAttribute('aria-label') ?? '')
    .replace(/\s*\*\s*$/, '')
    .trim();
  return text || null;
}

/**
 * After a refused save: 'Please correct N fields' with their labels at the step's top, and the first
 * field in error focused and scrolled into view (it may be far above the buttons).
 */
function RefusedFieldsSummary() {
  const styles = useStyles();
  const { refused } = useRefusedSave();
  const ref = useRef<HTMLDivElement>(null);
  const [found, setFound] = useState<{ at: number; labels: string[] } | null>(null);
  useEffect(() => {
    if (!refused) return;
    // The fields show their messages (aria-invalid) once the form has rendered its errors.
    const timer = setTimeout(() => {
      const step = ref.current?.closest('section') ?? document;
      const controls = Array.from(step.querySelectorAll<HTMLElement>('[aria-invalid="true"]'));
      setFound({
        at: refused.at,
        labels: [...new Set(controls.map(labelOf).filter((l): l is string => l !== null))],
      });
      const first = controls[0];
      if (!first) return;
      first.focus({ preventScroll: true });
      // jsdom has no scrollIntoView.
      first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    });
    return () => clearTimeout(timer);
  }, [refused]);
  // Shown once the fields in error were found, for this refusal only (a successful save clears it).
  const labels = refused && found?.at === refused.at ? found.labels : null;
  const count = Math.max(labels?.length ?? 0, refused?.fields ?? 0);
  return (
    <div ref={ref} className={styles.summary}>
      {labels && count > 0 && (
        <MessageBar intent="error">
          <MessageBarBody>
            Please correct {count} {count === 1 ? 'field' : 'fields'}
            {labels.length > 0 && `: ${labels.join(', ')}`}
          </MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}

function ServerFailureBar() {
  const { failure, reload, clearFailure } = useStepHost();
  if (!failure) return null;
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>
        {failure.message}
        <IncompleteSteps error={failure.error} />
      </MessageBarBody>
      <MessageBarActions>
        {failure.conflict ? (
          <Button size="small" onClick={() => void reload()}>
            Reload
          </Button>
        ) : (
          <Button size="small" appearance="transparent" onClick={clearFailure}>
            Dismiss
          </Button>
        )}
      </MessageBarActions>
    </MessageBar>
  );
}

/**
 * The wizard's 'Save For Later' (not for the AIF approver) and 'Save and Proceed' ('Save Application' or
 * 'Preview' on the last step); in a dialog, Cancel and Save (a save that returns to where the dialog was
 * opened, as 'save for later' does). The save buttons submit the step's form; `onSave` receives which one
 * was pressed.
 */
export function StepActions({
  slug,
  onSave,
  disabled = false,
}: {
  slug: WizardStep;
  onSave: (saveType: SaveType) => void;
  disabled?: boolean;
}) {
  const styles = useStyles();
  const host = useStepHost();
  const { user, saving, layout, onCancel } = host;
  const role = user?.role;
  if (layout === 'dialog') {
    return (
      <div className={styles.actions}>
        <Button appearance="secondary" disabled={saving} onClick={onCancel}>
          Cancel
        </Button>
        <Button
          appearance="primary"
          disabled={saving || disabled}
          icon={saving ? <Spinner size="tiny" /> : undefined}
          onClick={() => onSave('save for later')}
        >
          Save
        </Button>
      </div>
    );
  }
  const proceedLabel = isLastStep(hostFlow(host), slug)
    ? lastStepLabel(role)
    : SAVE_TYPE_LABELS['save and proceed'];
  return (
    <div className={styles.actions}>
      {showsSaveForLater(role) && (
        <Button appearance="secondary" disabled={saving || disabled} onClick={() => onSave('save for later')}>
          {SAVE_TYPE_LABELS['save for later']}
        </Button>
      )}
      <Button
        appearance="primary"
        disabled={saving || disabled}
        icon={saving ? <Spinner size="tiny" /> : undefined}
        onClick={() => onSave('save and proceed')}
      >
        {proceedLabel}
      </Button>
    </div>
  );
}
