import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { MobileInput } from '@aif/ui-kit';
import { useMobileInputClass } from './fields';

/**
 * A mobile number with its country-code picker (a whole row of a FieldGrid, stacked on phones), kept in
 * three form fields: `${path}.${phone}`, `${path}.countryCode`, `${path}.countryNameAndCode`.
 */
export function MobileNumberField<T extends FieldValues>({
  control,
  path,
  phone = 'mobile',
  label,
  countryLabel,
  required,
  disabled,
}: {
  control: Control<T, unknown, unknown>;
  path: string;
  phone?: string;
  label?: string;
  countryLabel?: string;
  required?: boolean;
  disabled?: boolean;
}) {
  const mobileClass = useMobileInputClass();
  const p = (f: string) => `${path}.${f}` as FieldPath<T>;
  return (
    <Controller
      control={control}
      name={p(phone)}
      render={({ field, fieldState }) => (
        <Controller
          control={control}
          name={p('countryNameAndCode')}
          render={({ field: country }) => (
            <Controller
              control={control}
              name={p('countryCode')}
              render={({ field: code, fieldState: codeState }) => (
                <MobileInput
                  className={mobileClass}
                  label={label}
                  countryLabel={countryLabel}
                  required={required}
                  disabled={disabled}
                  value={{
                    phone: (field.value as string | null) ?? '',
                    countryCode: (code.value as string | null) ?? undefined,
                    countryNameAndCode: (country.value as string | null) ?? undefined,
                  }}
                  validationMessage={fieldState.error?.message ?? codeState.error?.message}
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
  );
}
