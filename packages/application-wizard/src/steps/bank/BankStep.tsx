import { useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  Badge,
  Button,
  Checkbox,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import {
  BANK_NOTICES,
  MAX_BANKS,
  MESSAGES,
  STEP_LABELS,
  addBank,
  allowedAccountTypes,
  applyIfscLookup,
  applyPennyDropResult,
  bankStepSchema,
  bankVerifyCheck,
  ifscLookupAction,
  isAccountTypeFixed,
  isFcnr,
  isNri,
  needsPennyDrop,
  ordinal,
  removeBank,
  setDefaultBank,
  type BankFormValues,
  type BankStepInput,
} from '@aif/contracts';
import { ConfirmDialog, useNotify } from '@aif/ui-kit';
import { FieldGrid, StepCard, StepSection } from '../../step-kit/StepCard';
import { SaveFailureBar, StepActions } from '../../step-kit/StepActions';
import { useStepHost } from '../../step-kit/StepHost';
import { SelectField, TextInputField, useLocks, useStepForm } from '../../step-kit/fields';
import { InfoDialog, listMessage, useLaterContext, type LaterStepProps } from '../../step-kit/later-fields';
import { FIELD_HINTS } from '../../step-kit/hints';

const SLUG = 'bank-details';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  add: { alignSelf: 'flex-start' },
});

const isActive = (b: BankFormValues) => b.isActive !== false;

/** The stored banks as the form starts; an editable step with none starts with one blank default bank. */
function bankDefaults(
  banks: readonly BankFormValues[] | null | undefined,
  editable: boolean,
  ctx: { applicationType: 'individual' | 'non_individual' },
): BankStepInput {
  const list = (banks ?? []).map((b) => ({ ...b }));
  if (editable && !list.some(isActive)) return { banks: addBank(list, ctx) };
  return { banks: list };
}

function VerificationBadge({ bank }: { bank: BankFormValues }) {
  if (!needsPennyDrop(bank)) return <Badge appearance="outline">{BANK_NOTICES.fcnr}</Badge>;
  if (bank.pennydropCheck !== true)
    return (
      <Badge appearance="tint" color="warning">
        {BANK_NOTICES.notVerified}
      </Badge>
    );
  return bank.pennydropVerified ? (
    <Badge appearance="tint" color="success">
      {BANK_NOTICES.verified}
    </Badge>
  ) : (
    <Badge appearance="tint" color="danger">
      {BANK_NOTICES.failed}
    </Badge>
  );
}

/**
 * Step 7: up to 2 banks, exactly one default, IFSC lookup and penny drop verification (doc 1 §3 "Bank",
 * §4 "Bank", §5 "Banks", §8; doc 2 §5 "Bank"). The investor and the POA approver see the banks read-only.
 */
export function BankStep(props: LaterStepProps = {}) {
  const styles = useStyles();
  const notify = useNotify();
  const { application, api } = useStepHost();
  const later = useLaterContext(props);
  const locks = useLocks();
  const readOnly = !locks.editable || locks.banksReadOnly;
  const firstApplicant = application.applicants.find((a) => a.isActive !== false);
  const ctx = useMemo(
    () => ({
      ...later,
      isNri: isNri(firstApplicant?.status),
      entityInvestorType: props.entityInvestorType ?? firstApplicant?.investorType ?? null,
    }),
    [later, firstApplicant, props.entityInvestorType],
  );
  const schema = useMemo(() => bankStepSchema(ctx), [ctx]);
  const defaults = useMemo(
    () => bankDefaults(application.banks, !readOnly, ctx),
    [application.banks, readOnly, ctx],
  );
  const { form, submit } = useStepForm<BankStepInput, unknown>(SLUG, schema, defaults);
  const { control, formState } = form;
  const banks = useWatch({ control, name: 'banks' }) ?? [];
  const [removing, setRemoving] = useState<number | null>(null);
  const [verifying, setVerifying] = useState<number | null>(null);
  const [failedDialog, setFailedDialog] = useState(false);
  const lookups = useRef<Record<number, string>>({});
  // Codes the lookup did not know, by bank: said at the field while it holds that code (the form's own
  // validation, run again when the field is left, knows only the code's pattern).
  const [unknownIfsc, setUnknownIfsc] = useState<Record<number, string>>({});

  const accountTypes = allowedAccountTypes(ctx).map((t) => ({ value: t, label: t }));
  const fixedType = isAccountTypeFixed(ctx);
  const bankAt = (i: number): BankFormValues => form.getValues(`banks.${i}`) ?? {};
  const setBank = (i: number, next: BankFormValues) =>
    form.setValue(`banks.${i}`, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const setBanks = (next: BankFormValues[]) => {
    form.setValue('banks', next, { shouldDirty: true });
    form.clearErrors('banks');
  };

  const onIfscChange = async (i: number, raw: string) => {
    const ifsc = raw.trim().toUpperCase();
    // The field already holds the new code: a changed IFSC needs a new penny drop.
    let next: BankFormValues = { ...bankAt(i), pennydropCheck: false, pennydropVerified: false };
    form.clearErrors(`banks.${i}.ifscCode`);
    if (ifscLookupAction(ifsc) === 'clear') {
      delete lookups.current[i];
      setBank(i, applyIfscLookup(next, null));
      return;
    }
    setBank(i, next);
    lookups.current[i] = ifsc;
    try {
      const found = await api.lookupIfsc(ifsc);
      if (lookups.current[i] !== ifsc) return;
      next = applyIfscLookup(bankAt(i), found);
      setBank(i, next);
    } catch {
      if (lookups.current[i] !== ifsc) return;
      setBank(i, applyIfscLookup(bankAt(i), null));
      setUnknownIfsc((u) => ({ ...u, [i]: ifsc }));
    }
  };

  // The field already holds the new number (resetVerificationOnChange's rule: a new penny drop is needed).
  const onAccountChange = (i: number) =>
    setBank(i, { ...bankAt(i), pennydropCheck: false, pennydropVerified: false });

  const verify = async (i: number, position: number) => {
    const bank = bankAt(i);
    const problem = bankVerifyCheck(bank, position);
    if (problem) {
      notify.error(problem);
      return;
    }
    setVerifying(i);
    try {
      const result = await api.verifyBank({
        ifscCode: (bank.ifscCode ?? '').trim().toUpperCase(),
        bankAccountNumber: (bank.bankAccountNumber ?? '').trim(),
        bankAccountType: (bank.bankAccountType ?? '').trim(),
        bankName: bank.bankName || null,
        bankBranch: bank.bankBranch || null,
        defaultBankAccount: bank.defaultBankAccount === true,
        applicationId: application.id,
      });
      const current = bankAt(i);
      setBank(i, {
        ...applyPennyDropResult(current, result),
        bankName: current.bankName || result.bankName || '',
        bankBranch: current.bankBranch || result.bankBranch || '',
      });
      form.clearErrors('banks');
      if (result.pennydropVerified) notify.success(MESSAGES.verifiedSuccessfully);
      else {
        notify.error(MESSAGES.pennyDropFailed);
        if (current.defaultBankAccount) setFailedDialog(true);
      }
    } catch (error) {
      notify.error(toUserMessage(error));
    } finally {
      setVerifying(null);
    }
  };

  const active = banks.map((b, index) => ({ b, index })).filter(({ b }) => isActive(b));
  const listError = listMessage(formState.errors.banks);

  return (
    <StepCard title={STEP_LABELS[SLUG]}>
      <SaveFailureBar />
      <form className={styles.form} noValidate onSubmit={(e) => e.preventDefault()}>
        {active.length === 0 && <Text>{BANK_NOTICES.noBanks}</Text>}
        {active.map(({ b, index }, position) => {
          const p = <F extends string>(f: F) => `banks.${index}.${f}` as const;
          const fcnr = isFcnr(b.bankAccountType);
          const title = `${ordinal(position + 1)} Bank Account Details`;
          return (
            <StepSection
              key={b.id ?? `new-${index}`}
              title={title}
              actions={
                // The only bank stays: a step needs one (doc 1 §5 "Banks").
                readOnly || active.length < 2 ? undefined : (
                  <Button appearance="secondary" onClick={() => setRemoving(index)}>
                    Remove Bank
                  </Button>
                )
              }
            >
              <FieldGrid>
                <TextInputField
                  control={control}
                  name={p('ifscCode')}
                  label="IFSC Code"
                  required={!fcnr}
                  disabled={readOnly}
                  hint={FIELD_HINTS.ifsc}
                  message={
                    unknownIfsc[index] && unknownIfsc[index] === (b.ifscCode ?? '').trim().toUpperCase()
                      ? MESSAGES.ifscInvalid
                      : undefined
                  }
                  maxLength={11}
                  upperCase
                  onValueChange={(v) => void onIfscChange(index, v)}
                />
                <TextInputField
                  control={control}
                  name={p('bankAccountNumber')}
                  label="Account Number"
                  required
                  disabled={readOnly}
                  hint={FIELD_HINTS.accountNumber}
                  maxLength={18}
                  onValueChange={() => onAccountChange(index)}
                />
                <SelectField
                  control={control}
                  name={p('bankAccountType')}
                  label="Account Type"
                  required
                  disabled={readOnly || fixedType}
                  options={accountTypes}
                  onValueChange={(value) => {
                    // An FCNR account is not verified: switching to or from it starts over.
                    if (isFcnr(value) !== fcnr)
                      setBank(index, {
                        ...bankAt(index),
                        bankAccountType: value,
                        pennydropCheck: false,
                        pennydropVerified: false,
                      });
                  }}
                />
                <TextInputField
                  control={control}
                  name={p('bankName')}
                  label="Bank Name"
                  required
                  disabled={readOnly}
                />
                <TextInputField
                  control={control}
                  name={p('bankBranch')}
                  label="Branch"
                  required
                  disabled={readOnly}
                />
                <TextInputField
                  control={control}
                  name={p('micrCode')}
                  label="MICR Code"
                  disabled={readOnly}
                />
                <TextInputField
                  control={control}
                  name={p('address1')}
                  label="Address Line 1"
                  required={fcnr}
                  disabled={readOnly}
                />
                <TextInputField
                  control={control}
                  name={p('address2')}
                  label="Address Line 2"
                  disabled={readOnly}
                />
                <TextInputField
                  control={control}
                  name={p('address3')}
                  label="Address Line 3"
                  disabled={readOnly}
                />
                {fcnr && (
                  <>
                    <TextInputField
                      control={control}
                      name={p('swiftCode')}
                      label="SWIFT Code"
                      required
                      disabled={readOnly}
                      upperCase
                      maxLength={11}
                    />
                    <TextInputField
                      control={control}
                      name={p('ibanNumber')}
                      label="IBAN Number"
                      disabled={readOnly}
                      upperCase
                    />
                    <TextInputField control={control} name={p('cif')} label="CIF" disabled={readOnly} />
                  </>
                )}
              </FieldGrid>
              <div className={styles.row}>
                <Checkbox
                  label="Default Bank Account"
                  checked={b.defaultBankAccount === true}
                  disabled={readOnly}
                  onChange={(_, data) => {
                    if (data.checked) setBanks(setDefaultBank(form.getValues('banks') ?? [], index));
                    else setBank(index, { ...bankAt(index), defaultBankAccount: false });
                  }}
                />
                <VerificationBadge bank={b} />
                {!readOnly && needsPennyDrop(b) && (
                  <Button
                    appearance={b.pennydropCheck === true ? 'secondary' : 'primary'}
                    disabled={verifying !== null}
                    icon={verifying === index ? <Spinner size="tiny" /> : undefined}
                    onClick={() => void verify(index, position)}
                    aria-label={`Verify ${title}`}
                  >
                    Verify
                  </Button>
                )}
              </div>
            </StepSection>
          );
        })}
        {listError && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{listError}</MessageBarBody>
          </MessageBar>
        )}
        {!readOnly && active.length < MAX_BANKS && active.length > 0 && (
          <Button
            className={styles.add}
            onClick={() => setBanks(addBank(form.getValues('banks') ?? [], ctx))}
          >
            Add Another Bank
          </Button>
        )}
        {!readOnly && active.length === 0 && (
          <Button
            className={styles.add}
            onClick={() => setBanks(addBank(form.getValues('banks') ?? [], ctx))}
          >
            Add Bank
          </Button>
        )}
      </form>
      <ConfirmDialog
        open={removing !== null}
        message={BANK_NOTICES.removeConfirm}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) setBanks(removeBank(form.getValues('banks') ?? [], removing));
          setRemoving(null);
        }}
      />
      <InfoDialog
        open={failedDialog}
        title={BANK_NOTICES.pennyDropTitle}
        message={MESSAGES.pennyDropFailedDialog}
        onClose={() => setFailedDialog(false)}
      />
      <StepActions slug={SLUG} onSave={(saveType) => void submit(saveType)} disabled={!locks.editable} />
    </StepCard>
  );
}
