/**
 * Exact decimal money. Amounts cross the API as rupee numbers with at most 2 decimals; arithmetic runs on
 * integer paise (bigint) so no binary floating-point error reaches a stored or displayed value.
 */

/** A decimal as an integer and a power-of-ten scale: 12.345 -> { units: 12345n, scale: 3 }. */
export interface ScaledDecimal {
  units: bigint;
  scale: number;
}

const DECIMAL_RE = /^([+-])?(\d+)(?:\.(\d+))?$/;

/** Reads a number (via its shortest round-trip text, so 0.1 is exactly 0.1) or a decimal string. */
export function parseDecimal(value: number | string | bigint): ScaledDecimal {
  if (typeof value === 'bigint') return { units: value, scale: 0 };
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
    text = expandExponent(String(value));
  } else {
    text = value.trim().replace(/,/g, '');
  }
  const m = DECIMAL_RE.exec(text);
  if (!m) throw new RangeError(`not a decimal: ${String(value)}`);
  const fraction = m[3] ?? '';
  const units = BigInt(`${m[2]}${fraction}`);
  return { units: m[1] === '-' ? -units : units, scale: fraction.length };
}

// '1e21' / '1.5e-7' -> plain decimal text.
function expandExponent(s: string): string {
  const m = /^(-)?(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(s);
  if (!m) return s;
  const digits = `${m[2]}${m[3] ?? ''}`;
  const point = (m[2] ?? '').length + Number(m[4]);
  const body =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return `${m[1] ?? ''}${body}`;
}

/** Integer division rounding half away from zero (half up for the non-negative amounts used here). */
export function divRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

export const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** Rupees -> paise, rounded half up to the paisa. */
export function toPaise(rupees: number | string | bigint): bigint {
  const { units, scale } = parseDecimal(rupees);
  return scale <= 2 ? units * pow10(2 - scale) : divRoundHalfUp(units, pow10(scale - 2));
}

/** Paise -> rupees as a number (exact to the paisa for any amount below 2^53 paise). */
export function paiseToRupees(paise: bigint): number {
  return Number(paiseToDecimalString(paise));
}

/** Paise -> '1234.50'. */
export function paiseToDecimalString(paise: bigint): string {
  const negative = paise < 0n;
  const abs = negative ? -paise : paise;
  const whole = abs / 100n;
  const frac = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

/** amount x percent / 100, rounded half up to the paisa. `percent` may carry any number of decimals. */
export function percentOfPaise(amountPaise: bigint, percent: number | string): bigint {
  const p = parseDecimal(percent);
  return divRoundHalfUp(amountPaise * p.units, 100n * pow10(p.scale));
}
