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
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AML_COMMENT_MAX_LENGTH, MESSAGES, amlAcknowledgementSchema, type AmlMatch } from '@aif/contracts';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(560px, calc(100vw - 32px))' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  match: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteRedBackground1,
    overflowWrap: 'anywhere',
  },
});

export interface UboAmlDialogProps {
  open: boolean;
  matches: readonly AmlMatch[];
  /** The comments and acknowledgement, checked ('Field is required'); sent with the step's save. */
  onAcknowledged: (amlComments: string) => void;
  onCancel: () => void;
}

/**
 * The AML pop-up of the UBO dialog (doc 2 §2): a failed check shows what matched and asks for comments
 * and an acknowledgement before the UBO's other fields appear. The server records them with the role of
 * whoever saves them.
 */
export function UboAmlDialog({ open, matches, onAcknowledged, onCancel }: UboAmlDialogProps) {
  const styles = useStyles();
  const [comments, setComments] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
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
    onAcknowledged(comments.trim());
  };

  return (
    <Dialog modalType="alert" open={open} onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{MESSAGES.amlCheckFailedLabel}</DialogTitle>
            <DialogContent className={styles.content}>
              <Body1>{MESSAGES.panAmlFailed}</Body1>
              {matches.map((m, i) => (
                <p key={i} className={styles.match}>
                  {m.FURTHER_INFORMATION || '-'} ({m.EXTERNAL_SOURCES || '-'})
                </p>
              ))}
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
                  onChange={(_, d) => setComments(d.value)}
                />
              </Field>
              <Field validationMessage={errors.amlAcknowledgement}>
                <Checkbox
                  label="I acknowledge the AML check result"
                  checked={acknowledged}
                  onChange={(_, d) => setAcknowledged(d.checked === true)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onCancel}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit">
                Submit
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
