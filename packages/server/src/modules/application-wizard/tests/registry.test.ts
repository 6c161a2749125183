import { ENTITY_STEPS, INDIVIDUAL_STEPS, WIZARD_API_MESSAGES } from '@aif/contracts';
import { HttpError } from '../../../lib/errors';
import { STEP_HANDLERS, registerSteps, stepHandlerFor, stepReadersFor, type StepRegistry } from '../registry';
import { contactDetails } from '../steps/contact-details';
import { fatca } from '../steps/fatca';

describe('the step registry', () => {
  it('has a handler for every individual step, under its slug, in the flow’s order', () => {
    expect(Object.keys(STEP_HANDLERS.individual)).toEqual([...INDIVIDUAL_STEPS]);
    for (const [slug, handler] of Object.entries(STEP_HANDLERS.individual)) expect(handler!.slug).toBe(slug);
  });

  it('has every step of the entity flow, its own contributor, contact, signatory, UBO and FATCA steps, the others shared', () => {
    expect(Object.keys(STEP_HANDLERS.non_individual)).toEqual([...ENTITY_STEPS]);
    expect(STEP_HANDLERS.non_individual.fatca).not.toBe(fatca);
    for (const [slug, handler] of Object.entries(STEP_HANDLERS.non_individual))
      expect(handler!.slug).toBe(slug);
    expect(STEP_HANDLERS.non_individual['contributor-details']).not.toBe(
      STEP_HANDLERS.individual['contributor-details'],
    );
    expect(STEP_HANDLERS.non_individual['contact-details']).not.toBe(
      STEP_HANDLERS.individual['contact-details'],
    );
    for (const shared of [
      'distributor-details',
      'investment-payment-details',
      'bank-details',
      'document-details',
    ] as const)
      expect(STEP_HANDLERS.non_individual[shared]).toBe(STEP_HANDLERS.individual[shared]);
  });

  it('refuses a step of a flow without a handler with a 400', () => {
    const partial = { individual: {}, non_individual: { fatca } } as StepRegistry;
    for (const step of ['declaration-ubo', 'authorised-signatory'] as const) {
      const refusal = (() => {
        try {
          stepHandlerFor('non_individual', step, partial);
        } catch (err) {
          return err;
        }
      })();
      expect(refusal).toBeInstanceOf(HttpError);
      expect(refusal).toMatchObject({ statusCode: 400, message: WIZARD_API_MESSAGES.stepNotAvailable });
    }
    expect(stepHandlerFor('non_individual', 'fatca', partial)).toBe(fatca);
    expect(stepHandlerFor('individual', 'fatca')).toBe(fatca);
  });

  it('keys a flow’s handlers by its step order and refuses a slug the flow does not have, or twice', () => {
    expect(Object.keys(registerSteps('non_individual', [fatca, contactDetails]))).toEqual([
      'contact-details',
      'fatca',
    ]);
    expect(() => registerSteps('individual', [{ ...fatca, slug: 'declaration-ubo' }])).toThrow(
      'declaration-ubo is not a step of the individual flow',
    );
    expect(() => registerSteps('individual', [fatca, fatca])).toThrow('fatca is registered twice');
  });

  it('reads each flow with its own steps: an entity is not read by the individual contributor and contact steps', () => {
    expect(stepReadersFor('individual')).toEqual(Object.values(STEP_HANDLERS.individual));
    expect(stepReadersFor('non_individual')).toEqual(Object.values(STEP_HANDLERS.non_individual));
    expect(stepReadersFor('non_individual')).not.toContain(STEP_HANDLERS.individual['nominee-details']);
  });
});
