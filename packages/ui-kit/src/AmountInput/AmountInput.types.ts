import type { Currency } from '@aif/contracts';
import type { NumericInputProps } from '../NumericInput/NumericInput.types';

/** Currencies the amount can be read out in (contracts `Currency`: 'inr' | 'usd'). */
export type AmountCurrency = Currency;

export interface AmountInputProps extends NumericInputProps {
  /**
   * Currency of the words under the input.
   * @default 'inr'
   */
  currency?: AmountCurrency;
  /**
   * Show the amount in words under the input.
   * @default true
   */
  showWords?: boolean;
}
