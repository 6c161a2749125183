import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../errors';
import { serverFieldErrors, useContractForm, type ContractForm } from './useContractForm';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter Name'),
  amount: z.coerce.number<string>().min(1, 'Enter Amount'),
  applicants: z.array(z.object({ panNo: z.string() })),
});
type Form = ContractForm<typeof schema>;

function refused(data: unknown): ApiError {
  return new ApiError({ status: 400, code: 'HTTP_ERROR', message: 'Invalid PAN', data });
}

/** A form with `name`, `amount`, one applicant's `panNo` and the `applicants` list, showing their messages. */
function TestForm({
  expose,
  onValid,
}: {
  expose: (form: Form) => void;
  onValid?: (values: unknown) => void;
}) {
  const form = useContractForm(schema, {
    defaultValues: { name: '', amount: '', applicants: [{ panNo: '' }] },
  });
  const { fields } = useFieldArray({ control: form.control, name: 'applicants' });
  expose(form);
  const { errors } = form.formState;
  return (
    <form
      onSubmit={form.handleSubmit((values) => onValid?.(values satisfies { name: string; amount: number }))}
    >
      <input aria-label="Name" {...form.register('name')} />
      <p>{errors.name?.message}</p>
      <input aria-label="Amount" {...form.register('amount')} />
      <p>{errors.amount?.message}</p>
      {fields.map((field, i) => (
        <div key={field.id}>
          <input aria-label={`PAN ${i + 1}`} {...form.register(`applicants.${i}.panNo`)} />
          <p>{errors.applicants?.[i]?.panNo?.message}</p>
        </div>
      ))}
      <p>{errors.applicants?.message}</p>
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(onValid?: (values: unknown) => void): () => Form {
  let current: Form | undefined;
  render(<TestForm expose={(form) => (current = form)} onValid={onValid} />);
  return () => current!;
}

it("validates with the schema and hands the schema's output to handleSubmit", async () => {
  const onValid = jest.fn();
  renderForm(onValid);
  await act(async () => screen.getByRole('button', { name: 'Save' }).click());
  expect(screen.getByText('Enter Name')).toBeInTheDocument();
  expect(onValid).not.toHaveBeenCalled();

  fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: ' Asha ' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '2500' } });
  await act(async () => screen.getByRole('button', { name: 'Save' }).click());
  expect(onValid).toHaveBeenCalledWith({ name: 'Asha', amount: 2500, applicants: [{ panNo: '' }] });
});

it('puts each field message of the server on its field and focuses the first', () => {
  const form = renderForm();
  let placed = false;
  act(() => {
    placed = form().applyServerError(
      refused({
        message: 'Invalid PAN',
        errors: [
          { path: 'applicants.0.panNo', message: 'Invalid PAN' },
          { path: 'name', message: 'Name does not match the PAN' },
          { path: 'applicants', message: 'Total Nominee % should be equal to 100%' },
        ],
      }),
    );
  });
  expect(placed).toBe(true);
  expect(screen.getByText('Invalid PAN')).toBeInTheDocument();
  expect(screen.getByText('Name does not match the PAN')).toBeInTheDocument();
  expect(screen.getByText('Total Nominee % should be equal to 100%')).toBeInTheDocument();
  expect(form().getFieldState('applicants.0.panNo').error).toEqual(
    expect.objectContaining({ type: 'server', message: 'Invalid PAN' }),
  );
  expect(screen.getByRole('textbox', { name: 'PAN 1' })).toHaveFocus();
});

it('keeps the first message when the server sends two for one field', () => {
  const form = renderForm();
  act(() => {
    form().applyServerError(
      refused({
        message: 'Enter Name',
        errors: [
          { path: 'name', message: 'Enter Name' },
          { path: 'name', message: 'Name is too long' },
        ],
      }),
    );
  });
  expect(form().getFieldState('name').error?.message).toBe('Enter Name');
});

it('ignores paths that are not fields of the form and says nothing was placed', () => {
  const form = renderForm();
  let placed = true;
  act(() => {
    placed = form().applyServerError(
      refused({
        message: 'Invalid PAN',
        errors: [
          { path: 'applicants.3.panNo', message: 'Invalid PAN' },
          { path: 'guardian.name', message: 'Enter Guardian Name' },
          { path: '', message: 'Invalid payload' },
        ],
      }),
    );
  });
  expect(placed).toBe(false);
  expect(form().formState.errors).toEqual({});
  expect(screen.queryByText('Invalid PAN')).not.toBeInTheDocument();
});

it('places a known path and skips an unknown one in the same answer', () => {
  const form = renderForm();
  let placed = false;
  act(() => {
    placed = form().applyServerError(
      refused({
        message: 'Invalid',
        errors: [
          { path: 'nominees.0.name', message: 'Enter Nominee Name' },
          { path: 'amount', message: 'Minimum investment is 1 crore' },
        ],
      }),
    );
  });
  expect(placed).toBe(true);
  expect(Object.keys(form().formState.errors)).toEqual(['amount']);
});

it.each([
  ['a plain { message }', refused({ message: 'Application not found' })],
  ['a body without a message list', refused({ message: 'Invalid', errors: 'name' })],
  ['an error without a body', new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Unable to reach' })],
  ['something that is not an API error', new Error('boom')],
])('places nothing for %s', (_case, error) => {
  const form = renderForm();
  let placed = true;
  act(() => {
    placed = form().applyServerError(error);
  });
  expect(placed).toBe(false);
  expect(form().formState.errors).toEqual({});
});

it('reads only well-formed field messages from the body', () => {
  expect(
    serverFieldErrors(
      refused({
        message: 'Invalid',
        errors: [
          { path: 'name', message: 'Enter Name' },
          { path: 'amount' },
          { path: 3, message: 'x' },
          null,
          { path: 'panNo', message: '' },
        ],
      }),
    ),
  ).toEqual([{ path: 'name', message: 'Enter Name' }]);
});

it('returns the object useForm returns, the same one on every render', () => {
  const { result, rerender } = renderHook(() => useContractForm(schema));
  const first = result.current;
  rerender();
  expect(result.current).toBe(first);
  expect(typeof result.current.applyServerError).toBe('function');
});

it("takes the server's message off a field once its value is changed, submitted or not", async () => {
  const form = renderForm();
  act(() => {
    form().applyServerError(
      refused({
        errors: [
          { path: 'name', message: 'Name does not match the PAN' },
          { path: 'applicants.0.panNo', message: 'Invalid PAN' },
          { path: 'applicants', message: 'Total Nominee % should be equal to 100%' },
        ],
      }),
    );
  });
  await act(async () => {
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'K. Ramesh' } });
  });
  expect(screen.queryByText('Name does not match the PAN')).not.toBeInTheDocument();
  // The others were not touched: their messages stay.
  expect(screen.getByText('Invalid PAN')).toBeInTheDocument();
  await act(async () => {
    fireEvent.change(screen.getByRole('textbox', { name: 'PAN 1' }), { target: { value: 'ABCDE1234F' } });
  });
  expect(screen.queryByText('Invalid PAN')).not.toBeInTheDocument();
  // A change inside a list answers the list's own message too.
  expect(screen.queryByText('Total Nominee % should be equal to 100%')).not.toBeInTheDocument();
});
