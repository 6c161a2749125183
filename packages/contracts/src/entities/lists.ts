import { z } from 'zod';
import { APPLICATION_STATUSES } from '../enums/application-status';
import { APPLICATION_TYPES, HOLDING_MODES, INVESTOR_TYPES } from '../enums/investor';
import { PAGE_SIZE } from '../constants';

/** Application list filters (doc 3 §2.5, §7): lists travel as comma-separated query values. */
export const applicationListFilterSchema = z.object({
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).default(PAGE_SIZE),
  sort: z.literal('createdAt').default('createdAt'),
  order: z.enum(['ASC', 'DESC']).default('DESC'),
  search: z.string().optional(),
  status: z.array(z.enum(APPLICATION_STATUSES)).optional(),
  applicationType: z.array(z.enum(APPLICATION_TYPES)).optional(),
  modeOfHolding: z.array(z.enum(HOLDING_MODES)).optional(),
  distributorId: z.array(z.string()).optional(),
});
export type ApplicationListFilter = z.infer<typeof applicationListFilterSchema>;

/** Number of filter groups in use (the filter drawer's badge). */
export function activeFilterCount(
  filter: Partial<
    Pick<ApplicationListFilter, 'status' | 'applicationType' | 'modeOfHolding' | 'distributorId'>
  >,
): number {
  return [filter.status, filter.applicationType, filter.modeOfHolding, filter.distributorId].filter(
    (v) => (v?.length ?? 0) > 0,
  ).length;
}

/** Report filters (doc 3 §3); from/to are ISO instants (start and end of the chosen days in Asia/Kolkata). */
export const reportFilterSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Default all. */
  investorType: z.union([z.literal('all'), z.enum(INVESTOR_TYPES)]).default('all'),
  distributorId: z.string().optional(),
  schemeId: z.string().optional(),
  planId: z.string().optional(),
  rmId: z.string().optional(),
  status: z.array(z.string()).optional(),
  downloadFile: z.boolean().optional(),
  page: z.number().int().min(1).optional(),
  limit: z.number().int().min(1).optional(),
});
export type ReportFilter = z.infer<typeof reportFilterSchema>;
