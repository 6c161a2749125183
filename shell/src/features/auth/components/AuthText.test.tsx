import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import * as Fluent from '@fluentui/react-components';
import { Body1, Caption1, Subtitle1, Title2 } from './AuthText';

/** The markup and the CSS rules of its own classes, rendered in a renderer of its own. */
function rendered(node: ReactElement) {
  const renderer = Fluent.createDOMRenderer(document);
  const { container, unmount } = render(
    <Fluent.RendererProvider renderer={renderer}>{node}</Fluent.RendererProvider>,
  );
  const element = container.firstElementChild as HTMLElement;
  const classes = element.className.split(' ').filter((c) => !c.startsWith('fui-'));
  const rules = Object.keys(renderer.insertionCache)
    .filter((rule) => classes.some((c) => new RegExp(`\\.${c}(?![\\w-])`).test(rule)))
    .sort();
  const html = element.outerHTML;
  unmount();
  return { html, rules };
}

// AuthText copies Fluent's Text root styles and four presets: when Fluent changes them, this fails, and
// AuthText.styles.ts is brought up to date from @fluentui/react-text.
it.each([
  ['Title2', <Fluent.Title2 as="h1">Login</Fluent.Title2>, <Title2 as="h1">Login</Title2>],
  [
    'Subtitle1',
    <Fluent.Subtitle1 as="p" className="own">
      AIF
    </Fluent.Subtitle1>,
    <Subtitle1 as="p" className="own">
      AIF
    </Subtitle1>,
  ],
  ['Body1', <Fluent.Body1>Sign in</Fluent.Body1>, <Body1>Sign in</Body1>],
  [
    'Caption1',
    <Fluent.Caption1 as="p">
      <strong>Note:</strong> text
    </Fluent.Caption1>,
    <Caption1 as="p">
      <strong>Note:</strong> text
    </Caption1>,
  ],
])('%s renders as Fluent’s', (_name, fluent, ours) => {
  const expected = rendered(fluent);
  const actual = rendered(ours);
  expect(actual.html).toBe(expected.html);
  expect(actual.rules).toEqual(expected.rules);
  expect(actual.rules.length).toBeGreaterThan(3);
});

it('keeps the caller’s atomic classes last, as Fluent does', () => {
  const styled = Fluent.makeStyles({ brand: { color: 'red', textAlign: 'center' } });
  function Both() {
    const s = styled();
    return (
      <>
        <Fluent.Subtitle1 as="p" className={s.brand}>
          A
        </Fluent.Subtitle1>
        <Subtitle1 as="p" className={s.brand}>
          A
        </Subtitle1>
      </>
    );
  }
  const { container } = render(<Both />);
  const [fluent, ours] = [...container.querySelectorAll('p')];
  expect(ours!.className).toBe(fluent!.className);
});
