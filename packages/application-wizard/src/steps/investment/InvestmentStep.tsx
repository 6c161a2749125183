import { useEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useRequest } from '@aif/api-client/react';
import {
  amountInWords,
  type Currency,
  DEFAULT_MODE_OF_PAYMENT,
  INVESTMENT_NOTICES,
  DRAWDOWN_DISABLED_WEEKDAYS,
  SERIES_DECIDED_INVESTMENT_FIELDS,
  PAYMENT_MODES,
  PAYMENT_MODE_LABELS,
  STEP_LABELS,
  deriveInvestment,
  drawdownDateRange,
  fundTypeOf,
  hasSetupFee,
  isDrawdownDateRequired,
  isPaperSignedFund,
  investmentStepDefaults,
  investmentStepSchema,
  onSchemeChange,
  onSeriesChange,
  toggleInvestmentOption,
  type InvestmentSchemesResponse,
  type InvestmentStepInput,
  type PaymentMode,
  type Plan,
} from '@aif/contracts';
import { DateField, Loader, markRefusedDate, useNotify, type Weekday } from '@aif/ui-kit';
import { FieldGrid, StepCard, StepSection } from '../../step-kit/StepCard';
import { SaveFailureBar, StepActions } from '../../step-kit/StepActions';
import { useStepHost } from '../../step-kit/StepHost';
import {
  CheckboxField,
  DateInputField,
  SelectField,
  TextInputField,
  useLocks,
  useStepForm,
} from '../../step-kit/fields';
import {
  DerivedAmount,
  NumberInputField,
  useLaterContext,
  type LaterStepProps,
} from '../../step-kit/later-fields';

const SLUG = 'investment-payment-details';

/**
 * The series' operating expenses as the form shows them, read-only (a term of the series, doc 3 §2.7):
 * the percentage for type percentage, else the words; null when the series says they do not apply.
 */
export function operatingExpensesText(
  plan: Pick<
    Plan,
    | 'isoperatingExpensesApplicable'
    | 'operatingExpensesType'
    | 'operatingExpenses'
    | 'operatingExpensesInWords'
  > | null,
): string | null {
  if (!plan || plan.isoperatingExpensesApplicable !== 'yes') return null;
  if (plan.operatingExpensesType === 'percentage')
    return plan.operatingExpenses === null || plan.operatingExpenses === undefined
      ? ''
      : `${plan.operatingExpenses}%`;
  return plan.operatingExpensesInWords ?? '';
}

type Schemes = InvestmentSchemesResponse['schemes'];

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  full: { gridColumn: '1 / -1' },
});

const DERIVED_FIELDS = [
  'premiumValue',
  'perUnitValue',
  'commitmentAmount',
  'setupFeeAmount',
  'setupFeeGST',
  'totalSetupFee',
  'netSetupFeeLessTDS',
] as const;

/**
 * Step 8: scheme and series, units and fees with the derived amounts, payment details (doc 1 §3
 * "Investment and payment fields", §4 "Scheme selection", §5 "Investment step"; doc 2 §5). The schemes
 * come from GET /onboarding/applications/:id/schemes.
 */
export function InvestmentStep(props: LaterStepProps = {}) {
  const { application, api } = useStepHost();
  const loaded = useRequest(application.id, () => api.getSchemes(application.id));
  const schemes: Schemes | null = loaded.data?.schemes ?? null;
  const error = loaded.error;
  if (error)
    return (
      <StepCard title={STEP_LABELS[SLUG]}>
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      </StepCard>
    );
  if (!schemes) return <Loader />;
  return <InvestmentForm schemes={schemes} {...props} />;
}

function InvestmentForm({ schemes, ...props }: LaterStepProps & { schemes: Schemes }) {
  const styles = useStyles();
  const notify = useNotify();
  const { application } = useStepHost();
  const later = useLaterContext(props);
  const locks = useLocks();
  const defaults = useMemo(() => investmentStepDefaults(application), [application]);

  // The schema depends on the chosen scheme (fund type) and series (minimum units), read from the form.
  const [choice, setChoice] = useState({ schemeId: defaults.schemeId, planId: defaults.planId });
  const scheme = schemes.find((s) => String(s.id) === String(choice.schemeId ?? ''));
  const plan = scheme?.plans.find((p) => String(p.id) === String(choice.planId ?? '')) ?? null;
  const fundType = scheme?.fundType ?? fundTypeOf(application);
  // The drawdown date's range starts on the creation day, as the server checks it (0-product-decisions §12).
  const createdAt = application.createdAt ?? null;
  const ctx = useMemo(
    () => ({ ...later, fundType, plan, applicationCreatedAt: createdAt }),
    [later, fundType, plan, createdAt],
  );
  const drawdownRange = drawdownDateRange(createdAt);
  const localDay = (d: { year: number; month: number; day: number }) => new Date(d.year, d.month - 1, d.day);
  const schema = useMemo(() => investmentStepSchema(ctx), [ctx]);
  const { form, submit } = useStepForm<InvestmentStepInput, unknown>(SLUG, schema, defaults);
  const { control } = form;
  const values = useWatch({ control }) as InvestmentStepInput;
  const currency = plan?.currency ?? 'inr';

  const readOnly = !locks.editable;
  // The series prices the units and sets the setup fee (the server takes them from it): shown, not typed.
  const seriesDecided = (f: string) => (SERIES_DECIDED_INVESTMENT_FIELDS as readonly string[]).includes(f);
  const locked = (f: string) => readOnly || seriesDecided(f) || locks.investmentLockedFields.includes(f);

  const derived = deriveInvestment(values, fundType);
  // The derived amounts go with the save as the server computes them (a differing one is refused).
  useEffect(() => {
    for (const f of DERIVED_FIELDS) {
      const next = derived ? derived[f] : null;
      if ((form.getValues(f) ?? null) !== next) form.setValue(f, next);
    }
  });

  const replace = (next: InvestmentStepInput) => {
    for (const [key, value] of Object.entries(next)) {
      const k = key as keyof InvestmentStepInput;
      if (form.getValues(k) !== value) form.setValue(k, value as never, { shouldDirty: true });
    }
    form.clearErrors();
  };

  // The application's own scheme or series, when no longer offered, is listed so it can be kept (the
  // server accepts it unchanged) and says so.
  const notOffered = (label: string, isActive: boolean | null | undefined) =>
    isActive === false ? `${label} (${INVESTMENT_NOTICES.noLongerOffered})` : label;
  const schemeOptions = schemes.map((s) => ({
    value: String(s.id),
    label: notOffered(s.schemeName ?? s.schemeCode ?? '', s.isActive),
  }));
  const seriesOptions = (scheme?.plans ?? []).map((p) => ({
    value: String(p.id),
    label: notOffered([p.planCode, p.planDescription].filter(Boolean).join(' - '), p.isActive),
  }));
  const mode = (values.modeOfPayment ?? DEFAULT_MODE_OF_PAYMENT) as PaymentMode;
  const msar = isPaperSignedFund(fundType);
  const feeApplies = hasSetupFee(values, fundType);
  const operatingExpenses = operatingExpensesText(plan);

  return (
    <StepCard title={STEP_LABELS[SLUG]}>
      <SaveFailureBar />
      {schemes.length === 0 && (
        <MessageBar intent="warning">
          <MessageBarBody>{INVESTMENT_NOTICES.schemesUnavailable}</MessageBarBody>
        </MessageBar>
      )}
      <form className={styles.form} noValidate onSubmit={(e) => e.preventDefault()}>
        <StepSection title="Scheme and Series">
          <FieldGrid>
            <SelectField
              control={control}
              name="schemeId"
              label="Fund Scheme"
              required
              disabled={locked('schemeId')}
              options={schemeOptions}
              onValueChange={(value) => {
                replace(onSchemeChange(form.getValues(), value || null));
                setChoice({ schemeId: value || null, planId: null });
                return false;
              }}
            />
            <SelectField
              control={control}
              name="planId"
              label="Series"
              required
              disabled={locked('planId') || !scheme}
              options={seriesOptions}
              onValueChange={(value) => {
                const chosen = scheme?.plans.find((p) => String(p.id) === value);
                const base = form.getValues();
                replace(
                  chosen
                    ? onSeriesChange(base, { ...chosen, id: String(chosen.id) }, scheme?.fundType)
                    : { ...onSchemeChange(base, base.schemeId == null ? null : String(base.schemeId)) },
                );
                setChoice({ schemeId: base.schemeId ?? null, planId: chosen ? String(chosen.id) : null });
                return false;
              }}
            />
            {operatingExpenses !== null && (
              <Field label="Operating Expenses">
                <Input readOnly value={operatingExpenses} />
              </Field>
            )}
          </FieldGrid>
        </StepSection>

        <StepSection title="Units and Commitment">
          <FieldGrid>
            <NumberInputField
              control={control}
              name="faceValue"
              label="Face Value"
              required
              decimals={2}
              disabled={locked('faceValue')}
            />
            <NumberInputField
              control={control}
              name="premiumPercentage"
              label="Premium %"
              required
              decimals={2}
              disabled={locked('premiumPercentage')}
            />
            <DerivedAmount label="Premium Value" value={derived?.premiumValue} currency={currency} required />
            <DerivedAmount
              label="Per Unit Value"
              value={derived?.perUnitValue}
              currency={currency}
              required
            />
            <NumberInputField
              control={control}
              name="noOfUnits"
              label="No of Units"
              required
              disabled={locked('noOfUnits')}
            />
            <Controller
              control={control}
              name="commitmentAmount"
              render={({ fieldState }) => (
                <DerivedAmount
                  label="Commitment Amount"
                  value={derived?.commitmentAmount}
                  currency={currency}
                  words
                  required
                  validationMessage={fieldState.error?.message}
                />
              )}
            />
            <CheckboxField
              control={control}
              name="groupInvestment"
              label="Group Investment"
              disabled={locked('groupInvestment')}
              onValueChange={(on) => {
                const r = toggleInvestmentOption(form.getValues(), 'groupInvestment', on);
                if (r.message) {
                  notify.warning(r.message);
                  return false;
                }
                if (!on) form.setValue('groupName', '', { shouldDirty: true });
              }}
            />
            <CheckboxField
              control={control}
              name="lowerTheUnits"
              label="Lower the Units"
              disabled={locked('lowerTheUnits')}
              onValueChange={(on) => {
                const r = toggleInvestmentOption(form.getValues(), 'lowerTheUnits', on);
                if (r.message) {
                  notify.warning(r.message);
                  return false;
                }
              }}
            />
            {values.groupInvestment === true && (
              <TextInputField
                control={control}
                name="groupName"
                label="Group Name"
                required
                disabled={readOnly}
              />
            )}
          </FieldGrid>
        </StepSection>

        {!msar && (
          <StepSection title="Setup Fee">
            <FieldGrid>
              <Field label="Setup Fee">
                <Input
                  readOnly
                  value={
                    values.setupFeeType === 'yes' ? 'Yes' : values.setupFeeType === 'other' ? 'Other' : ''
                  }
                />
              </Field>
              {feeApplies ? (
                <NumberInputField
                  control={control}
                  name="setupFeePercentage"
                  label="Setup Fee Percentage"
                  required
                  decimals={2}
                  disabled={locked('setupFeePercentage')}
                />
              ) : (
                <Field label="Setup Fee (in words)">
                  <Input readOnly value={values.setupFeeInWords ?? ''} />
                </Field>
              )}
              <DerivedAmount label="Setup Fee Amount" value={derived?.setupFeeAmount} currency={currency} />
              <DerivedAmount label="GST (18%)" value={derived?.setupFeeGST} currency={currency} />
              <DerivedAmount
                label="Total Setup Fee"
                value={derived?.totalSetupFee}
                currency={currency}
                words
              />
              <NumberInputField
                control={control}
                name="setupFeeTDS"
                label="TDS"
                decimals={2}
                disabled={locked('setupFeeTDS')}
              />
              <DerivedAmount
                label="Net Setup Fee less TDS"
                value={derived?.netSetupFeeLessTDS}
                currency={currency}
                words
              />
            </FieldGrid>
          </StepSection>
        )}

        <StepSection title="Payment Details">
          <FieldGrid>
            <Controller
              control={control}
              name="drawDownDate"
              render={({ field, fieldState }) => (
                <DateField
                  label="Drawdown Date"
                  required={isDrawdownDateRequired(fundType)}
                  disabled={locked('drawDownDate')}
                  disableFuture={false}
                  disabledWeekdays={DRAWDOWN_DISABLED_WEEKDAYS as readonly Weekday[]}
                  minDate={drawdownRange ? localDay(drawdownRange.min) : new Date(2000, 0, 1)}
                  maxDate={drawdownRange ? localDay(drawdownRange.max) : undefined}
                  value={(field.value as string | null) || null}
                  onChange={(_, iso) => field.onChange(iso ?? '')}
                  onRefuse={(message) => markRefusedDate(control, 'drawDownDate', message)}
                  onBlur={field.onBlur}
                  validationMessage={fieldState.error?.message}
                />
              )}
            />
            <SelectField
              control={control}
              name="modeOfPayment"
              label="Mode of Payment"
              required
              disabled={locked('modeOfPayment')}
              options={PAYMENT_MODES.map((m) => ({ value: m, label: PAYMENT_MODE_LABELS[m] }))}
            />
            {(mode === 'cheque' || mode === 'rtgs') && (
              <TextInputField
                control={control}
                name="paymentRefNo"
                label="Cheque No/UTR No"
                disabled={locked('paymentRefNo')}
                maxLength={22}
              />
            )}
            {mode === 'neft' && (
              <TextInputField
                control={control}
                name="neftCode"
                label="NEFT Code"
                disabled={locked('neftCode')}
                maxLength={22}
              />
            )}
            {mode === 'demand_draft' && (
              <TextInputField
                control={control}
                name="ddNo"
                label="DD No"
                disabled={locked('ddNo')}
                maxLength={22}
              />
            )}
            {mode === 'cheque' && (
              <DateInputField
                control={control}
                name="chequeDate"
                label="Cheque Date"
                disabled={locked('chequeDate')}
              />
            )}
            <NumberInputField
              control={control}
              name="contributionChequeAmount"
              label="Contribution Amount"
              decimals={2}
              disabled={locked('contributionChequeAmount')}
              hint={contributionInWords(values.contributionChequeAmount, currency)}
            />
            <TextInputField
              control={control}
              name="paymentBankame"
              label="Payment Bank Name"
              disabled={locked('paymentBankame')}
            />
            <TextInputField
              control={control}
              name="paymentBankAccountNumber"
              label="Payment Bank Account Number"
              disabled={locked('paymentBankAccountNumber')}
              maxLength={18}
            />
            <TextInputField
              control={control}
              name="paymentBankAccontType"
              label="Payment Bank Account Type"
              disabled={locked('paymentBankAccontType')}
            />
          </FieldGrid>
        </StepSection>
      </form>
      <StepActions slug={SLUG} onSave={(saveType) => void submit(saveType)} disabled={readOnly} />
    </StepCard>
  );
}

/** The contribution in words under its field, once a positive amount is typed. */
function contributionInWords(value: unknown, currency: Currency): string | undefined {
  const amount = typeof value === 'number' ? value : Number(String(value ?? '').replace(/,/g, ''));
  return Number.isFinite(amount) && amount > 0 ? amountInWords(amount, currency) : undefined;
}
