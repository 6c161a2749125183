import type { FieldProps } from '@fluentui/react-components';

/** A mobile number as forms and the API keep it. */
export interface MobileValue {
  /** Calling code with its plus sign, e.g. '+91'. */
  countryCode: string;
  /** The picker's label, e.g. 'India: +91'. */
  countryNameAndCode: string;
  /** Digits only. */
  phone: string;
}

export interface MobileInputProps {
  /**
   * Label of the number input.
   * @default 'Mobile Number'
   */
  label?: FieldProps['label'];
  /**
   * Label of the country-code picker.
   * @default 'Country Code'
   */
  countryLabel?: FieldProps['label'];
  /** The current value; missing parts default to India (+91) and an empty number. */
  value: Partial<MobileValue> | null | undefined;
  /** Called with the whole value whenever the country or the number changes. */
  onChange: (value: MobileValue) => void;
  /** Message under the number (e.g. 'Invalid Mobile number'), from the form or contracts `mobileMessage`. */
  validationMessage?: string;
  /**
   * Marks both inputs required.
   * @default false
   */
  required?: boolean;
  /**
   * @default false
   */
  disabled?: boolean;
  /**
   * Shows both values read-only.
   * @default false
   */
  readOnly?: boolean;
  /**
   * Locks the country code only (the number stays editable).
   * @default false
   */
  countryDisabled?: boolean;
  /**
   * Placeholder of the number input.
   * @default 'Enter mobile number'
   */
  placeholder?: string;
  /** Name of the number input. */
  name?: string;
  onBlur?: () => void;
  className?: string;
}
