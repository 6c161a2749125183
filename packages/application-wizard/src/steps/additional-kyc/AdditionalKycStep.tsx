import { FIELD_HINTS } from '../../step-kit/hints';
import { useMemo } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { Checkbox, Label, Text, makeStyles, tokens, useId } from '@fluentui/react-components';
import {
  INCOME_BANDS,
  INCOME_BAND_LABELS,
  OCCUPATIONS,
  OCCUPATION_LABELS,
  PEP_STATUSES,
  SOURCE_OF_FUNDS,
  SOURCE_OF_FUNDS_LABELS,
  STEP_LABELS,
  additionalKycStepDefaults,
  additionalKycStepSchema,
  depositoryOptions,
  isApplicantFieldLocked,
  isDematMandatory,
  type AdditionalKycStepInput,
} from '@aif/contracts';
import { SaveFailureBar, StepActions } from '../../step-kit/StepActions';
import { FieldGrid, StepCard, StepSection } from '../../step-kit/StepCard';
import {
  optionsOf,
  SelectField,
  TextInputField,
  useLocks,
  useStepContext,
  useStepForm,
} from '../../step-kit/fields';
import { DematFields } from '../../step-kit/demat-fields';
import { useWizard } from '../../frame/useWizard';
import { activeApplicants } from '../applicant-titles';

const SLUG = 'additional-KYC-details';
type C = Control<AdditionalKycStepInput, unknown, unknown>;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  wide: { gridColumn: '1 / -1' },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  sources: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    '@media (max-width: 767.98px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

function SourceOfFunds({ control, index, disabled }: { control: C; index: number; disabled: boolean }) {
  const styles = useStyles();
  const labelId = useId('source-of-funds');
  return (
    <Controller
      control={control}
      name={`applicants.${index}.sourceOfFunds`}
      render={({ field, fieldState }) => {
        const chosen = (field.value ?? []) as string[];
        return (
          // Not a Fluent Field: its context would give every checkbox the same id.
          <div className={styles.wide}>
            <Label id={labelId}>Source of Funds</Label>
            <div className={styles.sources} role="group" aria-labelledby={labelId}>
              {SOURCE_OF_FUNDS.map((s) => (
                <Checkbox
                  key={s}
                  label={SOURCE_OF_FUNDS_LABELS[s]}
                  checked={chosen.includes(s)}
                  disabled={disabled}
                  onChange={(_, data) =>
                    field.onChange(data.checked ? [...chosen, s] : chosen.filter((x) => x !== s))
                  }
                />
              ))}
            </div>
            {fieldState.error?.message && (
              <Text role="alert" className={styles.error}>
                {fieldState.error.message}
              </Text>
            )}
          </div>
        );
      }}
    />
  );
}

/** Step 4: occupation, income, PEP, CKYC, source of funds and demat details (doc 1 §2, §4, §5). */
export function AdditionalKycStep() {
  const styles = useStyles();
  const { application, masters } = useWizard();
  const ctx = useStepContext();
  const locks = useLocks();
  const readOnly = !locks.editable;
  const schema = useMemo(() => additionalKycStepSchema(ctx), [ctx]);
  const defaults = useMemo(() => additionalKycStepDefaults(application, ctx), [application, ctx]);
  const { form, submit } = useStepForm<AdditionalKycStepInput, unknown>(SLUG, schema, defaults);
  const { control } = form;
  const applicants = useWatch({ control, name: 'applicants' }) ?? [];
  const sections = activeApplicants(applicants, application.onboardingType === 'minor');
  const options = depositoryOptions(ctx);
  const mandatory = isDematMandatory(ctx);

  return (
    <StepCard title={STEP_LABELS[SLUG]}>
      <SaveFailureBar />
      <form className={styles.form} noValidate onSubmit={(e) => e.preventDefault()}>
        {sections.map(({ index, title }) => {
          const locked = (f: string) => readOnly || isApplicantFieldLocked(locks, index, f);
          const p = <F extends string>(f: F) => `applicants.${index}.${f}` as const;
          const other = (applicants[index]?.sourceOfFunds ?? []).includes('other');
          return (
            <StepSection key={applicants[index]?.id || index} title={title}>
              <FieldGrid>
                <SelectField
                  control={control}
                  name={p('occupationDetails')}
                  label="Occupation Details"
                  required
                  disabled={locked('occupationDetails')}
                  options={optionsOf(OCCUPATIONS, OCCUPATION_LABELS)}
                />
                <SelectField
                  control={control}
                  name={p('grossAnnualIncome')}
                  label="Gross Annual Income"
                  disabled={locked('grossAnnualIncome')}
                  options={optionsOf(INCOME_BANDS, INCOME_BAND_LABELS)}
                />
                <SelectField
                  control={control}
                  name={p('politicallyExposedPersonStatus')}
                  label="Politically Exposed Person (PEP) Status"
                  required
                  disabled={locked('politicallyExposedPersonStatus')}
                  options={optionsOf(PEP_STATUSES)}
                />
                <TextInputField
                  control={control}
                  name={p('ckycNo')}
                  label="CKYC Number"
                  disabled={locked('ckycNo')}
                  hint={FIELD_HINTS.ckyc}
                  maxLength={14}
                />
                <SourceOfFunds control={control} index={index} disabled={locked('sourceOfFunds')} />
                {other && (
                  <TextInputField
                    control={control}
                    name={p('otherSourceOfFund')}
                    label="Please Specify Source of Funds"
                    required
                    disabled={locked('otherSourceOfFund')}
                  />
                )}
              </FieldGrid>
              <StepSection title="Demat Details">
                <DematFields
                  control={control}
                  path={`applicants.${index}`}
                  disabled={locked('dlclId')}
                  options={options}
                  brokers={masters.brokers}
                  mandatory={mandatory && index === sections[0]?.index}
                />
              </StepSection>
            </StepSection>
          );
        })}
      </form>
      <StepActions slug={SLUG} onSave={(saveType) => void submit(saveType)} disabled={readOnly} />
    </StepCard>
  );
}
