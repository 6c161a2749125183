import {
  createCustomFocusIndicatorStyle,
  makeResetStyles,
  makeStyles,
  shorthands,
  tokens,
} from '@fluentui/react-components';

// Fluent's Button styles (@fluentui/react-button, useButtonStyles.styles) for the one button the sign-in
// pages show, `appearance="primary" size="large"`, enabled or disabled, with no icon: copied as they are
// written there, so the build gives the same atomic classes and CSS. The whole hook (every appearance,
// size, shape and icon variant) is about 6 KB gzipped on the first page of the portal.
// SubmitButton.test.tsx renders both and fails when the classes or the markup differ.

/** Fluent's button root class name (buttonClassNames.root). */
export const BUTTON_ROOT_CLASS = 'fui-Button';
const BUTTON_ICON_CLASS = 'fui-Button__icon';

const buttonSpacingMedium = '5px';
const buttonSpacingLarge = '8px';
/* Firefox has box shadow sizing issue at some zoom levels
 * this will ensure the inset boxShadow is always uniform
 * without affecting other browser platforms
 */
const boxShadowStrokeWidthThinMoz = `calc(${tokens.strokeWidthThin} + 0.25px)`;

export const useRootBaseClassName = makeResetStyles({
  alignItems: 'center',
  boxSizing: 'border-box',
  display: 'inline-flex',
  justifyContent: 'center',
  textDecorationLine: 'none',
  verticalAlign: 'middle',
  margin: 0,
  overflow: 'hidden',
  backgroundColor: tokens.colorNeutralBackground1,
  color: tokens.colorNeutralForeground1,
  border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  fontFamily: tokens.fontFamilyBase,
  outlineStyle: 'none',
  ':hover': {
    backgroundColor: tokens.colorNeutralBackground1Hover,
    borderColor: tokens.colorNeutralStroke1Hover,
    color: tokens.colorNeutralForeground1Hover,
    cursor: 'pointer',
  },
  ':hover:active,:active:focus-visible': {
    backgroundColor: tokens.colorNeutralBackground1Pressed,
    borderColor: tokens.colorNeutralStroke1Pressed,
    color: tokens.colorNeutralForeground1Pressed,
    outlineStyle: 'none',
  },
  padding: `${buttonSpacingMedium} ${tokens.spacingHorizontalM}`,
  minWidth: '96px',
  borderRadius: tokens.borderRadiusMedium,
  fontSize: tokens.fontSizeBase300,
  fontWeight: tokens.fontWeightSemibold,
  lineHeight: tokens.lineHeightBase300,
  // Transition styles
  transitionDuration: tokens.durationFaster,
  transitionProperty: 'background, border, color',
  transitionTimingFunction: tokens.curveEasyEase,
  '@media screen and (prefers-reduced-motion: reduce)': {
    transitionDuration: '0.01ms',
  },
  // High contrast styles
  '@media (forced-colors: active)': {
    ':focus': {
      borderColor: 'ButtonText',
    },
    ':hover': {
      backgroundColor: 'HighlightText',
      borderColor: 'Highlight',
      color: 'Highlight',
      forcedColorAdjust: 'none',
    },
    ':hover:active,:active:focus-visible': {
      backgroundColor: 'HighlightText',
      borderColor: 'Highlight',
      color: 'Highlight',
      forcedColorAdjust: 'none',
    },
  },
  // Focus styles
  ...createCustomFocusIndicatorStyle({
    borderColor: tokens.colorStrokeFocus2,
    borderRadius: tokens.borderRadiusMedium,
    borderWidth: '1px',
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorTransparentStroke}`,
    boxShadow: `0 0 0 ${tokens.strokeWidthThin} ${tokens.colorStrokeFocus2}
      inset
    `,
    zIndex: 1,
  }),
  // BUGFIX: Mozilla specific styles (Mozilla BugID: 1857642)
  '@supports (-moz-appearance:button)': {
    ...createCustomFocusIndicatorStyle({
      boxShadow: `0 0 0 ${boxShadowStrokeWidthThinMoz} ${tokens.colorStrokeFocus2}
      inset
    `,
    }),
  },
});

export const useRootStyles = makeStyles({
  primary: {
    backgroundColor: tokens.colorBrandBackground,
    ...shorthands.borderColor('transparent'),
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': {
      backgroundColor: tokens.colorBrandBackgroundHover,
      ...shorthands.borderColor('transparent'),
      color: tokens.colorNeutralForegroundOnBrand,
    },
    ':hover:active,:active:focus-visible': {
      backgroundColor: tokens.colorBrandBackgroundPressed,
      ...shorthands.borderColor('transparent'),
      color: tokens.colorNeutralForegroundOnBrand,
    },
    '@media (forced-colors: active)': {
      backgroundColor: 'Highlight',
      ...shorthands.borderColor('HighlightText'),
      color: 'HighlightText',
      forcedColorAdjust: 'none',
      ':hover': {
        backgroundColor: 'HighlightText',
        ...shorthands.borderColor('Highlight'),
        color: 'Highlight',
      },
      ':hover:active,:active:focus-visible': {
        backgroundColor: 'HighlightText',
        ...shorthands.borderColor('Highlight'),
        color: 'Highlight',
      },
    },
  },
  large: {
    minWidth: '96px',
    padding: `${buttonSpacingLarge} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase400,
  },
});

export const useRootDisabledStyles = makeStyles({
  base: {
    backgroundColor: tokens.colorNeutralBackgroundDisabled,
    ...shorthands.borderColor(tokens.colorNeutralStrokeDisabled),
    color: tokens.colorNeutralForegroundDisabled,
    cursor: 'not-allowed',
    [`& .${BUTTON_ICON_CLASS}`]: {
      color: tokens.colorNeutralForegroundDisabled,
    },
    ':hover': {
      backgroundColor: tokens.colorNeutralBackgroundDisabled,
      ...shorthands.borderColor(tokens.colorNeutralStrokeDisabled),
      color: tokens.colorNeutralForegroundDisabled,
      cursor: 'not-allowed',
      '& .fui-Icon-filled': {
        display: 'none',
      },
      '& .fui-Icon-regular': {
        display: 'inline',
      },
      [`& .${BUTTON_ICON_CLASS}`]: {
        color: tokens.colorNeutralForegroundDisabled,
      },
    },
    ':hover:active,:active:focus-visible': {
      backgroundColor: tokens.colorNeutralBackgroundDisabled,
      ...shorthands.borderColor(tokens.colorNeutralStrokeDisabled),
      color: tokens.colorNeutralForegroundDisabled,
      cursor: 'not-allowed',
      '& .fui-Icon-filled': {
        display: 'none',
      },
      '& .fui-Icon-regular': {
        display: 'inline',
      },
      [`& .${BUTTON_ICON_CLASS}`]: {
        color: tokens.colorNeutralForegroundDisabled,
      },
    },
  },
  highContrast: {
    '@media (forced-colors: active)': {
      backgroundColor: 'ButtonFace',
      ...shorthands.borderColor('GrayText'),
      color: 'GrayText',
      [`& .${BUTTON_ICON_CLASS}`]: {
        color: 'GrayText',
      },
      ':focus': {
        ...shorthands.borderColor('GrayText'),
      },
      ':hover': {
        backgroundColor: 'ButtonFace',
        ...shorthands.borderColor('GrayText'),
        color: 'GrayText',
        [`& .${BUTTON_ICON_CLASS}`]: {
          color: 'GrayText',
        },
      },
      ':hover:active,:active:focus-visible': {
        backgroundColor: 'ButtonFace',
        ...shorthands.borderColor('GrayText'),
        color: 'GrayText',
        [`& .${BUTTON_ICON_CLASS}`]: {
          color: 'GrayText',
        },
      },
    },
  },
  primary: {
    ...shorthands.borderColor('transparent'),
    ':hover': {
      ...shorthands.borderColor('transparent'),
    },
    ':hover:active,:active:focus-visible': {
      ...shorthands.borderColor('transparent'),
    },
  },
});

export const useRootFocusStyles = makeStyles({
  primary: {
    ...createCustomFocusIndicatorStyle({
      ...shorthands.borderColor(tokens.colorStrokeFocus2),
      boxShadow: `${tokens.shadow2}, 0 0 0 ${tokens.strokeWidthThin} ${tokens.colorStrokeFocus2} inset,  0 0 0 ${tokens.strokeWidthThick} ${tokens.colorNeutralForegroundOnBrand} inset`,
      ':hover': {
        boxShadow: `${tokens.shadow2}, 0 0 0 ${tokens.strokeWidthThin} ${tokens.colorStrokeFocus2} inset`,
        ...shorthands.borderColor(tokens.colorStrokeFocus2),
      },
    }),
    // BUGFIX: Mozilla specific styles (Mozilla BugID: 1857642)
    '@supports (-moz-appearance:button)': {
      ...createCustomFocusIndicatorStyle({
        boxShadow: `${tokens.shadow2}, 0 0 0 ${boxShadowStrokeWidthThinMoz} ${tokens.colorStrokeFocus2} inset,  0 0 0 ${tokens.strokeWidthThick} ${tokens.colorNeutralForegroundOnBrand} inset`,
        ':hover': {
          boxShadow: `${tokens.shadow2}, 0 0 0 ${boxShadowStrokeWidthThinMoz} ${tokens.colorStrokeFocus2} inset`,
        },
      }),
    },
  },
  large: createCustomFocusIndicatorStyle({
    borderRadius: tokens.borderRadiusLarge,
  }),
});
