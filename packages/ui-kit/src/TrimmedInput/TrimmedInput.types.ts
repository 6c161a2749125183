import type { InputProps } from '@fluentui/react-components';

export interface TrimmedInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange'> {
  value: string | null | undefined;
  /** Called with the text as typed, and once more with the trimmed text on blur if trimming changed it. */
  onChange: (value: string) => void;
}
