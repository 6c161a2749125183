/**
 * Whether an application is complete enough to send (doc 1 §4-5; contracts api/review.ts): every step of
 * its flow saved (`currentStep` = the flow's length) and every step's rules holding on what is stored,
 * each step checked by its own handler (`StepHandler.stored` parsed with its `schema`, then `complete`).
 * A flow step without a handler cannot be checked, so it is incomplete: a flow is sent only once the
 * server knows all its steps. The steps are checked in `completenessOrder` (an entity application: the
 * final pre-submission validation of doc 2 §5 first), generic over whichever handlers are registered.
 */
import {
  REVIEW_MESSAGES,
  completenessOrder,
  stepIndex,
  incompleteMessage,
  type FieldError,
  type WizardFlow,
  type WizardStep,
} from '@aif/contracts';
import { ValidationError, fieldErrorsOf } from '../../lib/errors';
import type { StepRegistry } from './registry';
import type { StepCheckContext } from './step-handler';

export interface Completeness {
  flow: WizardFlow;
  /** The incomplete steps, in the flow's check order (`completenessOrder`). */
  steps: WizardStep[];
  /** What is wrong, by `<step slug>.<field path>` (the slug alone for a step as a whole). */
  errors: FieldError[];
}

export async function completenessOf(ctx: StepCheckContext, registry: StepRegistry): Promise<Completeness> {
  const out: Completeness = { flow: ctx.flow, steps: [], errors: [] };
  for (const slug of completenessOrder(ctx.flow)) {
    const own = await stepErrors(ctx, registry, slug, stepIndex(ctx.flow, slug));
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

/**
 * 400 `{ message, errors }` unless complete: an individual application's message lists its incomplete
 * steps, an entity application's names the first ('In Bank Details, the required fields are not filled.').
 */
export function assertComplete(result: Completeness): void {
  if (result.steps.length === 0) return;
  throw new ValidationError(result.errors, incompleteMessage(result.flow, result.steps));
}
