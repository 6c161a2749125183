import { useState, type FormEvent } from 'react';
import {
  Body1,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AML_COMMENT_MAX_LENGTH, MESSAGES, amlAcknowledgementSchema, type AmlMatch } from '@aif/contracts';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(560px, calc(100vw - 32px))' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  matches: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteRedBackground1,
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    '@media (max-width: 479.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  detail: { margin: 0, overflowWrap: 'anywhere' },
});

export interface AmlCheckDialogProps {
  open: boolean;
  /** What the screening matched (FURTHER_INFORMATION, EXTERNAL_SOURCES). */
  matches: readonly AmlMatch[];
  /**
   * The comments (trimmed) once both fields pass (doc 3 §2.3, doc 2 §8: each 'Field is required', comments
   * at most 1024 characters). An answered message (a refusal from the server) shows in the dialog, which
   * stays open; nothing or null: done.
   */
  onSubmit: (amlComments: string) => void | Promise<string | null | void>;
  onCancel: () => void;
}

/**
 * The AML pop-up: a failed screening shows "AML Check Failed" with what matched, and the user comments and
 * acknowledges before the flow goes on (the onboarding entry and the UBO dialog).
 */
export function AmlCheckDialog({ open, matches, onSubmit, onCancel }: AmlCheckDialogProps) {
  const styles = useStyles();
  const [comments, setComments] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = amlAcknowledgementSchema.safeParse({
      amlComments: comments,
      amlAcknowledgement: acknowledged,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const i of parsed.error.issues) next[String(i.path[0])] ??= i.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const refused = await onSubmit(comments.trim());
      if (refused) setFailure(refused);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      modalType="alert"
      open={open}
      onOpenChange={(_, data) => {
        if (!data.open && !busy) onCancel();
      }}
    >
      <DialogSurface className={styles.surface}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{MESSAGES.amlCheckFailedLabel}</DialogTitle>
            <DialogContent className={styles.content}>
              <Body1>{MESSAGES.panAmlFailed}</Body1>
              {matches.map((match, index) => (
                <dl key={index} className={styles.matches} aria-label={`AML match ${index + 1}`}>
                  <dt className={styles.term}>Further information</dt>
                  <dd className={styles.detail}>{match.FURTHER_INFORMATION || '-'}</dd>
                  <dt className={styles.term}>External sources</dt>
                  <dd className={styles.detail}>{match.EXTERNAL_SOURCES || '-'}</dd>
                </dl>
              ))}
              {failure ? (
                <MessageBar intent="error">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              ) : null}
              <Field
                label="Comments"
                required
                validationMessage={errors.amlComments}
                hint={`${comments.length}/${AML_COMMENT_MAX_LENGTH}`}
              >
                <Textarea
                  value={comments}
                  maxLength={AML_COMMENT_MAX_LENGTH}
                  resize="vertical"
                  disabled={busy}
                  onChange={(_, data) => {
                    setComments(data.value);
                    if (errors.amlComments) setErrors((e) => ({ ...e, amlComments: '' }));
                  }}
                />
              </Field>
              <Field validationMessage={errors.amlAcknowledgement}>
                <Checkbox
                  checked={acknowledged}
                  disabled={busy}
                  label="I have reviewed the AML check result and acknowledge it"
                  required
                  onChange={(_, data) => {
                    setAcknowledged(data.checked === true);
                    if (errors.amlAcknowledgement) setErrors((e) => ({ ...e, amlAcknowledgement: '' }));
                  }}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={busy} onClick={onCancel}>
                Cancel
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabled={busy}
                icon={busy ? <Spinner size="tiny" aria-hidden /> : undefined}
              >
                Submit
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
