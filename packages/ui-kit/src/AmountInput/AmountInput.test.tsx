import * as React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from '@fluentui/react-components';
import { amountInWords } from '@aif/contracts';
import { renderWithTheme } from '../testing/render';
import { AmountInput } from './AmountInput';
import type { AmountCurrency } from './AmountInput.types';

function Controlled({ currency }: { currency?: AmountCurrency }): React.JSX.Element {
  const [value, setValue] = React.useState('');
  return (
    <Field label="Commitment Amount">
      <AmountInput value={value} onChange={setValue} currency={currency} />
    </Field>
  );
}

it('shows the amount in words in rupees under the input', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Controlled />);
  const input = screen.getByRole('textbox', { name: 'Commitment Amount' });
  await user.type(input, '10000000');
  const words = amountInWords(10000000, 'inr');
  expect(words).toMatch(/crore/i);
  expect(screen.getByText(words)).toBeInTheDocument();
  expect(input).toHaveAccessibleDescription(words);
});

it('reads dollars for USD', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Controlled currency="usd" />);
  await user.type(screen.getByRole('textbox', { name: 'Commitment Amount' }), '1500');
  const words = amountInWords(1500, 'usd');
  expect(words).toMatch(/dollar/i);
  expect(screen.getByText(words)).toBeInTheDocument();
});

it('shows no words for an empty amount and blocks non-digits', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Controlled />);
  const input = screen.getByRole('textbox', { name: 'Commitment Amount' });
  await user.type(input, '-e');
  expect(input).toHaveValue('');
  expect(input).not.toHaveAccessibleDescription(expect.stringMatching(/\w/));
});
