import * as React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from '@fluentui/react-components';
import { renderWithTheme } from '../testing/render';
import { TrimmedInput } from './TrimmedInput';

function Controlled({ spy, onBlur }: { spy: jest.Mock; onBlur?: () => void }): React.JSX.Element {
  const [value, setValue] = React.useState('');
  return (
    <Field label="Name">
      <TrimmedInput
        value={value}
        onBlur={onBlur}
        onChange={(next) => {
          spy(next);
          setValue(next);
        }}
      />
    </Field>
  );
}

it('keeps spaces while typing and trims them on blur', async () => {
  const user = userEvent.setup();
  const spy = jest.fn();
  const onBlur = jest.fn();
  renderWithTheme(<Controlled spy={spy} onBlur={onBlur} />);
  const input = screen.getByRole('textbox', { name: 'Name' });
  await user.type(input, '  Asha Rao  ');
  expect(input).toHaveValue('  Asha Rao  ');
  await user.tab();
  expect(input).toHaveValue('Asha Rao');
  expect(spy).toHaveBeenLastCalledWith('Asha Rao');
  expect(onBlur).toHaveBeenCalledTimes(1);
});

it('does not call onChange on blur when nothing needs trimming', async () => {
  const user = userEvent.setup();
  const spy = jest.fn();
  renderWithTheme(<Controlled spy={spy} />);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
  const calls = spy.mock.calls.length;
  await user.tab();
  expect(spy).toHaveBeenCalledTimes(calls);
});
