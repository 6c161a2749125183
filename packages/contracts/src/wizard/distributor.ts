import { z } from 'zod';
import type { Application } from '../entities/application';
import { LOGIN_TYPES } from '../enums/investor';
import { issueAdder, type WizardStepContext } from './context';
import { formText, TEXT_LIMITS } from '../validation/text';
import { WIZARD_MESSAGES } from './messages';

/** The step's fields, built once (its rules depend on the role, its fields do not). */
const distributorStepFields = z.object({
  loginType: z.enum(LOGIN_TYPES).nullish(),
  distributorId: formText(TEXT_LIMITS.id),
  subdistributorId: formText(TEXT_LIMITS.id),
});

/**
 * Distributor details (doc 1 §2). An rm chooses the login type: 'rm' (the application is the rm's own,
 * the distributor and sub-distributor are cleared) or 'distributor' (an active distributor of the rm is
 * required; a sub-distributor of that distributor is optional). Other roles see the fields disabled:
 * their values are whatever the application already holds (the server refuses changes, see field locks).
 * Whether the distributor is really an active distributor of the rm is checked by the server
 * (GET /api/onboarding/amc/distributors-of-rm lists the choices).
 */
export function distributorStepSchema(ctx: Pick<WizardStepContext, 'role'>) {
  return distributorStepFields
    .superRefine((v, zctx) => {
      if (ctx.role !== 'rm') return;
      const add = issueAdder(zctx);
      if (!v.loginType) add(['loginType'], WIZARD_MESSAGES.loginTypeRequired);
      else if (v.loginType === 'distributor' && v.distributorId === '')
        add(['distributorId'], WIZARD_MESSAGES.distributorRequired);
    })
    .transform((v) => normaliseDistributorStep(v));
}
export type DistributorStepInput = z.input<ReturnType<typeof distributorStepSchema>>;
export type DistributorStepValues = z.output<ReturnType<typeof distributorStepSchema>>;

/** Login type 'rm' clears the distributor and sub-distributor; no distributor clears the sub-distributor. */
export function normaliseDistributorStep(v: {
  loginType?: 'rm' | 'distributor' | null;
  distributorId: string;
  subdistributorId: string;
}): {
  loginType: 'rm' | 'distributor' | null;
  distributorId: string | null;
  subdistributorId: string | null;
} {
  const loginType = v.loginType ?? null;
  const distributorId = loginType === 'rm' || v.distributorId === '' ? null : v.distributorId;
  const subdistributorId = distributorId && v.subdistributorId !== '' ? v.subdistributorId : null;
  return { loginType, distributorId, subdistributorId };
}

/** Changing the distributor clears the sub-distributor (doc 1 §2); call it from the form's onChange. */
export function onDistributorChange<
  T extends { distributorId?: string | null; subdistributorId?: string | null },
>(values: T, distributorId: string | null): T {
  return values.distributorId === distributorId
    ? values
    : { ...values, distributorId, subdistributorId: null };
}

/**
 * True when the application's plan must be reset because the new distributor does not offer it: then
 * scheme, plan and every fee and amount field are cleared (doc 1 §2).
 */
export function planResetNeeded(
  planId: string | null | undefined,
  distributorPlanIds: readonly string[] | null,
): boolean {
  if (!planId) return false;
  if (distributorPlanIds === null) return false;
  return !distributorPlanIds.includes(planId);
}

export function distributorStepDefaults(application: Partial<Application>): DistributorStepInput {
  return {
    loginType: (application.loginType as 'rm' | 'distributor' | null | undefined) ?? null,
    distributorId: application.distributor_id ?? application.distributor?.id ?? '',
    subdistributorId: application.subdistributorId ?? '',
  };
}
