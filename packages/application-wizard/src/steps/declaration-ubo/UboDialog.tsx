import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import { useContractForm } from '@aif/api-client/react';
import {
  CONTROLLING_PERSON_TYPES,
  CONTROLLING_PERSON_TYPE_LABELS,
  DEFAULT_COUNTRY,
  DEFAULT_NATIONALITY,
  DISCRETIONARY_TRUST_LABELS,
  DISCRETIONARY_TRUST_OPTIONS,
  GENDERS,
  MESSAGES,
  OCCUPATIONS,
  OCCUPATION_LABELS,
  UBO_IDENTIFICATION_TYPES,
  UBO_REGISTRY_FIELDS,
  isPanFormatId,
  uboDialogSchema,
  type AmlMatch,
  type FileRef,
  type UboFetchResponse,
  type UboFormValues,
  type UboRuleContext,
} from '@aif/contracts';
import { AmlCheckDialog, FileUpload, useNotify } from '@aif/ui-kit';
import { FieldGrid } from '../../step-kit/StepCard';
import { DateInputField, RadioField, SelectField, TextInputField, optionsOf } from '../../step-kit/fields';
import { NumberInputField } from '../../step-kit/later-fields';
import type { UboApi } from './ubo-api';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, calc(100vw - 32px))', width: '100%' },
  // The column scrolls in a short dialog: its parts keep their height (Fetch Data was squashed flat).
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    '& > *': { flexShrink: 0 },
  },
  fetch: { alignSelf: 'flex-start' },
  wide: { gridColumn: '1 / -1' },
});

/** A UBO of the step's list: the form's values, with the identity proof as GET answers it. */
export type UboEntry = UboFormValues & { file?: FileRef | null };

const BLANK: UboEntry = {
  panNumber: '',
  dob: '',
  countryOfTaxResidency: DEFAULT_COUNTRY,
  nationality: DEFAULT_NATIONALITY,
  country: DEFAULT_COUNTRY,
  discretionaryTrust: 'no',
  isActive: true,
};

/** The registry-filled fields of a UBO as the list holds it (those the registry gave a value). */
function lockedOf(u: UboEntry | null): string[] {
  if (!u?.dataFetchedFromKra) return [];
  return UBO_REGISTRY_FIELDS.filter((k) => (u[k] ?? '') !== '');
}

export interface UboDialogProps {
  /** The UBO being edited; null: a new one. */
  initial: UboEntry | null;
  /** The application's other active UBOs (PAN and CKYC must differ). */
  others: readonly UboEntry[];
  applicationId: string;
  ruleContext: Omit<UboRuleContext, 'others' | 'locked'>;
  countries: readonly { name: string; nationality?: string | null }[];
  api: UboApi;
  onSave: (ubo: UboEntry) => void;
  onCancel: () => void;
}

/**
 * Add / Edit UBO (doc 2 §2, §5; 0-product-decisions §10): PAN/id and date of birth, then Fetch Data (the
 * registry lookup for a PAN, AML for every id). The other fields appear once fetched and the AML check
 * passed or was acknowledged; registry values are marked and locked. Mount it with a `key` per opening.
 */
export function UboDialog({
  initial,
  others,
  applicationId,
  ruleContext,
  countries,
  api,
  onSave,
  onCancel,
}: UboDialogProps) {
  const styles = useStyles();
  const notify = useNotify();
  const [locked, setLocked] = useState<string[]>(() => lockedOf(initial));
  const [fetching, setFetching] = useState(false);
  const [amlMatches, setAmlMatches] = useState<readonly AmlMatch[]>([]);
  const [amlOpen, setAmlOpen] = useState(false);
  const [file, setFile] = useState<FileRef | null>(initial?.file ?? null);
  const schema = useMemo(
    () => uboDialogSchema({ ...ruleContext, others, locked }),
    [ruleContext, others, locked],
  );
  const form = useContractForm(schema, { defaultValues: { ...BLANK, ...initial }, mode: 'onTouched' });
  const { control } = form;
  const [panNumber, dob, isFetchData, amlCheck, amlAcknowledgement, trust] = useWatch({
    control,
    name: ['panNumber', 'dob', 'isFetchData', 'amlCheck', 'amlAcknowledgement', 'discretionaryTrust'],
  });
  // The PAN/id and date of birth the current fetch was for (the stored UBO's, when it was fetched).
  const fetchedFor = useRef(initial?.isFetchData ? idKey(initial.panNumber, initial.dob) : null);
  const isPan = isPanFormatId(panNumber);
  const fieldsShown = isFetchData === true && (amlCheck !== false || amlAcknowledgement === true);
  const isLocked = (k: string) => locked.includes(k);

  const countryOptions = countries.map((c) => ({ value: c.name.toUpperCase(), label: c.name }));
  const nationalityOptions = countries
    .filter((c) => c.nationality)
    .map((c) => ({ value: c.nationality!.toUpperCase(), label: c.nationality! }));

  // A changed PAN or date of birth needs a new fetch: Fetch Data is enabled again and the fields hide.
  const resetFetch = () => {
    fetchedFor.current = null;
    if (form.getValues('isFetchData') !== true) return;
    for (const k of ['isFetchData', 'amlCheck', 'dataFetchedFromKra', 'amlAcknowledgement'] as const)
      form.setValue(k, null);
    form.setValue('amlComments', null);
    setLocked([]);
  };

  useEffect(() => {
    if (fetchedFor.current !== null && idKey(panNumber, dob) !== fetchedFor.current) resetFetch();
    // resetFetch only reads the form and the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [panNumber, dob]);

  const applyFetch = (r: UboFetchResponse) => {
    fetchedFor.current = idKey(r.panNumber, r.dob);
    form.setValue('panNumber', r.panNumber);
    form.setValue('isFetchData', true);
    form.setValue('amlCheck', r.amlCheck);
    form.setValue('dataFetchedFromKra', r.dataFetched);
    form.setValue('amlComments', null);
    form.setValue('amlAcknowledgement', null);
    const filled: string[] = [];
    for (const [k, v] of Object.entries(r.data ?? {}))
      if (v !== null && v !== '') {
        form.setValue(k as keyof UboFormValues, v, { shouldDirty: true });
        filled.push(k);
      }
    setLocked(filled);
    if (r.message === MESSAGES.dataNotFound) notify.error(r.message);
    else if (r.message) notify.success(r.message);
    if (r.amlCheck) notify.success(MESSAGES.amlCheckDone);
    else {
      notify.error(MESSAGES.amlCheckFailed);
      setAmlMatches(r.amlData.system_match);
      setAmlOpen(true);
    }
  };

  const fetchData = async () => {
    const names = isPan ? (['panNumber', 'dob'] as const) : (['panNumber', 'dob', 'name'] as const);
    if (!(await form.trigger([...names]))) return;
    const dob = form.getValues('dob');
    // The PAN and date this UBO already had in the list: nothing to look up again.
    if (initial?.isFetchData && sameId(initial.panNumber, panNumber) && initial.dob === dob) {
      fetchedFor.current = idKey(initial.panNumber, initial.dob);
      form.reset({ ...BLANK, ...initial, ...pick(form.getValues()) });
      setLocked(lockedOf(initial));
      return;
    }
    setFetching(true);
    try {
      applyFetch(await api.fetch(applicationId, { panNumber, dob, name: form.getValues('name') ?? '' }));
    } catch (error) {
      notify.error(toUserMessage(error));
    } finally {
      setFetching(false);
    }
  };

  const submit = form.handleSubmit(() => onSave({ ...form.getValues(), file, fileId: file?.id ?? null }));

  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => !d.open && onCancel()}>
      <DialogSurface className={styles.surface}>
        <form noValidate onSubmit={(e) => void submit(e)}>
          <DialogBody>
            <DialogTitle>{initial ? 'Edit' : 'Add'} Ultimate Benificiary Ownership (UBO)</DialogTitle>
            <DialogContent className={styles.content}>
              <FieldGrid>
                <TextInputField
                  control={control}
                  name="panNumber"
                  label="Taxpayer ID Number/PAN/Equivalent ID Number"
                  required
                  upperCase
                  maxLength={20}
                />
                <DateInputField control={control} name="dob" label="Date of Birth" required />
                {((!isPan && (panNumber ?? '').trim() !== '') || fieldsShown) && (
                  <TextInputField
                    control={control}
                    name="name"
                    label="Name"
                    required
                    disabled={isLocked('name')}
                    fromKra={isLocked('name')}
                    onValueChange={isPan ? undefined : resetFetch}
                  />
                )}
              </FieldGrid>
              <Button
                className={styles.fetch}
                appearance="primary"
                disabled={fetching || isFetchData === true}
                icon={fetching ? <Spinner size="tiny" /> : undefined}
                onClick={() => void fetchData()}
              >
                Fetch Data
              </Button>
              {isFetchData === true && amlCheck === false && amlAcknowledgement !== true && (
                <MessageBar intent="error">
                  <MessageBarBody>
                    {MESSAGES.panAmlFailed}{' '}
                    <Button appearance="transparent" size="small" onClick={() => setAmlOpen(true)}>
                      Acknowledge
                    </Button>
                  </MessageBarBody>
                </MessageBar>
              )}
              {fieldsShown && amlCheck === false && (
                // An acknowledged failure: the compliance document is asked for on the document step.
                <MessageBar intent="warning">
                  <MessageBarBody>{MESSAGES.uploadComplianceDocument}</MessageBarBody>
                </MessageBar>
              )}
              {fieldsShown && (
                <FieldGrid>
                  <SelectField
                    control={control}
                    name="identificationType"
                    label="Identification Type"
                    required
                    options={optionsOf(UBO_IDENTIFICATION_TYPES)}
                  />
                  <NumberInputField
                    control={control}
                    name="percentageOfBeneficialInterest"
                    label="Percentage Of Beneficial Interest"
                    required={trust !== 'yes'}
                    decimals={2}
                  />
                  <SelectField
                    control={control}
                    name="countryOfTaxResidency"
                    label="Country of Tax Residency"
                    required
                    options={countryOptions}
                  />
                  <SelectField
                    control={control}
                    name="cpUboCode"
                    label="CP/UBO Code"
                    required
                    options={optionsOf(CONTROLLING_PERSON_TYPES, CONTROLLING_PERSON_TYPE_LABELS)}
                  />
                  <TextInputField
                    control={control}
                    name="placeAndCountryOfBirth"
                    label="Place and Country of Birth"
                    required
                  />
                  <SelectField
                    control={control}
                    name="occupation"
                    label="Occupation"
                    required
                    options={optionsOf(OCCUPATIONS, OCCUPATION_LABELS)}
                  />
                  <SelectField
                    control={control}
                    name="gender"
                    label="Gender"
                    required
                    options={optionsOf(GENDERS)}
                    disabled={isLocked('gender')}
                    fromKra={isLocked('gender')}
                  />
                  <SelectField
                    control={control}
                    name="nationality"
                    label="Nationality"
                    required
                    options={nationalityOptions}
                  />
                  <TextInputField
                    control={control}
                    name="fatherName"
                    label="Father's Name"
                    required
                    disabled={isLocked('fatherName')}
                    fromKra={isLocked('fatherName')}
                  />
                  <TextInputField control={control} name="ckycNumber" label="CKYC Number" maxLength={14} />
                  <TextInputField
                    control={control}
                    name="address1"
                    label="Address Line 1"
                    disabled={isLocked('address1')}
                    fromKra={isLocked('address1')}
                  />
                  <TextInputField
                    control={control}
                    name="address3"
                    label="Address Line 2"
                    disabled={isLocked('address3')}
                    fromKra={isLocked('address3')}
                  />
                  <TextInputField
                    control={control}
                    name="city"
                    label="City"
                    required
                    disabled={isLocked('city')}
                    fromKra={isLocked('city')}
                  />
                  <TextInputField
                    control={control}
                    name="state"
                    label="State"
                    required
                    disabled={isLocked('state')}
                    fromKra={isLocked('state')}
                  />
                  <SelectField
                    control={control}
                    name="country"
                    label="Country"
                    required
                    options={countryOptions}
                    disabled={isLocked('country')}
                    fromKra={isLocked('country')}
                  />
                  <TextInputField
                    control={control}
                    name="pincode"
                    label="Pincode"
                    required
                    disabled={isLocked('pincode')}
                    fromKra={isLocked('pincode')}
                  />
                  <RadioField
                    control={control}
                    name="discretionaryTrust"
                    label="Discretionary Trust"
                    required
                    options={optionsOf(DISCRETIONARY_TRUST_OPTIONS, DISCRETIONARY_TRUST_LABELS)}
                  />
                  <div className={styles.wide}>
                    <FileUpload
                      label="Identity Proof"
                      uploadContext="ubo"
                      fileName={file?.name ?? null}
                      onUpload={async (f) => {
                        const up = await api.uploadProof(f);
                        setFile({ id: up.id, name: up.name, url: up.url });
                      }}
                      onRemove={() => setFile(null)}
                    />
                  </div>
                </FieldGrid>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onCancel}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit" disabled={!fieldsShown}>
                {initial ? 'Update' : 'Add'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
        {/* Nested in the surface: a sibling modal closing made Fluent close this dialog too. */}
        <AmlCheckDialog
          open={amlOpen}
          matches={amlMatches}
          onCancel={() => setAmlOpen(false)}
          onSubmit={(comments) => {
            form.setValue('amlComments', comments);
            form.setValue('amlAcknowledgement', true);
            setAmlOpen(false);
          }}
        />
      </DialogSurface>
    </Dialog>
  );
}

const sameId = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();
const pick = (v: UboFormValues) => ({ panNumber: v.panNumber, dob: v.dob });
const idKey = (pan: string | null | undefined, dob: string | null | undefined) =>
  `${(pan ?? '').trim().toUpperCase()}|${dob ?? ''}`;
