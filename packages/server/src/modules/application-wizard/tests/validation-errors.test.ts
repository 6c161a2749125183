import { WIZARD_API_MESSAGES } from '@aif/contracts';
import { bearer } from '../../../testing/app';
import { addApplication, investment, nominee, saveStep, setupLaterSteps } from './later-steps';
import { app, t } from './setup';

// How the wizard's refusals leave: one error handler, one 400 shape for the route's schema and the step's rules.
setupLaterSteps();

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, headers: bearer(t.rm!), payload: payload as Record<string, unknown> });

describe('validation errors of the wizard', () => {
  it('a body failing the route’s zod schema: 400, every issue with its path, the first one as the message', async () => {
    const { id } = await addApplication();
    const res = await post(`/api/onboarding/applications/${id}/update`, {
      step: 'fatca',
      saveType: 'later',
      version: -1,
      data: [],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors.map((e: { path: string }) => e.path)).toEqual(['saveType', 'version', 'data']);
    expect(body.message).toBe(body.errors[0].message);
  });

  it('a step rule: the same 400 shape, with paths into the step form', async () => {
    const { id } = await addApplication();
    const res = await saveStep(id, 'nominee-details', {
      doNotWishToNominate: false,
      nominees: [nominee({ nomineePercentage: 50 }), nominee({ nomineePercentage: 50 })],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors).toContainEqual({
      path: 'nominees.1.Relationship',
      message: 'Spouse can be chosen only once among nominees',
    });
    expect(body.message).toBe(body.errors[0].message);
  });

  it('a rule the server checks on the stored series, from Modify Investment: the same shape', async () => {
    const { id } = await addApplication({ status: 'sent_to_amc_approver', currentStep: 9 });
    const res = await post(`/api/onboarding/applications/${id}/modify-investment`, {
      saveType: 'saveAndProceed',
      version: 0,
      data: investment({ commitmentAmount: 1 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: WIZARD_API_MESSAGES.amountMismatch('Commitment Amount', '10500000.00'),
      errors: [
        {
          path: 'commitmentAmount',
          message: WIZARD_API_MESSAGES.amountMismatch('Commitment Amount', '10500000.00'),
        },
      ],
    });
  });
});
