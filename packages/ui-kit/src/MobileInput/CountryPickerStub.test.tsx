import * as React from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import {
  RendererProvider,
  createDOMRenderer,
  useComboboxStyles_unstable,
  type ComboboxState,
} from '@fluentui/react-components';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { MobileInput } from './MobileInput';
import type { MobileValue } from './MobileInput.types';
import { useStubClasses } from './CountryPickerStub.styles';
import { forgetCountryCombobox, loadedCountryCombobox } from './load-country-combobox';

// Each test starts before the real picker has loaded.
beforeEach(forgetCountryCombobox);

function Form({ validationMessage }: { validationMessage?: string }): React.JSX.Element {
  const [value, setValue] = React.useState<Partial<MobileValue>>({});
  return (
    <>
      <button type="button">Before</button>
      <MobileInput value={value} onChange={setValue} required validationMessage={validationMessage} />
    </>
  );
}

/** Griffel's atomic classes (the `___` one names the merge, not a style). */
const atomic = (el: HTMLElement) =>
  el.className
    .split(/\s+/)
    .filter((c) => !c.startsWith('___'))
    .join(' ');

/** The real Combobox marks its input for tabster; the stub does not. */
const isReal = (el: HTMLElement) => el.hasAttribute('data-tabster');

function parts() {
  const input = screen.getByRole('combobox', { name: 'Country Code' });
  const root = input.parentElement!;
  const icon = root.querySelector<HTMLElement>('.fui-Combobox__expandIcon')!;
  return { input, root, icon };
}

it('renders the closed picker without loading it: same name, value, roles and classes', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Form />);
  const stub = parts();
  expect(loadedCountryCombobox()).toBeNull();
  expect(isReal(stub.input)).toBe(false);
  expect(stub.input).toHaveValue('India: +91');
  expect(stub.input).toHaveAttribute('aria-expanded', 'false');
  expect(stub.input).toBeRequired();
  expect(screen.getByRole('button', { name: 'Open' })).toBe(stub.icon);
  const looks = { root: atomic(stub.root), input: atomic(stub.input), icon: atomic(stub.icon) };

  // Once loaded and left again, the real picker has the same elements and classes.
  await user.click(stub.input);
  await waitFor(() => expect(isReal(parts().input)).toBe(true));
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'Before' }));
  const real = parts();
  expect({ root: atomic(real.root), input: atomic(real.input), icon: atomic(real.icon) }).toEqual(looks);
});

it('a click loads the real picker, which takes focus and opens the list', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Form />);
  await user.click(parts().input);
  expect(await screen.findByRole('option', { name: 'India: +91' })).toBeInTheDocument();
  const real = parts().input;
  expect(isReal(real)).toBe(true);
  expect(real).toHaveFocus();
  expect(real).toHaveAttribute('aria-expanded', 'true');
});

it('reached with Tab, the real picker takes focus without opening', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Form />);
  await user.click(screen.getByRole('button', { name: 'Before' }));
  await user.tab();
  await waitFor(() => expect(isReal(parts().input)).toBe(true));
  expect(parts().input).toHaveFocus();
  expect(parts().input).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
});

it('keeps what was typed before the real picker arrived, and filters the list with it', async () => {
  renderWithTheme(<Form />);
  const stub = parts().input;
  act(() => stub.focus());
  // Typed into the stub before the real picker has loaded.
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(stub, 'singa');
    stub.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await waitFor(() => expect(isReal(parts().input)).toBe(true));
  expect(parts().input).toHaveValue('singa');
  expect(parts().input).toHaveFocus();
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Singapore: +65']);
});

it('the stub is described by the field as the real picker is', () => {
  renderWithTheme(<Form />);
  const { input } = parts();
  const label = screen.getByText('Country Code').closest('label')!;
  expect(label).toHaveAttribute('for', input.id);
});

/** The classes and CSS rules of a style hook's result, rendered in a renderer of its own. */
function stylesOf(useClasses: () => { root: string; input: string; expandIcon: string }) {
  const renderer = createDOMRenderer(document);
  let classes = { root: '', input: '', expandIcon: '' };
  function Probe() {
    classes = useClasses();
    return null;
  }
  const { unmount } = render(
    <RendererProvider renderer={renderer}>
      <Probe />
    </RendererProvider>,
  );
  unmount();
  const own = Object.values(classes)
    .flatMap((c) => c.split(' '))
    .filter((c) => !c.startsWith('fui-'));
  const rules = Object.keys(renderer.insertionCache)
    .filter((rule) => own.some((c) => new RegExp(`\\.${c}(?![\\w-])`).test(rule)))
    .sort();
  return { classes, rules };
}

// The stub's styles are a copy of part of Fluent's Combobox styles: when Fluent changes them, this fails,
// and CountryPickerStub.styles.ts is brought up to date from @fluentui/react-combobox.
it.each([
  { disabled: false, invalid: false },
  { disabled: true, invalid: false },
  { disabled: false, invalid: true },
])('has the classes and CSS of Fluent’s closed Combobox (%o)', ({ disabled, invalid }) => {
  const fluent = stylesOf(() => {
    const state = useComboboxStyles_unstable({
      appearance: 'outline',
      size: 'medium',
      open: false,
      showClearIcon: false,
      root: { className: 'own-root' },
      input: { className: 'own-input', disabled, 'aria-invalid': invalid ? true : undefined },
      expandIcon: { className: undefined },
    } as unknown as ComboboxState);
    return {
      root: state.root.className!,
      input: state.input.className!,
      expandIcon: state.expandIcon!.className!,
    };
  });
  const ours = stylesOf(() =>
    useStubClasses({ disabled, invalid }, { root: 'own-root', input: 'own-input' }),
  );
  expect(ours.classes).toEqual(fluent.classes);
  expect(ours.rules).toEqual(fluent.rules);
  expect(ours.rules.length).toBeGreaterThan(20);
});
