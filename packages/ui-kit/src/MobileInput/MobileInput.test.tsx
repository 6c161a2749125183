import * as React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { MobileInput } from './MobileInput';
import type { MobileInputProps, MobileValue } from './MobileInput.types';
import { findCountryOption, getCountryOptions } from './countries';
import { loadCountryCombobox } from './load-country-combobox';

// The real picker from the first render; CountryPickerStub.test.tsx covers the stub before it loads.
beforeAll(async () => {
  await loadCountryCombobox();
});

function Controlled({ spy, ...props }: Partial<MobileInputProps> & { spy?: jest.Mock }): React.JSX.Element {
  const [value, setValue] = React.useState<Partial<MobileValue> | null | undefined>(props.value);
  return (
    <MobileInput
      {...props}
      value={value}
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
    />
  );
}

it('defaults to "India: +91"', () => {
  renderWithTheme(<Controlled />);
  expect(screen.getByRole('combobox', { name: 'Country Code' })).toHaveValue('India: +91');
  expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue('');
});

it('lists India first and labels countries "name: +code"', () => {
  const options = getCountryOptions();
  expect(options[0]?.countryNameAndCode).toBe('India: +91');
  expect(options.map((o) => o.countryNameAndCode)).toEqual(
    expect.arrayContaining(['United Kingdom: +44', 'United States: +1', 'Singapore: +65']),
  );
  expect(options.length).toBeGreaterThan(200);
  expect(findCountryOption({ countryCode: '+1' }).name).toBe('United States');
  expect(findCountryOption({ countryCode: '44' }).name).toBe('United Kingdom');
});

it('keeps digits only and at most 10 for India', async () => {
  const user = userEvent.setup();
  const spy = jest.fn();
  renderWithTheme(<Controlled spy={spy} />);
  const phone = screen.getByRole('textbox', { name: 'Mobile Number' });
  await user.type(phone, '98a-76 54+32e109999');
  expect(phone).toHaveValue('9876543210');
  expect(spy).toHaveBeenLastCalledWith({
    countryCode: '+91',
    countryNameAndCode: 'India: +91',
    phone: '9876543210',
  });
});

it('searches and chooses another country', async () => {
  const user = userEvent.setup();
  const spy = jest.fn();
  renderWithTheme(<Controlled spy={spy} value={{ phone: '98765' }} />);
  const picker = screen.getByRole('combobox', { name: 'Country Code' });
  await user.clear(picker);
  await user.type(picker, 'singa');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Singapore: +65']);
  await user.click(screen.getByRole('option', { name: 'Singapore: +65' }));
  expect(spy).toHaveBeenLastCalledWith({
    countryCode: '+65',
    countryNameAndCode: 'Singapore: +65',
    phone: '98765',
  });
  expect(picker).toHaveValue('Singapore: +65');
});

it('finds a country by its calling code', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Controlled />);
  const picker = screen.getByRole('combobox', { name: 'Country Code' });
  await user.clear(picker);
  await user.type(picker, '+971');
  expect(screen.getByRole('option', { name: 'United Arab Emirates: +971' })).toBeInTheDocument();
});

it('says "No Results found" when nothing matches', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Controlled />);
  const picker = screen.getByRole('combobox', { name: 'Country Code' });
  await user.clear(picker);
  await user.type(picker, 'zzzz');
  expect(screen.getByText('No Results found')).toBeInTheDocument();
});

it('shows the validation message it is given', () => {
  renderWithTheme(<Controlled value={{ phone: '12345' }} validationMessage="Invalid Mobile number" />);
  expect(screen.getByText('Invalid Mobile number')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveAttribute('aria-invalid', 'true');
});

it('shows stored values read-only', () => {
  renderWithTheme(
    <Controlled
      readOnly
      value={{ countryCode: '+44', countryNameAndCode: 'United Kingdom: +44', phone: '7400123456' }}
    />,
  );
  expect(screen.getByRole('textbox', { name: 'Country Code' })).toHaveValue('United Kingdom: +44');
  expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveAttribute('readonly');
});
