import type { Currency } from '../enums/fund';
import { divRoundHalfUp, toPaise } from '../money';

// Built on first use, not at module load: a page's first Intl object loads the browser's locale data
// (tens of milliseconds), and pages that show no amount (the sign-in page, most wizard steps) need none.
let grouping: Intl.NumberFormat | undefined;
let usd: Intl.NumberFormat | undefined;
function indianGrouping(): Intl.NumberFormat {
  return (grouping ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }));
}

/** Indian digit grouping: 12345678 -> '1,23,45,678' (up to 2 decimals kept). '' for a non-finite number. */
export function formatIndianNumber(n: number | bigint): string {
  if (typeof n === 'number' && !Number.isFinite(n)) return '';
  return indianGrouping().format(n);
}

/** Indian grouping of a whole number of rupees with exactly 2 decimals, from paise. */
function groupedWithTwoDecimals(hundredths: bigint): string {
  const whole = hundredths / 100n;
  const frac = (hundredths % 100n).toString().padStart(2, '0');
  return `${indianGrouping().format(whole)}.${frac}`;
}

const SHORT_UNITS: readonly { suffix: string; paise: bigint }[] = [
  { suffix: 'Cr', paise: 1_000_000_000n }, // 1,00,00,000 rupees
  { suffix: 'L', paise: 10_000_000n }, // 1,00,000 rupees
  { suffix: 'K', paise: 100_000n }, // 1,000 rupees
];

/**
 * Amount shortened with K (thousand), L (lakh) and Cr (crore), 2 decimals, rounded half up:
 * 1500 -> '1.50 K', 150000 -> '1.50 L', 25000000 -> '2.50 Cr'. A value that rounds up to the next unit
 * takes it (99,999 -> '1.00 L', 995 -> '1.00 K'). Smaller amounts are shown as they are with 2 decimals
 * and no unit ('994.99', '12.50', '0.00').
 * Crores keep Indian grouping ('1,234.50 Cr'). Negative amounts keep their sign.
 */
export function formatAmountShort(n: number): string {
  if (!Number.isFinite(n)) return '';
  const paise = toPaise(n);
  const sign = paise < 0n ? '-' : '';
  const abs = paise < 0n ? -paise : paise;
  for (const unit of SHORT_UNITS) {
    const hundredths = divRoundHalfUp(abs * 100n, unit.paise);
    if (hundredths >= 100n) return `${sign}${groupedWithTwoDecimals(hundredths)} ${unit.suffix}`;
  }
  return `${sign}${groupedWithTwoDecimals(abs)}`;
}

/** Currency amount for display: '₹ 1,23,456.00' / '$ 1,234.50'. */
export function formatCurrency(amount: number, currency: Currency): string {
  if (!Number.isFinite(amount)) return '';
  const paise = toPaise(amount);
  const sign = paise < 0n ? '-' : '';
  const abs = paise < 0n ? -paise : paise;
  const body =
    currency === 'usd'
      ? (usd ??= new Intl.NumberFormat('en-US', {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        })).format(Number(abs) / 100)
      : groupedWithTwoDecimals(abs);
  return `${sign}${currency === 'usd' ? '$' : '₹'} ${body}`;
}
