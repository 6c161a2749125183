import { useMemo } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { makeStyles, tokens } from '@fluentui/react-components';
import {
  ADDRESS_TYPE_LABELS,
  STEP_LABELS,
  contactStepDefaults,
  contactStepSchema,
  isAddressLocked,
  isApplicantFieldLocked,
  isNri,
  type AddressType,
  type ContactStepInput,
} from '@aif/contracts';
import { MobileInput } from '@aif/ui-kit';
import { SaveFailureBar, StepActions } from '../../step-kit/StepActions';
import { FieldGrid, StepCard, StepSection } from '../../step-kit/StepCard';
import {
  CheckboxField,
  TextInputField,
  useLocks,
  useMobileInputClass,
  useStepContext,
  useStepForm,
} from '../../step-kit/fields';
import { useWizard } from '../../frame/useWizard';
import { activeApplicants } from '../applicant-titles';

const SLUG = 'contact-details';
type C = Control<ContactStepInput, unknown, unknown>;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

function AddressFields({
  control,
  index,
  type,
  disabled,
}: {
  control: C;
  index: number;
  type: AddressType;
  disabled: boolean;
}) {
  const p = <F extends string>(f: F) => `applicants.${index}.addresses.${type}.${f}` as const;
  const same = useWatch({
    control,
    name: `applicants.${index}.addresses.permanent.permanentAddressSameAsCorresponding`,
  });
  const fromKra = useWatch({ control, name: p('fetchedFromKRA') }) === true;
  const hideFields = type === 'permanent' && same === true;
  return (
    <StepSection title={ADDRESS_TYPE_LABELS[type]}>
      {type === 'permanent' && (
        <CheckboxField
          control={control}
          name={p('permanentAddressSameAsCorresponding')}
          label="Same as Correspondence Address"
          disabled={disabled}
        />
      )}
      {!hideFields && (
        <FieldGrid>
          <TextInputField
            control={control}
            name={p('address1')}
            label="Address Line 1"
            required
            disabled={disabled}
          />
          <TextInputField
            control={control}
            name={p('address2')}
            label="Address Line 2"
            required={!fromKra}
            disabled={disabled}
          />
          <TextInputField control={control} name={p('address3')} label="Address Line 3" disabled={disabled} />
          <TextInputField control={control} name={p('city')} label="City" required disabled={disabled} />
          <TextInputField
            control={control}
            name={p('state')}
            label="State"
            required={type !== 'overseas'}
            disabled={disabled}
          />
          <TextInputField
            control={control}
            name={p('country')}
            label="Country"
            required
            disabled={disabled}
            upperCase
          />
          <TextInputField
            control={control}
            name={p('pincode')}
            label="Pincode"
            required
            disabled={disabled}
          />
        </FieldGrid>
      )}
    </StepSection>
  );
}

/** Step 3: phones, e-mail, mobile and addresses per applicant (doc 1 §2 "Contact details", §5 "Contact"). */
export function ContactStep() {
  const styles = useStyles();
  const mobileClass = useMobileInputClass();
  const { application } = useWizard();
  const ctx = useStepContext();
  const locks = useLocks();
  const readOnly = !locks.editable;
  const schema = useMemo(() => contactStepSchema(ctx), [ctx]);
  const defaults = useMemo(() => contactStepDefaults(application), [application]);
  const { form, submit } = useStepForm<ContactStepInput, unknown>(SLUG, schema, defaults);
  const { control } = form;
  const applicants = useWatch({ control, name: 'applicants' }) ?? [];
  const sections = activeApplicants(applicants, application.onboardingType === 'minor');

  return (
    <StepCard title={STEP_LABELS[SLUG]}>
      <SaveFailureBar />
      <form className={styles.form} noValidate onSubmit={(e) => e.preventDefault()}>
        {sections.map(({ index, title }) => {
          const locked = (f: string) => readOnly || isApplicantFieldLocked(locks, index, f);
          const addressLocked = (t: AddressType) => readOnly || isAddressLocked(locks, index, t);
          const p = <F extends string>(f: F) => `applicants.${index}.${f}` as const;
          const nri = isNri(applicants[index]?.status);
          return (
            <StepSection key={applicants[index]?.id || index} title={title}>
              <FieldGrid>
                <TextInputField
                  control={control}
                  name={p('email')}
                  label="Email"
                  required
                  disabled={locked('email')}
                />
                <Controller
                  control={control}
                  name={p('mobile')}
                  render={({ field, fieldState }) => (
                    <Controller
                      control={control}
                      name={p('countryNameAndCode')}
                      render={({ field: country }) => (
                        <Controller
                          control={control}
                          name={p('countryCode')}
                          render={({ field: code, fieldState: codeState }) => (
                            <MobileInput
                              className={mobileClass}
                              required
                              disabled={locked('mobile')}
                              value={{
                                phone: field.value ?? '',
                                countryCode: code.value ?? undefined,
                                countryNameAndCode: country.value ?? undefined,
                              }}
                              validationMessage={fieldState.error?.message ?? codeState.error?.message}
                              onChange={(v) => {
                                field.onChange(v.phone);
                                code.onChange(v.countryCode);
                                country.onChange(v.countryNameAndCode);
                              }}
                              onBlur={field.onBlur}
                            />
                          )}
                        />
                      )}
                    />
                  )}
                />
                <TextInputField
                  control={control}
                  name={p('phoneNumberoffice')}
                  label="Phone (Office)"
                  disabled={locked('phoneNumberoffice')}
                />
                <TextInputField
                  control={control}
                  name={p('phoneNumberResidence')}
                  label="Phone (Residence)"
                  disabled={locked('phoneNumberResidence')}
                />
                <TextInputField
                  control={control}
                  name={p('kraMobileNumber')}
                  label="KRA Mobile Number"
                  disabled={locked('kraMobileNumber')}
                />
              </FieldGrid>
              <AddressFields
                control={control}
                index={index}
                type="correspondence"
                disabled={addressLocked('correspondence')}
              />
              <AddressFields
                control={control}
                index={index}
                type="permanent"
                disabled={addressLocked('permanent')}
              />
              {nri && (
                <AddressFields
                  control={control}
                  index={index}
                  type="overseas"
                  disabled={addressLocked('overseas')}
                />
              )}
            </StepSection>
          );
        })}
      </form>
      <StepActions slug={SLUG} onSave={(saveType) => void submit(saveType)} disabled={readOnly} />
    </StepCard>
  );
}
