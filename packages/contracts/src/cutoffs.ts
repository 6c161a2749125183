import { TIME_ZONE } from './constants';
import { TZDate } from '@date-fns/tz';

/**
 * Cut-off dates (doc 1 §9). A rule applies to applications whose `createdAt` falls on or after the
 * cut-off day in Asia/Kolkata (0-product-decisions §8); older applications keep the earlier behaviour so
 * that editing them is not blocked by a rule that did not exist when they were started.
 */
export const CUTOFFS = {
  /**
   * Demat details become mandatory for domestic funds ('If a domestic fund is selected, filling out
   * Demat account details is mandatory'). Chosen as the earliest date: it gates the oldest demat rule.
   */
  dematMandatoryForDomestic: { date: '2023-09-29', rule: 'Demat details are required for domestic funds' },
  /**
   * A CDSL DPCL ID must be 16 digits; older applications may keep an 8-digit one (the specification's
   * "DPCL ID 16 (or 8 or 16)").
   */
  dpclIdSixteenDigits: { date: '2024-03-15', rule: 'DPCL ID must be exactly 16 digits' },
  /** The depository option 'None' is removed (0-product-decisions §8). */
  depositoryNoneRemoved: { date: '2024-05-10', rule: "The depository option 'None' is no longer offered" },
  /**
   * UBO 'Discretionary Trust' becomes required ('Discretionary Trust of {name} is required'); doc 2 gives
   * it a cut-off without a value. The latest date goes to the newest field.
   */
  uboDiscretionaryTrustRequired: { date: '2024-10-04', rule: 'Discretionary Trust is required for each UBO' },
} as const satisfies Record<string, { date: string; rule: string }>;

export type CutoffName = keyof typeof CUTOFFS;

/** The instant the cut-off day starts in Asia/Kolkata. */
export function cutoffInstant(name: CutoffName): Date {
  const [y, m, d] = CUTOFFS[name].date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, TIME_ZONE).getTime());
}

/**
 * True when an application created at `createdAt` is subject to the rule: created on or after the
 * cut-off day (Asia/Kolkata). An unknown creation time (a new application) counts as after.
 */
export function isAfterCutoff(
  name: CutoffName,
  createdAt: Date | string | number | null | undefined,
): boolean {
  if (createdAt === null || createdAt === undefined || createdAt === '') return true;
  const t = createdAt instanceof Date ? createdAt.getTime() : new Date(createdAt).getTime();
  if (Number.isNaN(t)) return true;
  return t >= cutoffInstant(name).getTime();
}
