import { MAX_NOMINEES, NOMINEE_PERCENTAGE_TOTAL } from '../constants';
import { UNIQUE_NOMINEE_RELATIONSHIPS } from '../enums/kyc';
import { toPaise } from '../money';
import { MESSAGES } from './messages';

interface NomineeLike {
  isActive?: boolean | null;
  nomineePercentage?: number | string | null;
  Relationship?: string | null;
}

const active = <T extends NomineeLike>(nominees: readonly T[]) =>
  nominees.filter((n) => n.isActive !== false);

/** Active nominee percentages must add up to exactly 100 (compared in hundredths, no float error). */
export function nomineeTotalMessage(nominees: readonly NomineeLike[]): string | null {
  const list = active(nominees);
  if (list.length === 0) return null;
  let total = 0n;
  for (const n of list) {
    const p = n.nomineePercentage;
    if (p === null || p === undefined || p === '') return MESSAGES.nomineeTotal100;
    try {
      total += toPaise(p);
    } catch {
      return MESSAGES.nomineeTotal100;
    }
  }
  return total === toPaise(NOMINEE_PERCENTAGE_TOTAL) ? null : MESSAGES.nomineeTotal100;
}

/** Relationships among Mother, Father, Spouse already used by another active nominee (for disabling options). */
export function usedUniqueRelationships(nominees: readonly NomineeLike[], exceptIndex?: number): string[] {
  return active(nominees)
    .filter((_, i) => i !== exceptIndex)
    .map((n) => n.Relationship ?? '')
    .filter((r) => (UNIQUE_NOMINEE_RELATIONSHIPS as readonly string[]).includes(r));
}

export function canAddNominee(nominees: readonly NomineeLike[]): boolean {
  return active(nominees).length < MAX_NOMINEES;
}
