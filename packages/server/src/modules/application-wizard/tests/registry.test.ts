import { INDIVIDUAL_STEPS, WIZARD_API_MESSAGES } from '@aif/contracts';
import { HttpError } from '../../../lib/errors';
import { STEP_HANDLERS, registerSteps, stepHandlerFor, stepReadersFor } from '../registry';
import { contactDetails } from '../steps/contact-details';
import { fatca } from '../steps/fatca';

describe('the step registry', () => {
  it('has a handler for every individual step, under its slug, in the flow’s order', () => {
    expect(Object.keys(STEP_HANDLERS.individual)).toEqual([...INDIVIDUAL_STEPS]);
    for (const [slug, handler] of Object.entries(STEP_HANDLERS.individual)) expect(handler!.slug).toBe(slug);
  });

  it('refuses a step of a flow without a handler with the individual-only 400', () => {
    expect(Object.keys(STEP_HANDLERS.non_individual)).toEqual([]);
    const refusal = (() => {
      try {
        stepHandlerFor('non_individual', 'investment-payment-details');
      } catch (err) {
        return err;
      }
    })();
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 400, message: WIZARD_API_MESSAGES.individualOnly });
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

  it('reads an application of a flow without registered steps with the individual steps', () => {
    expect(stepReadersFor('non_individual')).toEqual(Object.values(STEP_HANDLERS.individual));
  });
});
