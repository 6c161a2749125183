import { STEP_ORDER, WIZARD_API_MESSAGES, type WizardFlow, type WizardStep } from '@aif/contracts';
import { badRequest } from '../../lib/errors';
import type { StepHandler } from './step-handler';
import { additionalKycDetails } from './steps/additional-KYC-details';
import { bankDetails } from './steps/bank-details';
import { contactDetails } from './steps/contact-details';
import { contributorDetails } from './steps/contributor-details';
import { distributorDetails } from './steps/distributor-details';
import { documentDetails } from './steps/document-details';
import { fatca } from './steps/fatca';
import { investmentPaymentDetails } from './steps/investment-payment-details';
import { nomineeDetails } from './steps/nominee-details';

export type StepRegistry = Record<WizardFlow, Partial<Record<WizardStep, StepHandler>>>;

/**
 * The handlers of a flow, keyed by its step order from contracts (`STEP_ORDER[flow]`). A handler whose
 * slug is not a step of the flow, or two for one slug, is a programming error and stops the start-up.
 */
export function registerSteps(
  flow: WizardFlow,
  handlers: readonly StepHandler[],
): Partial<Record<WizardStep, StepHandler>> {
  const seen = new Set<WizardStep>();
  for (const h of handlers) {
    if (!STEP_ORDER[flow].includes(h.slug)) throw new Error(`${h.slug} is not a step of the ${flow} flow`);
    if (seen.has(h.slug)) throw new Error(`${h.slug} is registered twice for the ${flow} flow`);
    seen.add(h.slug);
  }
  const table: Partial<Record<WizardStep, StepHandler>> = {};
  for (const slug of STEP_ORDER[flow]) {
    const h = handlers.find((x) => x.slug === slug);
    if (h) table[slug] = h;
  }
  return table;
}

/**
 * Every step the server saves, per flow. The entity wizard's steps are not saved through this server
 * yet: no handler is registered for `non_individual`, so its applications are refused (400, as before).
 */
export const STEP_HANDLERS: StepRegistry = {
  individual: registerSteps('individual', [
    distributorDetails,
    contributorDetails,
    contactDetails,
    additionalKycDetails,
    fatca,
    nomineeDetails,
    bankDetails,
    investmentPaymentDetails,
    documentDetails,
  ]),
  non_individual: registerSteps('non_individual', []),
};

/** The handler that saves `step` of an application of `flow`; none registered: 400 `individualOnly`. */
export function stepHandlerFor(
  flow: WizardFlow,
  step: WizardStep,
  registry: StepRegistry = STEP_HANDLERS,
): StepHandler {
  const handler = registry[flow]?.[step];
  if (!handler) throw badRequest(WIZARD_API_MESSAGES.individualOnly);
  return handler;
}

/**
 * The handlers whose reads make up the application as GET answers it. GET serves every application,
 * entity ones included (the e-sign pages show them), in the one `Application` shape; a flow without
 * registered steps is read by the individual steps, as it always was.
 */
export function stepReadersFor(flow: WizardFlow, registry: StepRegistry = STEP_HANDLERS): StepHandler[] {
  const own = Object.values(registry[flow]);
  return own.length ? own : Object.values(registry.individual);
}
