import * as React from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from '@fluentui/react-components';
import { renderWithTheme } from '../testing/render';
import { NumericInput } from './NumericInput';
import type { NumericInputProps } from './NumericInput.types';

function Controlled(props: Partial<NumericInputProps> & { spy?: jest.Mock }): React.JSX.Element {
  const { spy, ...rest } = props;
  const [value, setValue] = React.useState('');
  return (
    <Field label="No of Units">
      <NumericInput
        {...rest}
        value={value}
        onChange={(next) => {
          spy?.(next);
          setValue(next);
        }}
      />
    </Field>
  );
}

const box = () => screen.getByRole('textbox', { name: 'No of Units' });

it('blocks -, +, e, E and other non-digit keys', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Controlled />);
  await user.type(box(), '-1+2e3E4a5.6 7');
  expect(box()).toHaveValue('1234567');
});

it('lets editing keys through', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Controlled />);
  await user.type(box(), '12345{Backspace}{ArrowLeft}9');
  expect(box()).toHaveValue('12394');
});

it('refuses a paste that is not a number and accepts one that is', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Controlled />);
  await user.click(box());
  await user.paste('12e5');
  expect(box()).toHaveValue('');
  await user.paste('-100');
  expect(box()).toHaveValue('');
  await user.paste('2500');
  expect(box()).toHaveValue('2500');
});

it('refuses non-numeric text that bypasses the keyboard (drop, autofill)', () => {
  const spy = jest.fn();
  renderWithTheme(<Controlled spy={spy} />);
  fireEvent.change(box(), { target: { value: '1e5' } });
  expect(spy).not.toHaveBeenCalled();
  fireEvent.change(box(), { target: { value: '15' } });
  expect(spy).toHaveBeenCalledWith('15');
});

it('allows one decimal point and the given number of decimals', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Controlled decimals={2} />);
  await user.type(box(), '12.3.456');
  expect(box()).toHaveValue('12.34');
  expect(box()).toHaveAttribute('inputmode', 'decimal');
});
