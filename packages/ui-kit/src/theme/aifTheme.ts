import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

/**
 * Brand ramp built around a deep blue (#1A3F8F at shade 80, the primary button colour; 9.8:1 against
 * white). Shades 10-70 darken towards navy, 90-160 lighten towards a pale blue.
 */
export const aifBrand: BrandVariants = {
  10: '#040817',
  20: '#071028',
  30: '#0A1839',
  40: '#0D204A',
  50: '#11275C',
  60: '#142F6D',
  70: '#17377E',
  80: '#1A3F8F',
  90: '#3B5BA0',
  100: '#5874AF',
  110: '#738BBD',
  120: '#8EA1CA',
  130: '#A7B7D7',
  140: '#C1CCE4',
  150: '#DAE1F1',
  160: '#F2F6FD',
};

/** The portal's theme: Fluent's web light theme with the AIF brand ramp. */
export const aifTheme: Theme = createLightTheme(aifBrand);
