import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { makeStyles, tokens } from '@fluentui/react-components';
import {
  KRA_ADDRESS_TYPES,
  STEP_LABELS,
  fatcaIndividualStepDefaults,
  fatcaIndividualStepSchema,
  isApplicantFieldLocked,
  type FatcaIndividualStepInput,
} from '@aif/contracts';
import { SaveFailureBar, StepActions } from '../../step-kit/StepActions';
import { FieldGrid, StepCard, StepSection } from '../../step-kit/StepCard';
import {
  CheckboxField,
  optionsOf,
  SelectField,
  TextInputField,
  useLocks,
  useStepContext,
  useStepForm,
} from '../../step-kit/fields';
import { useWizard } from '../../frame/useWizard';
import { activeApplicants } from '../applicant-titles';

const SLUG = 'fatca';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

/** Step 5: the individual FATCA declaration per applicant (doc 1 §3 "FATCA fields", §5 "FATCA (individual)"). */
export function FatcaStep() {
  const styles = useStyles();
  const { application, masters } = useWizard();
  const ctx = useStepContext();
  const locks = useLocks();
  const readOnly = !locks.editable;
  const schema = useMemo(() => fatcaIndividualStepSchema(ctx), [ctx]);
  const defaults = useMemo(() => fatcaIndividualStepDefaults(application, ctx), [application, ctx]);
  const { form, submit } = useStepForm<FatcaIndividualStepInput, unknown>(SLUG, schema, defaults);
  const { control } = form;
  const applicants = useWatch({ control, name: 'applicants' }) ?? [];
  const sections = activeApplicants(applicants, application.onboardingType === 'minor');
  const countries = useMemo(
    () => masters.countries.map((c) => ({ value: c.name.toUpperCase(), label: c.name })),
    [masters.countries],
  );

  return (
    <StepCard title={STEP_LABELS[SLUG]}>
      <SaveFailureBar />
      <form className={styles.form} noValidate onSubmit={(e) => e.preventDefault()}>
        {sections.map(({ index, title }) => {
          const locked = (f: string) => readOnly || isApplicantFieldLocked(locks, index, f);
          const p = <F extends string>(f: F) => `applicants.${index}.${f}` as const;
          const taxElsewhere = applicants[index]?.taxResidentOfAnyCountryOtherThanIndia === true;
          return (
            <StepSection key={applicants[index]?.id || index} title={title}>
              <FieldGrid>
                <SelectField
                  control={control}
                  name={p('typeOfAddressProvidedAtKRA')}
                  label="Type of address provided at KRA"
                  required
                  disabled={locked('typeOfAddressProvidedAtKRA')}
                  options={optionsOf(KRA_ADDRESS_TYPES)}
                />
                <TextInputField
                  control={control}
                  name={p('placeOfBirth')}
                  label="Place of Birth"
                  required
                  disabled={locked('placeOfBirth')}
                />
                <SelectField
                  control={control}
                  name={p('countryOfBirth')}
                  label="Country of Birth"
                  required
                  disabled={locked('countryOfBirth')}
                  options={countries}
                />
                <SelectField
                  control={control}
                  name={p('countryOfNationality')}
                  label="Country of Nationality"
                  required
                  disabled={locked('countryOfNationality')}
                  options={countries}
                />
              </FieldGrid>
              <CheckboxField
                control={control}
                name={p('taxResidentOfAnyCountryOtherThanIndia')}
                label="Tax resident of any country other than India"
                disabled={locked('taxResidentOfAnyCountryOtherThanIndia')}
              />
              {taxElsewhere && (
                <FieldGrid>
                  <SelectField
                    control={control}
                    name={p('taxCountryName')}
                    label="Tax Country Name"
                    required
                    disabled={locked('taxCountryName')}
                    options={countries}
                  />
                  <TextInputField
                    control={control}
                    name={p('taxID')}
                    label="Tax ID"
                    required
                    disabled={locked('taxID')}
                    maxLength={20}
                  />
                  <TextInputField
                    control={control}
                    name={p('idType')}
                    label="ID Type"
                    required
                    disabled={locked('idType')}
                  />
                </FieldGrid>
              )}
            </StepSection>
          );
        })}
      </form>
      <StepActions slug={SLUG} onSave={(saveType) => void submit(saveType)} disabled={readOnly} />
    </StepCard>
  );
}
