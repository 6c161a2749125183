import type { EsignDeps } from './deps';

/** A plan's signer whose person may change (0-product-decisions §9). */
export type PlanSigner = 'fundmanager' | 'trustee';

/**
 * After a plan's investment manager or trustee changed: every application on the plan whose pending sign
 * document still awaits that signer is re-issued to the new one. Answers how many were re-issued.
 */
export async function reissuePlanSigner(
  _deps: EsignDeps,
  _planId: string,
  _signer: PlanSigner,
  _actor: { id: string | null; role: string | null },
): Promise<number> {
  return 0;
}
