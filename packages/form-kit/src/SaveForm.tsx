import { useState, type ReactNode } from 'react';
import { FormProvider, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import type { ContractForm, FormSchema } from '@aif/api-client/react';
import { refusedDates, useNotify } from '@aif/ui-kit';
import { FormActions } from './layout';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

export interface SaveFormProps<S extends FormSchema> {
  form: ContractForm<S>;
  /** Saves the checked values; a refusal's field messages go on their fields, any other is a toast. */
  onSave: (values: z.output<S>) => Promise<void>;
  onCancel: () => void;
  /** Without fund-setup access the Save button is not shown (doc 3 §6) and a note says why. */
  canSave: boolean;
  /** Shown instead of the note while the access question is unanswered. */
  accessKnown?: boolean;
  noAccessMessage: string;
  children: ReactNode;
}

/**
 * A fund setup form: its fields (in react-hook-form's context), then Cancel and Save. Save checks the
 * contracts' rules first (each message at its field), then `onSave`.
 */
export function SaveForm<S extends FormSchema>({
  form,
  onSave,
  onCancel,
  canSave,
  accessKnown = true,
  noAccessMessage,
  children,
}: SaveFormProps<S>) {
  const styles = useStyles();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    // A date field still showing a date it refused: not saved without it.
    const refused = refusedDates(form.control);
    if (refused.length > 0) {
      for (const [name, message] of refused)
        form.setError(name as FieldPath<z.input<S>>, { message }, { shouldFocus: true });
      return;
    }
    setSaving(true);
    try {
      await onSave(values);
    } catch (failure) {
      if (!form.applyServerError(failure)) notify.error(toUserMessage(failure));
    } finally {
      setSaving(false);
    }
  });

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {!canSave && accessKnown && (
          <MessageBar intent="info">
            <MessageBarBody>{noAccessMessage}</MessageBarBody>
          </MessageBar>
        )}
        {children}
        <FormActions>
          <Button appearance="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          {canSave && (
            <Button
              appearance="primary"
              type="submit"
              disabled={saving}
              icon={saving ? <Spinner size="tiny" aria-hidden /> : undefined}
            >
              Save
            </Button>
          )}
        </FormActions>
      </form>
    </FormProvider>
  );
}
