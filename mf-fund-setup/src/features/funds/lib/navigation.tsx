import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { z } from 'zod';
import { FUND_TYPES } from '@aif/contracts';

/**
 * The screens of /funds-setup (doc 3 §2.7) and the ids each takes in its navigation state. A screen
 * whose state is missing (a reload in a new tab, a typed URL) goes back to /funds-setup.
 */
export const FUNDS_SETUP = '/funds-setup';

export const FUND_SETUP_PATHS = {
  fundList: `${FUNDS_SETUP}/fund-list`,
  addFund: `${FUNDS_SETUP}/add-fund`,
  editFund: `${FUNDS_SETUP}/edit-fund`,
  fundDetails: `${FUNDS_SETUP}/fund-details`,
  viewPlans: `${FUNDS_SETUP}/view-plans`,
  addPlan: `${FUNDS_SETUP}/add-plan`,
  planDetails: `${FUNDS_SETUP}/plan-details`,
  editPlan: `${FUNDS_SETUP}/edit-plan`,
} as const;

const id = z.string().min(1);
/** edit-fund, fund-details. */
export const fundState = z.object({ fundId: id });
/** view-plans, add-plan. */
export const fundTypeState = fundState.extend({ fundType: z.enum(FUND_TYPES) });
/** plan-details, edit-plan ("PlanId" as the specification spells it). */
export const planState = fundTypeState.extend({ PlanId: id });

export type FundState = z.infer<typeof fundState>;
export type FundTypeState = z.infer<typeof fundTypeState>;
export type PlanState = z.infer<typeof planState>;

/** Renders `children` with the screen's ids, or replaces the URL with /funds-setup when they are missing. */
export function WithState<S extends z.ZodType>({
  schema,
  children,
}: {
  schema: S;
  children: (state: z.output<S>) => ReactNode;
}) {
  const { state } = useLocation();
  const parsed = schema.safeParse(state);
  if (!parsed.success) return <Navigate to={FUNDS_SETUP} replace />;
  return <>{children(parsed.data)}</>;
}
