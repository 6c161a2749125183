import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Label, makeStyles, tokens, useId } from '@fluentui/react-components';
import {
  CURRENCIES,
  CURRENCY_LABELS,
  OPERATING_EXPENSE_TYPES,
  OPERATING_EXPENSE_TYPE_LABELS,
  PLAN_FIELD_LABELS as L,
  SETUP_FEE_TYPES,
  SETUP_FEE_TYPE_LABELS,
  TEXT_LIMITS,
  YES_NO,
  YES_NO_LABELS,
  distributorOptionLabel,
  planDrawdownMax,
  planFieldVisibility,
  type CalendarDate,
  type Currency,
  type FundType,
  type PlanFormValues,
  type PlanOptionsResponse,
} from '@aif/contracts';
import {
  AmountField,
  CheckboxField,
  DateInputField,
  MultiSelectField,
  NumberField,
  RadioField,
  SelectField,
  TextAreaField,
  TextField,
  optionsOf,
  FormSection,
  Spacer,
  Wide,
} from '@aif/form-kit';

/** The multi-select's label (doc 3 §2.7). */
export const DISTRIBUTOR_PICKER_LABEL = 'ARN code or N/A - name (type)';

/** Drawdown dates: Sundays cannot be chosen (doc 3 §2.7). */
const SUNDAY = [0] as const;
/** The drawdown picker's earliest date: plans carry dates of rounds already drawn. */
const DRAWDOWN_MIN = new Date(2000, 0, 1);

const useStyles = makeStyles({
  checks: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXL },
  applicable: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

/** The plan answers that decide which fields show (contracts' `planFieldVisibility`) and the currency. */
const DECIDING = [
  'setupFeeType',
  'isoperatingExpensesApplicable',
  'operatingExpensesType',
  'isHurdleRateTextApplicable',
  'isAdditionalReturnTextApplicable',
  'isApplicableForDistributor',
  'currency',
] as const satisfies readonly (keyof PlanFormValues)[];

const localDate = (d: CalendarDate) => new Date(d.year, d.month - 1, d.day);

export interface PlanFieldsProps {
  /** '' for the plan form, 'plan.' for the first plan of the add fund form. */
  prefix?: '' | 'plan.';
  fundType: FundType;
  options: PlanOptionsResponse;
  /** Without fund-setup access the lock-in extension cannot be changed (doc 3 §2.7). */
  canChange: boolean;
  today: CalendarDate;
}

/**
 * Every field of a plan (doc 3 §2.7 "Plan form", §3 Plan) with its conditional rules, which are the
 * contracts' `planFieldVisibility` for the fund type: setup fee by its type (none for msar), the
 * operating expense type and value, hurdle rate and additional return (not for msar), the distributors
 * when Distributor is checked.
 */
export function PlanFields({ prefix = '', fundType, options, canChange, today }: PlanFieldsProps) {
  const styles = useStyles();
  const { control, setValue, clearErrors } = useFormContext();
  const n = (field: keyof PlanFormValues) => `${prefix}${field}`;
  // Only the answers that show or hide fields (a keystroke elsewhere does not re-render the form).
  const watched = useWatch({ control, name: DECIDING.map(n) }) as unknown[];
  const values = Object.fromEntries(DECIDING.map((f, i) => [f, watched[i]])) as PlanFormValues;
  const shown = planFieldVisibility(values, fundType);
  const currency: Currency = (CURRENCIES as readonly unknown[]).includes(values.currency)
    ? (values.currency as Currency)
    : 'inr';
  const applicableId = useId('applicable-for');
  const drawdownMax = useMemo(() => localDate(planDrawdownMax(today)), [today]);

  const people = (list: { id: string; name: string }[]) => list.map((p) => ({ value: p.id, label: p.name }));
  const distributors = useMemo(
    () => options.distributors.map((d) => ({ value: d.id, label: distributorOptionLabel(d) })),
    [options.distributors],
  );

  return (
    <>
      <FormSection title="Series">
        <TextField name={n('planCode')} label={L.planCode} required upperCase maxLength={TEXT_LIMITS.code} />
        <TextField
          name={n('planDescription')}
          label={L.planDescription}
          required
          maxLength={TEXT_LIMITS.line}
        />
        <TextField name={n('schemeNature')} label={L.schemeNature} required maxLength={TEXT_LIMITS.line} />
        <TextField
          name={n('schemeCategory')}
          label={L.schemeCategory}
          required
          maxLength={TEXT_LIMITS.line}
        />
        <TextField
          name={n('registrationNumber')}
          label={L.registrationNumber}
          upperCase
          maxLength={TEXT_LIMITS.code}
        />
        <TextField name={n('country')} label={L.country} maxLength={TEXT_LIMITS.name} />
        <SelectField
          name={n('currency')}
          label={L.currency}
          options={optionsOf(CURRENCIES, CURRENCY_LABELS)}
        />
        <DateInputField name={n('schemeStartDate')} label={L.schemeStartDate} minDate={DRAWDOWN_MIN} />
        <NumberField name={n('lockInPeriod')} label={L.lockInPeriod} />
        <NumberField name={n('lockInExtension')} label={L.lockInExtension} disabled={!canChange} />
        <SelectField
          name={n('fundManagerId')}
          label={L.fundManagerId}
          required
          options={people(options.fundManagers)}
        />
        <SelectField name={n('trusteeId')} label={L.trusteeId} required options={people(options.trustees)} />
      </FormSection>

      <FormSection title="Units and Commitment">
        <NumberField name={n('faceValue')} label={L.faceValue} required decimals={2} />
        <NumberField name={n('premiumPercentage')} label={L.premiumPercentage} required decimals={2} />
        <NumberField name={n('noOfUnits')} label={L.noOfUnits} required />
        <NumberField name={n('groupNoOfUnits')} label={L.groupNoOfUnits} required />
        <NumberField name={n('loweredUnits')} label={L.loweredUnits} required />
        <NumberField name={n('minContributionPercentage')} label={L.minContributionPercentage} decimals={2} />
        <AmountField
          name={n('minCommitmentAmount')}
          label={L.minCommitmentAmount}
          required
          currency={currency}
        />
        <AmountField
          name={n('maxCommitmentAmount')}
          label={L.maxCommitmentAmount}
          hint="Leave blank or 0 for no maximum"
          currency={currency}
        />
      </FormSection>

      <FormSection title="Fund Address and Custodian">
        <TextField name={n('fundAddress1')} label={L.fundAddress1} maxLength={TEXT_LIMITS.line} />
        <TextField name={n('fundAddress2')} label={L.fundAddress2} maxLength={TEXT_LIMITS.line} />
        <TextField name={n('fundAddress3')} label={L.fundAddress3} maxLength={TEXT_LIMITS.line} />
        <TextField name={n('custodian')} label={L.custodian} maxLength={TEXT_LIMITS.line} />
      </FormSection>

      <FormSection title="Fees and Returns">
        {shown.setupFeeType && (
          <RadioField
            name={n('setupFeeType')}
            label={L.setupFeeType}
            required
            options={optionsOf(SETUP_FEE_TYPES, SETUP_FEE_TYPE_LABELS)}
          />
        )}
        {shown.setupFee && <NumberField name={n('setupFee')} label={L.setupFee} required decimals={2} />}
        {shown.setupFeeInWords && (
          <TextAreaField
            name={n('setupFeeInWords')}
            label={L.setupFeeInWords}
            required
            maxLength={TEXT_LIMITS.words}
          />
        )}
        {shown.setupFeeType && !shown.setupFee && !shown.setupFeeInWords && <Spacer />}
        <RadioField
          name={n('isoperatingExpensesApplicable')}
          label={L.isoperatingExpensesApplicable}
          required
          options={optionsOf(YES_NO, YES_NO_LABELS)}
        />
        {shown.operatingExpensesType ? (
          <RadioField
            name={n('operatingExpensesType')}
            label={L.operatingExpensesType}
            required
            options={optionsOf(OPERATING_EXPENSE_TYPES, OPERATING_EXPENSE_TYPE_LABELS)}
          />
        ) : (
          <Spacer />
        )}
        {shown.operatingExpenses && (
          <NumberField
            name={n('operatingExpenses')}
            label={`${L.operatingExpenses} %`}
            required
            decimals={2}
          />
        )}
        {shown.operatingExpensesInWords && (
          <TextAreaField
            name={n('operatingExpensesInWords')}
            label={L.operatingExpensesInWords}
            required
            maxLength={TEXT_LIMITS.words}
          />
        )}
        {(shown.operatingExpenses || shown.operatingExpensesInWords) && <Spacer />}
        {shown.isHurdleRateTextApplicable && (
          <RadioField
            name={n('isHurdleRateTextApplicable')}
            label={L.isHurdleRateTextApplicable}
            required
            options={optionsOf(YES_NO, YES_NO_LABELS)}
          />
        )}
        {shown.hurdleRateText ? (
          <TextAreaField
            name={n('hurdleRateText')}
            label={L.hurdleRateText}
            required
            maxLength={TEXT_LIMITS.words}
          />
        ) : (
          shown.isHurdleRateTextApplicable && <Spacer />
        )}
        {shown.isAdditionalReturnTextApplicable && (
          <RadioField
            name={n('isAdditionalReturnTextApplicable')}
            label={L.isAdditionalReturnTextApplicable}
            required
            options={optionsOf(YES_NO, YES_NO_LABELS)}
          />
        )}
        {shown.additionalReturnText && (
          <TextAreaField
            name={n('additionalReturnText')}
            label={L.additionalReturnText}
            required
            maxLength={TEXT_LIMITS.words}
          />
        )}
      </FormSection>

      <FormSection title="Drawdown and Availability">
        <DateInputField
          name={n('drawDownDate')}
          label={L.drawDownDate}
          required={shown.drawDownDateRequired}
          disabledWeekdays={SUNDAY}
          minDate={DRAWDOWN_MIN}
          maxDate={drawdownMax}
        />
        <TextField name={n('tcLink')} label={L.tcLink} type="url" maxLength={TEXT_LIMITS.url} />
        <Wide>
          <div role="group" aria-labelledby={applicableId} className={styles.applicable}>
            <Label id={applicableId}>Applicable For</Label>
            <div className={styles.checks}>
              <CheckboxField name={n('isApplicableForDirect')} label={L.isApplicableForDirect} />
              <CheckboxField
                name={n('isApplicableForDistributor')}
                label={L.isApplicableForDistributor}
                // Checking (or unchecking) Distributor starts the list afresh (doc 3 §2.7).
                onValueChange={() => {
                  setValue(n('distributorIds'), []);
                  clearErrors(n('distributorIds'));
                }}
              />
            </div>
          </div>
        </Wide>
        {shown.distributorIds && (
          <Wide>
            <MultiSelectField
              name={n('distributorIds')}
              label={DISTRIBUTOR_PICKER_LABEL}
              required
              placeholder="Type to search distributors"
              options={distributors}
            />
          </Wide>
        )}
      </FormSection>
    </>
  );
}
