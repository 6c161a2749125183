/**
 * Whether an application is complete enough to send (doc 1 §4-5; contracts api/review.ts): every step of
 * its flow saved (`currentStep` = the flow's length) and every step's rules holding on what is stored,
 * each step checked by its own handler (`StepHandler.stored` parsed with its `schema`, then `complete`).
 * A flow step without a handler cannot be checked, so it is incomplete: a flow is sent only once the
 * server knows all its steps.
 */
import { REVIEW_MESSAGES, STEP_LABELS, STEP_ORDER, type FieldError, type WizardStep } from '@aif/contracts';
import { ValidationError, fieldErrorsOf } from '../../lib/errors';
import type { StepRegistry } from './registry';
import type { StepCheckContext } from './step-handler';

export interface Completeness {
  /** The incomplete steps, in the flow's order. */
  steps: WizardStep[];
  /** What is wrong, by `<step slug>.<field path>` (the slug alone for a step as a whole). */
  errors: FieldError[];
}

export async function completenessOf(ctx: StepCheckContext, registry: StepRegistry): Promise<Completeness> {
  const out: Completeness = { steps: [], errors: [] };
  for (const [index, slug] of STEP_ORDER[ctx.flow].entries()) {
    const own = await stepErrors(ctx, registry, slug, index);
    if (own.length === 0) continue;
    out.steps.push(slug);
    out.errors.push(...own.map((e) => ({ path: e.path ? `${slug}.${e.path}` : slug, message: e.message })));
  }
  return out;
}

async function stepErrors(
  ctx: StepCheckContext,
  registry: StepRegistry,
  slug: WizardStep,
  index: number,
): Promise<FieldError[]> {
  const handler = registry[ctx.flow]?.[slug];
  if (!handler) return [{ path: '', message: REVIEW_MESSAGES.stepNotChecked }];
  const errors: FieldError[] = [];
  if (index >= ctx.app.currentStep) errors.push({ path: '', message: REVIEW_MESSAGES.stepNotSaved });
  const prepared = await handler.stored(ctx);
  const parsed = handler.schema(ctx, prepared).safeParse(prepared.data);
  if (!parsed.success) errors.push(...fieldErrorsOf(parsed.error.issues));
  else if (handler.complete) errors.push(...handler.complete(ctx, parsed.data, prepared));
  return errors;
}

/** 400 `{ message: incompleteSteps(labels), errors }` unless complete. */
export function assertComplete(result: Completeness): void {
  if (result.steps.length === 0) return;
  throw new ValidationError(
    result.errors,
    REVIEW_MESSAGES.incompleteSteps(result.steps.map((s) => STEP_LABELS[s])),
  );
}
