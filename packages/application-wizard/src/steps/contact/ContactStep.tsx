import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
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
import { SaveFailureBar, StepActions } from '../../step-kit/StepActions';
import { FieldGrid, StepCard, StepSection } from '../../step-kit/StepCard';
import { AddressFields } from '../../step-kit/address-fields';
import { TextInputField, useLocks, useStepContext, useStepForm } from '../../step-kit/fields';
import { MobileNumberField } from '../../step-kit/mobile-field';
import { useWizard } from '../../frame/useWizard';
import { activeApplicants } from '../applicant-titles';

const SLUG = 'contact-details';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

/** Step 3: phones, e-mail, mobile and addresses per applicant (doc 1 §2 "Contact details", §5 "Contact"). */
export function ContactStep() {
  const styles = useStyles();
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
                <MobileNumberField
                  control={control}
                  path={`applicants.${index}`}
                  required
                  disabled={locked('mobile')}
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
                path={`applicants.${index}.addresses.correspondence`}
                title={ADDRESS_TYPE_LABELS.correspondence}
                disabled={addressLocked('correspondence')}
              />
              <AddressFields
                control={control}
                path={`applicants.${index}.addresses.permanent`}
                title={ADDRESS_TYPE_LABELS.permanent}
                disabled={addressLocked('permanent')}
                sameAsCorrespondence
              />
              {nri && (
                <AddressFields
                  control={control}
                  path={`applicants.${index}.addresses.overseas`}
                  title={ADDRESS_TYPE_LABELS.overseas}
                  disabled={addressLocked('overseas')}
                  overseas
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
