import { STEP_ORDER, WIZARD_API_MESSAGES, type WizardFlow, type WizardStep } from '@aif/contracts';
import { badRequest } from '../../lib/errors';
import type { StepHandler } from './step-handler';
import { additionalKycDetails } from './steps/additional-KYC-details';
import { authorisedSignatory } from './steps/authorised-signatory';
import { bankDetails } from './steps/bank-details';
import { contactDetails } from './steps/contact-details';
import { contributorDetails } from './steps/contributor-details';
import { declarationUbo } from './steps/declaration-ubo';
import { distributorDetails } from './steps/distributor-details';
import { documentDetails } from './steps/document-details';
import { entityContactDetails } from './steps/entity-contact-details';
import { entityContributorDetails } from './steps/entity-contributor-details';
import { entityFatcaDetails } from './steps/entity-fatca';
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
 * Every step the server saves, per flow. The entity flow has its nine steps (doc 2 §2): its own contributor,
 * contact, authorised-signatory, UBO declaration and FATCA steps (`entity-fatca.ts`; the individual
 * `fatca.ts` is not an entity's), and the individual distributor, investment, bank and document steps,
 * whose rules take the entity's context (applicationType, investor type).
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
  non_individual: registerSteps('non_individual', [
    distributorDetails,
    entityContributorDetails,
    entityContactDetails,
    investmentPaymentDetails,
    bankDetails,
    documentDetails,
    authorisedSignatory,
    declarationUbo,
    entityFatcaDetails,
  ]),
};

/** The handler that saves `step` of an application of `flow`; none registered: 400 `stepNotAvailable`. */
export function stepHandlerFor(
  flow: WizardFlow,
  step: WizardStep,
  registry: StepRegistry = STEP_HANDLERS,
): StepHandler {
  const handler = registry[flow]?.[step];
  if (!handler) throw badRequest(WIZARD_API_MESSAGES.stepNotAvailable);
  return handler;
}

/**
 * The handlers whose reads make up the application as GET answers it, in the flow's step order: each
 * flow is read by its own steps (an entity by its contributor and contact steps, not the individual ones).
 */
export function stepReadersFor(flow: WizardFlow, registry: StepRegistry = STEP_HANDLERS): StepHandler[] {
  return Object.values(registry[flow]);
}
