import { fireEvent, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { ApiError } from '@aif/api-client';
import { stepApplication } from '../testing/fixtures';
import { renderStep } from '../testing/render';
import { SaveFailureBar, StepActions } from './StepActions';
import { FieldGrid, StepCard } from './StepCard';
import { TextInputField, useStepForm } from './fields';
import { saveFailureOf } from './StepHost';

// jsdom has no scrollIntoView: a mock that records which element was brought into view.
const scrollIntoView = jest.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterAll(() => {
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

const schema = z.object({
  firstName: z.string().min(1, 'First Name is required'),
  middleName: z.string(),
  email: z.string().email('Enter a valid email'),
});
type Input = z.input<typeof schema>;

function TestStep() {
  const { form, submit } = useStepForm<Input, unknown>('contact-details', schema, {
    firstName: '',
    middleName: '',
    email: 'not-an-email',
  });
  return (
    <StepCard title="Contact Details">
      <SaveFailureBar />
      <FieldGrid>
        <TextInputField control={form.control} name="middleName" label="Middle Name" />
        <TextInputField control={form.control} name="firstName" label="First Name" required />
        <TextInputField control={form.control} name="email" label="Email" required />
      </FieldGrid>
      <StepActions slug="contact-details" onSave={(saveType) => void submit(saveType)} />
    </StepCard>
  );
}

describe('a refused Save and Proceed shows where to look', () => {
  it("focuses and scrolls to the first field the form's validation refused, with a summary on top", async () => {
    const { save } = renderStep(TestStep, { application: stepApplication() });
    fireEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));

    const firstName = screen.getByRole('textbox', { name: /First Name/ });
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollIntoView.mock.contexts[0]).toBe(firstName);
    const summary = await screen.findByText(/Please correct 2 fields/);
    expect(summary).toHaveTextContent('First Name');
    expect(summary).toHaveTextContent('Email');
    expect(summary).not.toHaveTextContent('Middle Name');
    expect(save).not.toHaveBeenCalled();
  });

  it("does the same for the server's field errors", async () => {
    const message = 'Please check the highlighted fields';
    const refusal = new ApiError({
      status: 400,
      code: 'HTTP_ERROR',
      message,
      data: { message, errors: [{ path: 'email', message: 'Email is already used' }] },
    });
    // The frame hands the refusal to the step as the host's failure.
    const failed = renderStep(TestStep, {
      application: stepApplication(),
      host: { failure: saveFailureOf(refusal) },
    });
    const email = failed.getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email).toHaveFocus());
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(email);
    expect(await failed.findByText(/Please correct 1 field\b/)).toHaveTextContent('Email');
  });
});
