import { render } from '@testing-library/react';
import { Button, createDOMRenderer, RendererProvider } from '@fluentui/react-components';
import { SubmitButton } from './SubmitButton';

/** The markup and the CSS rules a button renders with, in a renderer of its own. */
function rendered(node: React.ReactElement) {
  const renderer = createDOMRenderer(document);
  const { container, unmount } = render(<RendererProvider renderer={renderer}>{node}</RendererProvider>);
  const button = container.querySelector('button')!;
  // The rules of the button's own classes (Fluent's hook inserts those of every variant).
  const classes = button.className.split(' ').filter((c) => !c.startsWith('fui-'));
  const rules = Object.keys(renderer.insertionCache)
    .filter((rule) => classes.some((c) => new RegExp(`\\.${c}(?![\\w-])`).test(rule)))
    .sort();
  const html = button.outerHTML;
  unmount();
  return { html, rules };
}

// SubmitButton copies the part of Fluent's Button styles the sign-in pages use: when Fluent changes them,
// this fails, and SubmitButton.styles.ts is brought up to date from @fluentui/react-button.
it.each([false, true])('renders as Fluent’s primary large submit Button (disabled: %s)', (disabled) => {
  const fluent = rendered(
    <Button type="submit" appearance="primary" size="large" disabled={disabled}>
      Get OTP
    </Button>,
  );
  const ours = rendered(<SubmitButton disabled={disabled}>Get OTP</SubmitButton>);
  expect(ours.html).toBe(fluent.html);
  expect(ours.rules).toEqual(fluent.rules);
  expect(ours.rules.length).toBeGreaterThan(20);
});
