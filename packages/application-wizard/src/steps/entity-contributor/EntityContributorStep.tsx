import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { makeStyles, tokens } from '@fluentui/react-components';
import {
  ENTITY_INVESTOR_TYPES,
  INCOME_BANDS,
  INCOME_BAND_LABELS,
  INVESTOR_TYPE_LABELS,
  NBFC_IMPORTANCE_TYPES,
  NBFC_IMPORTANCE_TYPE_LABELS,
  NBFC_TYPES,
  NBFC_TYPE_LABELS,
  PEP_STATUSES,
  STEP_LABELS,
  amountInWords,
  depositoryOptions,
  entityContributorStepDefaults,
  entityContributorStepSchema,
  isApplicantFieldLocked,
  isDematMandatory,
  isNbfcEligible,
  parseNetWorth,
  type EntityContributorStepInput,
} from '@aif/contracts';
import { DematFields } from '../../step-kit/demat-fields';
import { FIELD_HINTS } from '../../step-kit/hints';
import { useFromKra } from '../../step-kit/kra';
import {
  DateInputField,
  RadioField,
  SelectField,
  TextInputField,
  optionsOf,
  useLocks,
  useStepContext,
  useStepForm,
} from '../../step-kit/fields';
import { NumberInputField } from '../../step-kit/later-fields';
import { SaveFailureBar, StepActions } from '../../step-kit/StepActions';
import { FieldGrid, StepCard, StepSection } from '../../step-kit/StepCard';
import { useStepHost } from '../../step-kit/StepHost';

const SLUG = 'contributor-details';
type C = Control<EntityContributorStepInput, unknown, unknown>;

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

/** The net worth as typed, read out in words under the field ('' while it is blank or not an amount). */
export function netWorthInWords(value: string | null | undefined): string {
  const amount = parseNetWorth(value ?? '');
  return amount !== null && Number.isFinite(amount) && amount > 0 ? amountInWords(amount, 'inr') : '';
}

/** 'Corporate is NBFC' for the types that can be one; its type and importance when the answer is yes. */
function NbfcFields({ control, disabled }: { control: C; disabled: boolean }) {
  const investorType = useWatch({ control, name: 'applicant.investorType' });
  const nbfc = useWatch({ control, name: 'applicant.nbfcCorporate' });
  if (!isNbfcEligible(investorType)) return null;
  return (
    <>
      <RadioField
        control={control}
        name="applicant.nbfcCorporate"
        label="Corporate is NBFC"
        required
        disabled={disabled}
        options={YES_NO}
      />
      {nbfc === 'yes' && (
        <>
          <SelectField
            control={control}
            name="applicant.nbfcType"
            label="Type of NBFC"
            required
            disabled={disabled}
            options={optionsOf(NBFC_TYPES, NBFC_TYPE_LABELS)}
          />
          <RadioField
            control={control}
            name="applicant.nbfcImportanceType"
            label="Is it systemically important or non-systemically important NBFC"
            required
            disabled={disabled}
            options={optionsOf(NBFC_IMPORTANCE_TYPES, NBFC_IMPORTANCE_TYPE_LABELS)}
          />
        </>
      )}
    </>
  );
}

/**
 * Step 2 of an entity application (doc 2 §2 "Contributor details", §5 "Entity applicant"): the entity,
 * its registration, investor type, income and net worth, the NBFC questions for corporates, and its demat
 * details. Name and registration date are locked when the KYC registry gave them; PAN and PEP are read-only.
 */
export function EntityContributorStep() {
  const styles = useStyles();
  const { application, masters } = useStepHost();
  const ctx = useStepContext();
  const locks = useLocks();
  const readOnly = !locks.editable;
  const locked = (f: string) => readOnly || isApplicantFieldLocked(locks, 0, f);
  // Name and registration date from the registry read as plain text with a 'from KRA' mark.
  const fromKra = useFromKra();
  const schema = useMemo(() => entityContributorStepSchema(ctx), [ctx]);
  const defaults = useMemo(() => entityContributorStepDefaults(application, ctx), [application, ctx]);
  const { form, submit } = useStepForm<EntityContributorStepInput, unknown>(SLUG, schema, defaults);
  const { control } = form;
  const netWorth = useWatch({ control, name: 'applicant.netWorth' });
  const words = netWorthInWords(netWorth);

  return (
    <StepCard title={STEP_LABELS[SLUG]}>
      <SaveFailureBar />
      <form className={styles.form} noValidate onSubmit={(e) => e.preventDefault()}>
        <StepSection title="Entity Details">
          <FieldGrid>
            <TextInputField
              control={control}
              name="applicant.name"
              label="Name of Entity"
              required
              disabled={locked('name')}
              fromKra={fromKra(0, 'name')}
            />
            <DateInputField
              control={control}
              name="applicant.dateOfBirth"
              label="Date of Registration/Incorporation"
              required
              disabled={locked('dateOfBirth')}
              fromKra={fromKra(0, 'dateOfBirth')}
            />
            <TextInputField
              control={control}
              name="applicant.cityOfIncorporation"
              label="Place of Registration/Incorporation"
              required
              disabled={locked('cityOfIncorporation')}
            />
            <TextInputField
              control={control}
              name="applicant.ckycNo"
              label="CKYC No./CKYC Acknowledge No./KIN No"
              disabled={locked('ckycNo')}
              hint={FIELD_HINTS.ckyc}
              maxLength={14}
            />
            <SelectField
              control={control}
              name="applicant.investorType"
              label="Investor Type"
              required
              disabled={locked('investorType')}
              options={optionsOf(ENTITY_INVESTOR_TYPES, INVESTOR_TYPE_LABELS)}
            />
            <TextInputField control={control} name="applicant.panNo" label="PAN" disabled upperCase />
            <SelectField
              control={control}
              name="applicant.grossAnnualIncome"
              label="Gross Annual Income"
              required
              disabled={locked('grossAnnualIncome')}
              options={optionsOf(INCOME_BANDS, INCOME_BAND_LABELS)}
            />
            <NumberInputField
              control={control}
              name="applicant.netWorth"
              label="Net Worth"
              decimals={2}
              disabled={locked('netWorth')}
              hint={words || undefined}
            />
            <DateInputField
              control={control}
              name="applicant.netWorthDate"
              label="Net worth as on"
              disabled={locked('netWorthDate')}
            />
            <SelectField
              control={control}
              name="applicant.politicallyExposedPersonStatus"
              label="Politically Exposed Person (PEP) Status"
              disabled
              options={optionsOf(PEP_STATUSES)}
            />
            <NbfcFields control={control} disabled={readOnly} />
          </FieldGrid>
        </StepSection>
        <StepSection title="Demat Details">
          <DematFields
            control={control}
            path="applicant"
            disabled={locked('dlclId')}
            options={depositoryOptions(ctx)}
            brokers={masters.brokers}
            mandatory={isDematMandatory(ctx)}
          />
        </StepSection>
      </form>
      <StepActions slug={SLUG} onSave={(saveType) => void submit(saveType)} disabled={readOnly} />
    </StepCard>
  );
}
