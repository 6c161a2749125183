import * as React from 'react';
import { Input } from '@fluentui/react-components';
import type { TrimmedInputProps } from './TrimmedInput.types';

/** A text input that trims leading and trailing spaces when it loses focus (doc 1 §5). */
export const TrimmedInput = React.forwardRef<HTMLInputElement, TrimmedInputProps>(function TrimmedInput(
  { value, onChange, onBlur, ...rest },
  ref,
) {
  const text = value ?? '';
  return (
    <Input
      {...rest}
      ref={ref}
      value={text}
      onChange={(_event, data) => onChange(data.value)}
      onBlur={(event) => {
        const trimmed = event.currentTarget.value.trim();
        if (trimmed !== event.currentTarget.value) onChange(trimmed);
        onBlur?.(event);
      }}
    />
  );
});
