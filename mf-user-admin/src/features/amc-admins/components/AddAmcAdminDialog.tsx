import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import { useContractForm } from '@aif/api-client/react';
import { MobileField } from '@aif/form-kit';
import {
  DEFAULT_COUNTRY_NAME_AND_CODE,
  USER_ADMIN_MESSAGES,
  completeFlags,
  countryCodeOf,
  userFormSchema,
} from '@aif/contracts';
import { useNotify } from '@aif/ui-kit';
import { addAmcAdmin } from '../../../api/amc-admins';
import { FlagCheckboxes } from './FlagCheckboxes';

const SCHEMA = userFormSchema('amcadmin');

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

/**
 * "Add AIF Admin" (0-product-decisions §9): Name, Email Id and Mobile Number with the AMC admin form's
 * rules (doc 3 §5), and the flags granted from the start. The new admin is active.
 */
export function AddAmcAdminDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const form = useContractForm(SCHEMA, {
    defaultValues: { name: '', email: '', countryNameAndCode: DEFAULT_COUNTRY_NAME_AND_CODE, phone: '' },
  });
  const { register, formState } = form;
  const [flags, setFlags] = useState(() => completeFlags({}));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    setError(null);
    try {
      await addAmcAdmin({
        name: values.name,
        email: values.email,
        countryNameAndCode: values.countryNameAndCode,
        countryCode: countryCodeOf(values),
        phone: values.phone,
        isActive: true,
        flags,
      });
      notify.success(USER_ADMIN_MESSAGES.saved);
      onSaved();
    } catch (failure) {
      if (!form.applyServerError(failure)) setError(toUserMessage(failure));
      setSaving(false);
    }
  });

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && !saving && onClose()}>
      <DialogSurface>
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => void submit(event)}>
            <DialogBody>
              <DialogTitle>Add AIF Admin</DialogTitle>
              <DialogContent className={styles.form}>
                {error && (
                  <MessageBar intent="error" role="alert">
                    <MessageBarBody>{error}</MessageBarBody>
                  </MessageBar>
                )}
                <Field label="Name" required validationMessage={formState.errors.name?.message}>
                  <Input {...register('name')} autoComplete="off" />
                </Field>
                <Field label="Email Id" required validationMessage={formState.errors.email?.message}>
                  <Input {...register('email')} type="email" autoComplete="off" />
                </Field>
                <MobileField label="Mobile Number" required disabled={saving} />
                <FlagCheckboxes value={flags} onChange={setFlags} disabled={saving} />
              </DialogContent>
              <DialogActions>
                <Button appearance="secondary" onClick={onClose} disabled={saving}>
                  Cancel
                </Button>
                <Button
                  appearance="primary"
                  type="submit"
                  disabled={saving}
                  icon={saving ? <Spinner size="tiny" aria-hidden /> : undefined}
                >
                  Save
                </Button>
              </DialogActions>
            </DialogBody>
          </form>
        </FormProvider>
      </DialogSurface>
    </Dialog>
  );
}
