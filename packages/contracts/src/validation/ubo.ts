import { UBO_PERCENTAGE_TOTAL_MAX } from '../constants';
import { toPaise } from '../money';
import { MESSAGES } from './messages';

interface UboLike {
  isActive?: boolean | null;
  percentageOfBeneficialInterest?: number | string | null;
}

/** Active UBO percentages may add up to at most 100 (doc 2 §5). */
export function uboTotalMessage(ubos: readonly UboLike[]): string | null {
  let total = 0n;
  for (const u of ubos) {
    if (u.isActive === false) continue;
    const p = u.percentageOfBeneficialInterest;
    if (p === null || p === undefined || p === '') continue;
    total += toPaise(p);
  }
  return total > toPaise(UBO_PERCENTAGE_TOTAL_MAX) ? MESSAGES.uboPercentageTotal : null;
}

/** The UBO dialog's percentage (required and above 0 when the discretionary-trust setting asks for it). */
export function uboPercentageMessage(
  value: number | string | null | undefined,
  opts: { required: boolean },
): string | null {
  const blank = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  if (blank) return opts.required ? MESSAGES.uboPercentageRequired : null;
  const n = typeof value === 'number' ? value : Number(value);
  if (Number.isNaN(n)) return MESSAGES.uboPercentageRequired;
  if (n < 0 || (opts.required && n === 0)) return MESSAGES.uboPercentagePositive;
  if (n > UBO_PERCENTAGE_TOTAL_MAX) return MESSAGES.uboPercentageMax;
  return null;
}
