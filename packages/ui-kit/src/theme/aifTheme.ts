import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import brand from './brand.json';

/**
 * Brand ramp built around a deep blue (#1A3F8F at shade 80, the primary button colour; 9.8:1 against
 * white). Shades 10-70 darken towards navy, 90-160 lighten towards a pale blue. In a JSON file: the
 * build writes the theme's CSS variables into every page's index.html from it (packages/mf-config,
 * theme-css.cjs), so the browser never computes the theme.
 */
export const aifBrand: BrandVariants = brand;

/** The portal's theme: Fluent's web light theme with the AIF brand ramp (the page's stylesheet carries it). */
export const aifTheme: Theme = createLightTheme(aifBrand);
