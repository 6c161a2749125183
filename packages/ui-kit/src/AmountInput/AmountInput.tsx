import * as React from 'react';
import { mergeClasses, Text, useId } from '@fluentui/react-components';
import { amountInWords } from '@aif/contracts';
import { NumericInput } from '../NumericInput/NumericInput';
import { useAmountInputStyles } from './AmountInput.styles';
import type { AmountInputProps } from './AmountInput.types';

/** A numeric input with the amount in words (INR or USD) underneath. */
export const AmountInput = React.forwardRef<HTMLInputElement, AmountInputProps>(function AmountInput(
  { currency = 'inr', showWords = true, className, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const styles = useAmountInputStyles();
  const wordsId = useId('aif-amount-words');
  const text = rest.value === null || rest.value === undefined ? '' : String(rest.value).trim();
  const amount = text === '' || text === '.' ? Number.NaN : Number(text);
  const words = showWords && Number.isFinite(amount) && amount > 0 ? amountInWords(amount, currency) : '';

  return (
    <div className={mergeClasses(styles.root, className)}>
      <NumericInput
        {...rest}
        ref={ref}
        aria-describedby={[describedBy, words ? wordsId : undefined].filter(Boolean).join(' ') || undefined}
      />
      {showWords ? (
        <Text id={wordsId} className={styles.words} aria-live="polite">
          {words}
        </Text>
      ) : null}
    </div>
  );
});
