import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

// Fluent's Text root styles (@fluentui/react-text, useTextStyles.styles: the defaults, no size, weight or
// wrap options) and the four presets the sign-in pages use, copied as they are written there so the build
// gives the same classes and CSS. The whole of react-text (every option and preset) is about 2 KB
// gzipped on the first page of the portal. AuthText.test.tsx compares them with Fluent's.
export const useTextRootStyles = makeStyles({
  root: {
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightRegular,
    textAlign: 'start',
    display: 'inline',
    whiteSpace: 'normal',
    overflow: 'visible',
    textOverflow: 'clip',
  },
});

export const useTitle2Styles = makeStyles({ root: typographyStyles.title2 });
export const useSubtitle1Styles = makeStyles({ root: typographyStyles.subtitle1 });
export const useBody1Styles = makeStyles({ root: typographyStyles.body1 });
export const useCaption1Styles = makeStyles({ root: typographyStyles.caption1 });
