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
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import { AML_COMMENT_MAX_LENGTH, MESSAGES, acknowledgeAmlRequestSchema, type AmlData } from '@aif/contracts';
import { acknowledgeAmlCheck } from '../api/acknowledge-aml-check';
import { firstIssueByField } from '../lib/issues';
import { PageMessage } from './PageMessage';

const useStyles = makeStyles({
  surface: { maxWidth: '560px' },
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

export interface AmlDialogProps {
  open: boolean;
  panVerificationToken: string;
  amlData: AmlData;
  /** Called after the server stored the acknowledgement. */
  onAcknowledged: () => void;
  onCancel: () => void;
}

/**
 * doc 3 §2.3: a failed AML screening shows "AML Check Failed" with what matched; the user must comment and
 * acknowledge before the flow goes on (acknowledge-aml-check).
 */
export function AmlDialog({ open, panVerificationToken, amlData, onAcknowledged, onCancel }: AmlDialogProps) {
  const styles = useStyles();
  const [comments, setComments] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = acknowledgeAmlRequestSchema.safeParse({
      panVerificationToken,
      amlComments: comments,
      amlAcknowledgement: acknowledged,
    });
    if (!parsed.success) {
      setErrors(firstIssueByField(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await acknowledgeAmlCheck(parsed.data);
      onAcknowledged();
    } catch (error) {
      setServerError(toUserMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const matches = amlData.system_match;
  return (
    <Dialog
      modalType="alert"
      open={open}
      onOpenChange={(_, data) => {
        if (!data.open && !busy) onCancel();
      }}
    >
      <DialogSurface className={styles.surface}>
        <form onSubmit={onSubmit} noValidate>
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
              <PageMessage message={serverError} />
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
