/**
 * The theme every page's index.html carries is the one ui-kit's aifTheme builds: AppProvider gives
 * FluentProvider no theme, so a variable missing here would be missing on every page.
 */
import { aifTheme } from '../ui-kit/src/theme/aifTheme';
import { themeCss } from './theme-css.cjs';

it('declares every variable of the AIF theme on :root, with its value', () => {
  const css = themeCss();
  expect(css.startsWith(':root {')).toBe(true);
  const declared = new Map([...css.matchAll(/--([A-Za-z0-9]+): ([^;]*);/g)].map((m) => [m[1], m[2]]));
  expect(Object.fromEntries(declared)).toEqual(
    Object.fromEntries(Object.entries(aifTheme).map(([k, v]) => [k, String(v)])),
  );
  expect(declared.get('colorBrandBackground')).toBe('#1A3F8F');
});
