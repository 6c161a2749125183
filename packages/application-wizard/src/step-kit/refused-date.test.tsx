import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { stepApplication } from '../testing/fixtures';
import { renderStep } from '../testing/render';
import { SaveFailureBar, StepActions } from './StepActions';
import { FieldGrid, StepCard } from './StepCard';
import { DateInputField, useStepForm } from './fields';

const schema = z.object({ chequeDate: z.string() });

function DateStep() {
  const { form, submit } = useStepForm<z.input<typeof schema>, unknown>(
    'investment-payment-details',
    schema,
    {
      chequeDate: '2024-01-15',
    },
  );
  return (
    <StepCard title="Payment">
      <SaveFailureBar />
      <FieldGrid>
        <DateInputField control={form.control} name="chequeDate" label="Cheque Date" />
      </FieldGrid>
      <StepActions slug="investment-payment-details" onSave={(saveType) => void submit(saveType)} />
    </StepCard>
  );
}

it('a date typed out of range keeps its error and the step is not saved with the old date', async () => {
  Element.prototype.scrollIntoView = jest.fn();
  const { save } = renderStep(DateStep, { application: stepApplication() });
  const input = screen.getByRole('combobox', { name: 'Cheque Date' });
  input.focus();
  (input as HTMLInputElement).select();
  await userEvent.keyboard('01/01/2999');
  await userEvent.tab();
  expect(screen.getByText('Future dates are not allowed')).toBeInTheDocument();
  expect(input).toHaveValue('01/01/2999');

  fireEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
  expect(await screen.findByText(/Please correct 1 field/)).toHaveTextContent('Cheque Date');
  expect(save).not.toHaveBeenCalled();

  // A date in range is saved.
  input.focus();
  (input as HTMLInputElement).select();
  await userEvent.keyboard('15/02/2024');
  await userEvent.tab();
  fireEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
  await waitFor(() => expect(save).toHaveBeenCalled());
  expect(save.mock.calls[0]?.[1]?.data).toEqual({ chequeDate: '2024-02-15' });
});
