import { isIndia } from '@aif/contracts';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { CheckboxField, TextInputField } from './fields';
import { FieldGrid, StepSection } from './StepCard';
import { FIELD_HINTS } from './hints';

export interface AddressFieldsProps<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  /** Where the address is in the form: 'applicants.0.addresses.permanent', 'applicant.addresses.correspondence'. */
  path: string;
  title: string;
  disabled: boolean;
  /**
   * Contracts' `checkAddress` variant: an individual's line 2 is required unless the registry gave the
   * address; an entity's never is.
   */
  variant?: 'individual' | 'entityContact';
  /** The overseas address has no required state. */
  overseas?: boolean;
  /**
   * Shows the 'Same as Correspondence Address' box (`permanentAddressSameAsCorresponding`); while it is
   * ticked the fields are hidden (the correspondence address is copied on save).
   */
  sameAsCorrespondence?: boolean;
  sameAsLabel?: string;
  /** false: every field is optional (an entity's contact person). @default true */
  required?: boolean;
}

/** One address block of a contact step: line 1-3, city, state, country, pincode (and the same-as box). */
export function AddressFields<T extends FieldValues>({
  control,
  path,
  title,
  disabled,
  variant = 'individual',
  overseas = false,
  sameAsCorrespondence = false,
  sameAsLabel = 'Same as Correspondence Address',
  required = true,
}: AddressFieldsProps<T>) {
  const p = (f: string) => `${path}.${f}` as FieldPath<T>;
  const same = useWatch({ control, name: p('permanentAddressSameAsCorresponding') }) === true;
  const fromKra = useWatch({ control, name: p('fetchedFromKRA') }) === true;
  const country = useWatch({ control, name: p('country') }) as string | null | undefined;
  const hideFields = sameAsCorrespondence && same;
  return (
    <StepSection title={title}>
      {sameAsCorrespondence && (
        <CheckboxField
          control={control}
          name={p('permanentAddressSameAsCorresponding')}
          label={sameAsLabel}
          disabled={disabled}
        />
      )}
      {!hideFields && (
        <FieldGrid>
          <TextInputField
            control={control}
            name={p('address1')}
            label="Address Line 1"
            required={required}
            disabled={disabled}
            fromKra={fromKra}
          />
          <TextInputField
            control={control}
            name={p('address2')}
            label="Address Line 2"
            required={required && variant === 'individual' && !fromKra}
            disabled={disabled}
            fromKra={fromKra}
          />
          <TextInputField
            control={control}
            name={p('address3')}
            label="Address Line 3"
            disabled={disabled}
            fromKra={fromKra}
          />
          <TextInputField
            control={control}
            name={p('city')}
            label="City"
            required={required}
            disabled={disabled}
            fromKra={fromKra}
          />
          <TextInputField
            control={control}
            name={p('state')}
            label="State"
            required={required && !overseas}
            disabled={disabled}
            fromKra={fromKra}
          />
          <TextInputField
            control={control}
            name={p('country')}
            label="Country"
            required={required}
            disabled={disabled}
            fromKra={fromKra}
            upperCase
          />
          <TextInputField
            control={control}
            name={p('pincode')}
            label="Pincode"
            required={required}
            disabled={disabled}
            fromKra={fromKra}
            hint={FIELD_HINTS.pincode(isIndia(country))}
          />
        </FieldGrid>
      )}
    </StepSection>
  );
}
