import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import { useContractForm } from '@aif/api-client/react';
import { MobileField } from '@aif/form-kit';
import {
  ADMIN_SCREEN_MESSAGES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_SUPPORT_TYPES,
  DEFAULT_COUNTRY_NAME_AND_CODE,
  EXPIRED_STATUS_TARGETS,
  SUPPORT_TYPE_LABELS,
  supportFormSchema,
  type SessionUser,
  type SupportFormValues,
  type SupportType,
} from '@aif/contracts';
import { ListPage, Loader, SectionCard, showGlobalError } from '@aif/ui-kit';
import { runSupportAction } from '../lib/run-support';
import { useSupportAccess } from '../lib/support-access';

const SCHEMA = supportFormSchema();

const EMPTY: SupportFormValues = {
  supportType: '',
  countryNameAndCode: DEFAULT_COUNTRY_NAME_AND_CODE,
  phone: '',
  applicationNumber: '',
  status: '',
};

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '560px',
    minWidth: 0,
  },
  actions: {
    display: 'flex',
    justifyContent: 'flex-end',
    '@media (max-width: 640px)': { '& > *': { flexGrow: 1 } },
  },
});

const isApplicationType = (type: string) => (APPLICATION_SUPPORT_TYPES as readonly string[]).includes(type);

/**
 * Admin Support (doc 3 §2.12): Support Type (only the types the user's flags offer), then the fields the
 * type acts on: Mobile Number with its country code (India +91 by default) for the four number actions,
 * Application Number (and Status for "change expired status") for the two application actions. Submit
 * runs the action; its result or refusal opens the global dialog with OK (doc 3 §8).
 */
export function AdminSupportPage({ user }: { user: SessionUser }) {
  const styles = useStyles();
  const access = useSupportAccess(user);
  const [submitting, setSubmitting] = useState(false);
  const form = useContractForm(SCHEMA, { defaultValues: EMPTY });
  const { register, formState } = form;
  const type = form.watch('supportType') ?? '';

  const submit = form.handleSubmit(async (values) => {
    setSubmitting(true);
    try {
      showGlobalError(await runSupportAction(values.supportType as SupportType, values));
    } catch (failure) {
      showGlobalError(toUserMessage(failure));
    } finally {
      setSubmitting(false);
    }
  });

  let content;
  if (access.loading) content = <Loader />;
  else if (access.types.length === 0)
    content = (
      <MessageBar intent="info">
        <MessageBarBody>{ADMIN_SCREEN_MESSAGES.noSupportActions}</MessageBarBody>
      </MessageBar>
    );
  else
    content = (
      <SectionCard title="Support Request">
        <FormProvider {...form}>
          <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
            <Field label="Support Type" required validationMessage={formState.errors.supportType?.message}>
              <Select
                {...register('supportType', {
                  // Fields the new type does not use are not sent; their old messages go with them.
                  onChange: () => form.clearErrors(['phone', 'applicationNumber', 'status']),
                })}
              >
                <option value="">Select Support Type</option>
                {access.types.map((t) => (
                  <option key={t} value={t}>
                    {SUPPORT_TYPE_LABELS[t]}
                  </option>
                ))}
              </Select>
            </Field>

            {type !== '' && !isApplicationType(type) && <MobileField label="Mobile Number" required />}

            {isApplicationType(type) && (
              <Field
                label="Application Number"
                required
                validationMessage={formState.errors.applicationNumber?.message}
              >
                <Input {...register('applicationNumber')} autoComplete="off" />
              </Field>
            )}

            {type === 'change_expired_status' && (
              <Field label="Status" required validationMessage={formState.errors.status?.message}>
                <Select {...register('status')}>
                  <option value="">Select Status</option>
                  {EXPIRED_STATUS_TARGETS.map((s) => (
                    <option key={s} value={s}>
                      {APPLICATION_STATUS_LABELS[s]}
                    </option>
                  ))}
                </Select>
              </Field>
            )}

            <div className={styles.actions}>
              <Button
                appearance="primary"
                type="submit"
                disabled={submitting}
                icon={submitting ? <Spinner size="tiny" aria-hidden /> : undefined}
              >
                Submit
              </Button>
            </div>
          </form>
        </FormProvider>
      </SectionCard>
    );

  return <ListPage title="Admin Support">{content}</ListPage>;
}
