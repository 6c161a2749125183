import { Controller, useWatch, type Control } from 'react-hook-form';
import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import {
  APPLICANT_STATUSES,
  APPLICANT_STATUS_LABELS,
  DEFAULT_NATIONALITY,
  GENDERS,
  GUARDIAN_RELATIONSHIPS,
  NATURAL_PARENT_RELATIONSHIPS,
  RELATIONSHIPS,
  TITLES,
  isApplicantFieldLocked,
  type ContributorStepInput,
  type WizardFieldLocks,
} from '@aif/contracts';
import { MobileInput } from '@aif/ui-kit';
import { FieldGrid } from '../../step-kit/StepCard';
import { FIELD_HINTS } from '../../step-kit/hints';
import { useFromKra } from '../../step-kit/kra';
import {
  DateInputField,
  optionsOf,
  SelectField,
  TextInputField,
  type Option,
  useMobileInputClass,
} from '../../step-kit/fields';

type Control_ = Control<ContributorStepInput, unknown, unknown>;

export interface ApplicantFieldsProps {
  control: Control_;
  index: number;
  /** 0 for the first applicant (the guardian of a minor). */
  position: number;
  locks: WizardFieldLocks;
  readOnly: boolean;
  nationalities: readonly Option[];
  relations: readonly Option[];
  statusDisabled: boolean;
  onStatusChange: (value: string) => boolean;
}

/** One applicant's personal details. */
export function ApplicantFields({
  control,
  index,
  position,
  locks,
  readOnly,
  nationalities,
  relations,
  statusDisabled,
  onStatusChange,
}: ApplicantFieldsProps) {
  const locked = (field: string) => readOnly || isApplicantFieldLocked(locks, index, field);
  const fromKra = useFromKra();
  const relation = useWatch({ control, name: `applicants.${index}.relationShipWithFirstApplicant` });
  const p = <F extends string>(f: F) => `applicants.${index}.${f}` as const;
  return (
    <FieldGrid>
      <SelectField
        control={control}
        name={p('namePrefix')}
        label="Title"
        disabled={locked('namePrefix')}
        options={optionsOf(TITLES)}
      />
      <TextInputField
        control={control}
        name={p('name')}
        label="Name"
        required
        disabled={locked('name')}
        fromKra={fromKra(index, 'name')}
      />
      <SelectField
        control={control}
        name={p('gender')}
        label="Gender"
        required
        disabled={locked('gender')}
        fromKra={fromKra(index, 'gender')}
        options={optionsOf(GENDERS)}
      />
      <DateInputField
        control={control}
        name={p('dateOfBirth')}
        label="Date of Birth"
        required
        disabled={locked('dateOfBirth')}
        fromKra={fromKra(index, 'dateOfBirth')}
      />
      <TextInputField
        control={control}
        name={p('fatherOrSpouseName')}
        label="Father/Spouse Name"
        required
        disabled={locked('fatherOrSpouseName')}
        fromKra={fromKra(index, 'fatherOrSpouseName')}
      />
      <TextInputField
        control={control}
        name={p('motherName')}
        label="Mother Name"
        disabled={locked('motherName')}
      />
      <TextInputField control={control} name={p('panNo')} label="PAN" disabled={locked('panNo')} upperCase />
      <SelectField
        control={control}
        name={p('status')}
        label="Status"
        required
        disabled={statusDisabled || locked('status')}
        options={optionsOf(APPLICANT_STATUSES, APPLICANT_STATUS_LABELS)}
        onValueChange={onStatusChange}
      />
      <SelectField
        control={control}
        name={p('nationality')}
        label="Nationality"
        required
        disabled={locked('nationality')}
        options={
          nationalities.length > 0
            ? nationalities
            : [{ value: DEFAULT_NATIONALITY, label: DEFAULT_NATIONALITY }]
        }
      />
      {position > 0 && (
        <SelectField
          control={control}
          name={p('relationShipWithFirstApplicant')}
          label="Relationship with first applicant"
          required
          disabled={locked('relationShipWithFirstApplicant')}
          options={relations.length > 0 ? relations : optionsOf(RELATIONSHIPS)}
        />
      )}
      {position > 0 && (relation ?? '').toUpperCase() === 'OTHERS' && (
        <TextInputField
          control={control}
          name={p('jointApplicantRelation')}
          label="Please Specify Relationship"
          required
          disabled={locked('jointApplicantRelation')}
        />
      )}
    </FieldGrid>
  );
}

/** The minor's own details on a minor onboarding (the first applicant is the guardian). */
export function MinorFields({
  control,
  index,
  readOnly,
}: {
  control: Control_;
  index: number;
  readOnly: boolean;
}) {
  const mobileClass = useMobileInputClass();
  const p = <F extends string>(f: F) => `applicants.${index}.${f}` as const;
  const relation = useWatch({ control, name: p('guardianRelationship') }) ?? '';
  const askNaturalParent = NATURAL_PARENT_RELATIONSHIPS.some(
    (r) => r.toUpperCase() === relation.toUpperCase(),
  );
  return (
    <FieldGrid>
      <SelectField
        control={control}
        name={p('minorNamePrefix')}
        label="Minor Title"
        disabled={readOnly}
        options={optionsOf(TITLES)}
      />
      <TextInputField
        control={control}
        name={p('minorName')}
        label="Minor Name"
        required
        disabled={readOnly}
      />
      <DateInputField
        control={control}
        name={p('minorDOB')}
        label="Minor Date of Birth"
        required
        disabled={readOnly}
      />
      <TextInputField
        control={control}
        name={p('minorFatherName')}
        label="Minor Father Name"
        required
        disabled={readOnly}
      />
      <SelectField
        control={control}
        name={p('minorGender')}
        label="Minor Gender"
        required
        disabled={readOnly}
        options={optionsOf(GENDERS)}
      />
      <TextInputField
        control={control}
        name={p('minorPan')}
        label="Minor PAN"
        disabled={readOnly}
        hint={FIELD_HINTS.pan}
        upperCase
        maxLength={10}
      />
      <TextInputField control={control} name={p('minorEmail')} label="Minor Email" disabled={readOnly} />
      <Controller
        control={control}
        name={p('minorMobile')}
        render={({ field, fieldState }) => (
          <Controller
            control={control}
            name={p('minorCountryNameAndCode')}
            render={({ field: country }) => (
              <Controller
                control={control}
                name={p('minorCountryCode')}
                render={({ field: code }) => (
                  <MobileInput
                    className={mobileClass}
                    label="Minor Mobile Number"
                    countryLabel="Minor Country Code"
                    disabled={readOnly}
                    value={{
                      phone: field.value ?? '',
                      countryCode: code.value ?? undefined,
                      countryNameAndCode: country.value ?? undefined,
                    }}
                    validationMessage={fieldState.error?.message}
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
      <SelectField
        control={control}
        name={p('guardianRelationship')}
        label="Relationship with guardian"
        required
        disabled={readOnly}
        options={optionsOf(GUARDIAN_RELATIONSHIPS)}
      />
      {relation.toUpperCase() === 'OTHERS' && (
        <TextInputField
          control={control}
          name={p('guardianRelationshipTypeOther')}
          label="Please specify Relationship with guardian"
          required
          disabled={readOnly}
        />
      )}
      {askNaturalParent && (
        <Controller
          control={control}
          name={p('naturalParent')}
          render={({ field, fieldState }) => (
            <Field label="Natural Parent" required validationMessage={fieldState.error?.message}>
              <RadioGroup
                layout="horizontal"
                value={field.value ?? ''}
                disabled={readOnly}
                onChange={(_, data) => field.onChange(data.value)}
              >
                <Radio value="yes" label="Yes" />
                <Radio value="no" label="No" />
              </RadioGroup>
            </Field>
          )}
        />
      )}
    </FieldGrid>
  );
}
