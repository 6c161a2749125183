import { ToWords as ToWordsIN } from 'to-words/en-IN';
import { ToWords as ToWordsUS } from 'to-words/en-US';
import type { Currency } from '../enums/fund';
import { paiseToRupees, toPaise } from '../money';

// A module of its own: to-words and its two locales (about 5 KB gzipped) stay out of every page that only
// formats amounts (the dashboard's charts and tables).

let inWordsIN: ToWordsIN | undefined;
let inWordsUS: ToWordsUS | undefined;

/**
 * Amount in words for its currency: INR in lakh and crore ('Two Crore Fifty Lakh Rupees Only'), USD in
 * million ('Twelve Million ... Dollars Only'). Rounded to the paisa / cent first.
 */
export function amountInWords(amount: number | string, currency: Currency): string {
  const rupees = paiseToRupees(toPaise(amount));
  if (currency === 'usd') {
    inWordsUS ??= new ToWordsUS();
    return inWordsUS.convert(rupees, { currency: true });
  }
  inWordsIN ??= new ToWordsIN();
  return inWordsIN.convert(rupees, { currency: true });
}
