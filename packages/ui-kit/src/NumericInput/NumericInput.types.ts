import type { InputProps } from '@fluentui/react-components';

export interface NumericInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** The number as text (what the user typed); numbers are accepted and shown as they are. */
  value: string | number | null | undefined;
  /** Called with the new text: digits, plus one decimal point when `decimals` allows. */
  onChange: (value: string) => void;
  /**
   * Digits allowed after the decimal point; 0 allows whole numbers only.
   * @default 0
   */
  decimals?: number;
}
