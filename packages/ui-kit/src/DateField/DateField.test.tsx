import * as React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { DateField } from './DateField';
import type { DateFieldProps } from './DateField.types';

// Wednesday 10 June 2026
const TODAY = new Date(2026, 5, 10);

function Controlled(props: Partial<DateFieldProps> & { onChangeSpy?: jest.Mock }): React.JSX.Element {
  const { onChangeSpy, ...rest } = props;
  const [value, setValue] = React.useState<Date | string | null>(props.value ?? null);
  return (
    <DateField
      label="Date of Birth"
      today={TODAY}
      {...rest}
      value={value}
      onChange={(date, iso) => {
        onChangeSpy?.(date, iso);
        setValue(date);
      }}
    />
  );
}

function input(): HTMLInputElement {
  return screen.getByRole('combobox', { name: /Date of Birth/ });
}

it('shows a Date and a YYYY-MM-DD string as DD/MM/yyyy', () => {
  const { rerender } = renderWithTheme(
    <DateField label="Date of Birth" today={TODAY} value={new Date(1990, 7, 5)} onChange={jest.fn()} />,
  );
  expect(input()).toHaveValue('05/08/1990');
  rerender(<DateField label="Date of Birth" today={TODAY} value="1985-12-31" onChange={jest.fn()} />);
  expect(input()).toHaveValue('31/12/1985');
});

it('parses a typed DD/MM/YYYY date', async () => {
  const user = userEvent.setup();
  const spy = jest.fn();
  renderWithTheme(<Controlled onChangeSpy={spy} />);
  await user.type(input(), '15/08/1990');
  await user.tab();
  expect(spy).toHaveBeenCalledTimes(1);
  const [date, iso] = spy.mock.calls[0] as [Date, string];
  expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([1990, 7, 15]);
  expect(iso).toBe('1990-08-15');
  expect(input()).toHaveValue('15/08/1990');
  expect(screen.queryByText('Invalid Date')).not.toBeInTheDocument();
});

it('refuses text that is not a date', async () => {
  const user = userEvent.setup();
  const spy = jest.fn();
  renderWithTheme(<Controlled onChangeSpy={spy} />);
  await user.type(input(), '31/02/1990');
  await user.tab();
  expect(spy).not.toHaveBeenCalled();
  expect(screen.getByText('Invalid Date')).toBeInTheDocument();
  expect(input()).toHaveAttribute('aria-invalid', 'true');
});

it('rejects a future date by default', async () => {
  const user = userEvent.setup();
  const spy = jest.fn();
  renderWithTheme(<Controlled onChangeSpy={spy} />);
  await user.type(input(), '11/06/2026');
  await user.tab();
  expect(spy).not.toHaveBeenCalled();
  expect(screen.getByText('Future dates are not allowed')).toBeInTheDocument();

  await user.clear(input());
  await user.type(input(), '10/06/2026');
  await user.tab();
  expect(spy).toHaveBeenCalledWith(expect.any(Date), '2026-06-10');
  expect(screen.queryByText('Future dates are not allowed')).not.toBeInTheDocument();
});

it('words the refusal of a future date as the form asks', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Controlled futureMessage="To Date cannot be after today" />);
  await user.type(input(), '11/06/2026');
  await user.tab();
  expect(screen.getByText('To Date cannot be after today')).toBeInTheDocument();
  expect(screen.queryByText('Future dates are not allowed')).not.toBeInTheDocument();
});

it('accepts a future date when disableFuture is false', async () => {
  const user = userEvent.setup();
  const spy = jest.fn();
  renderWithTheme(<Controlled onChangeSpy={spy} disableFuture={false} />);
  await user.type(input(), '01/01/2030');
  await user.tab();
  expect(spy).toHaveBeenCalledWith(expect.any(Date), '2030-01-01');
});

it('rejects a date more than 125 years ago', async () => {
  const user = userEvent.setup();
  const spy = jest.fn();
  renderWithTheme(<Controlled onChangeSpy={spy} />);
  await user.type(input(), '09/06/1901');
  await user.tab();
  expect(spy).not.toHaveBeenCalled();
  expect(screen.getByText('Date should not be before 10/06/1901')).toBeInTheDocument();
});

it('rejects a typed date on a disabled weekday', async () => {
  const user = userEvent.setup();
  const spy = jest.fn();
  renderWithTheme(<Controlled onChangeSpy={spy} disabledWeekdays={[0]} />);
  // 7 June 2026 is a Sunday
  await user.type(input(), '07/06/2026');
  await user.tab();
  expect(spy).not.toHaveBeenCalled();
  expect(screen.getByText('Sundays are not allowed')).toBeInTheDocument();
});

it('greys out disabled weekdays and future days in the calendar, and picks an allowed day', async () => {
  // Disabled days also refuse pointer events; turn that check off to prove a click does nothing.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const spy = jest.fn();
  renderWithTheme(<Controlled onChangeSpy={spy} disabledWeekdays={[0]} />);
  await user.click(input());
  const calendar = await screen.findByRole('dialog', { name: 'Calendar' });
  const day = (name: string) => within(calendar).getByRole('button', { name });
  // The grid cell around each day button carries the disabled state.
  const cellOf = (name: string) => day(name).closest('td');

  expect(cellOf('7, June, 2026')).toHaveAttribute('aria-disabled', 'true'); // Sunday
  expect(cellOf('14, June, 2026')).toHaveAttribute('aria-disabled', 'true'); // future (and a Sunday)
  expect(cellOf('11, June, 2026')).toHaveAttribute('aria-disabled', 'true'); // tomorrow
  expect(cellOf('8, June, 2026')).toHaveAttribute('aria-disabled', 'false');

  await user.click(day('7, June, 2026'));
  expect(spy).not.toHaveBeenCalled();
  await user.click(day('8, June, 2026'));
  expect(spy).toHaveBeenCalledWith(expect.any(Date), '2026-06-08');
  expect(input()).toHaveValue('08/06/2026');
});

it('clearing the text clears the value', async () => {
  const user = userEvent.setup();
  const spy = jest.fn();
  renderWithTheme(<Controlled onChangeSpy={spy} value="2000-01-01" />);
  await user.clear(input());
  await user.tab();
  expect(spy).toHaveBeenCalledWith(null, null);
});

it('shows the form message and a read-only variant', () => {
  const { rerender } = renderWithTheme(
    <DateField
      label="Date of Birth"
      today={TODAY}
      value={null}
      onChange={jest.fn()}
      validationMessage="Age should be greater than 18"
    />,
  );
  expect(screen.getByText('Age should be greater than 18')).toBeInTheDocument();
  rerender(
    <DateField label="Date of Birth" today={TODAY} value="2000-01-01" onChange={jest.fn()} readOnly />,
  );
  const text = screen.getByRole('textbox', { name: 'Date of Birth' });
  expect(text).toHaveValue('01/01/2000');
  expect(text).toHaveAttribute('readonly');
});

/** Selects the field's text and types over it (a click would open the calendar). */
async function replaceText(user: ReturnType<typeof userEvent.setup>, text: string): Promise<void> {
  input().focus();
  input().select();
  await user.keyboard(text);
}

describe('a refused typed date', () => {
  it('keeps what was typed with its error and drops the old date', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    const refused = jest.fn();
    renderWithTheme(<Controlled onChangeSpy={spy} value="2000-01-01" onRefuse={refused} />);
    await replaceText(user, '11/06/2026');
    await user.tab();
    expect(screen.getByText('Future dates are not allowed')).toBeInTheDocument();
    expect(input()).toHaveValue('11/06/2026');
    // The old date is not kept behind the refused text.
    expect(spy).toHaveBeenLastCalledWith(null, null);
    expect(refused).toHaveBeenLastCalledWith('Future dates are not allowed');

    // Leaving the field again keeps the text and the error.
    input().focus();
    await user.tab();
    expect(input()).toHaveValue('11/06/2026');
    expect(screen.getByText('Future dates are not allowed')).toBeInTheDocument();

    await replaceText(user, '10/06/2026');
    await user.tab();
    expect(spy).toHaveBeenLastCalledWith(expect.any(Date), '2026-06-10');
    expect(refused).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('Future dates are not allowed')).not.toBeInTheDocument();
  });

  it('keeps text that is not a date too', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled value="2000-01-01" />);
    await replaceText(user, '31/02/1990');
    await user.tab();
    expect(input()).toHaveValue('31/02/1990');
    expect(screen.getByText('Invalid Date')).toBeInTheDocument();
  });
});

it('Enter takes the typed date without opening the calendar or submitting the form', async () => {
  const user = userEvent.setup();
  const spy = jest.fn();
  const submit = jest.fn((e: React.FormEvent) => e.preventDefault());
  renderWithTheme(
    <form onSubmit={submit}>
      <Controlled onChangeSpy={spy} />
      <button type="submit">Save</button>
    </form>,
  );
  await user.type(input(), '15/08/1990{Enter}');
  expect(spy).toHaveBeenCalledWith(expect.any(Date), '1990-08-15');
  expect(submit).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog', { name: 'Calendar' })).not.toBeInTheDocument();
  expect(input()).toHaveFocus();
});

it("names the calendar button after the field's label", async () => {
  const user = userEvent.setup();
  renderWithTheme(<Controlled />);
  await user.click(screen.getByRole('button', { name: 'Open calendar for Date of Birth' }));
  expect(await screen.findByRole('dialog', { name: 'Calendar' })).toBeInTheDocument();
});
