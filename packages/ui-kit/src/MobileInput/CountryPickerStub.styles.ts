import { makeStyles, mergeClasses, shorthands, tokens, typographyStyles } from '@fluentui/react-components';

// Fluent's Combobox styles (@fluentui/react-combobox, useComboboxStyles.styles) for what the stub shows:
// the closed outline picker of medium size, enabled, disabled or invalid. Copied as they are written there,
// so the build gives the same atomic classes and CSS; the whole hook (the list, every size and appearance)
// is about 5 KB gzipped on the first page of the portal. CountryPickerStub.test.tsx compares the classes
// and the CSS with the real picker's.

const comboboxClassNames = {
  root: 'fui-Combobox',
  input: 'fui-Combobox__input',
  expandIcon: 'fui-Combobox__expandIcon',
};

const useStyles = makeStyles({
  root: {
    alignItems: 'center',
    borderRadius: tokens.borderRadiusMedium,
    boxSizing: 'border-box',
    columnGap: tokens.spacingHorizontalXXS,
    display: 'inline-grid',
    gridTemplateColumns: '1fr auto',
    justifyContent: 'space-between',
    minWidth: '250px',
    position: 'relative',
    verticalAlign: 'middle',
    // windows high contrast mode focus indicator
    ':focus-within': {
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineColor: 'transparent',
    },
    // bottom focus border, shared with Input, Select, and SpinButton
    '::after': {
      boxSizing: 'border-box',
      content: '""',
      position: 'absolute',
      left: '-1px',
      bottom: '-1px',
      right: '-1px',
      height: `max(2px, ${tokens.borderRadiusMedium})`,
      borderBottomLeftRadius: tokens.borderRadiusMedium,
      borderBottomRightRadius: tokens.borderRadiusMedium,
      borderBottom: `${tokens.strokeWidthThick} solid ${tokens.colorCompoundBrandStroke}`,
      clipPath: 'inset(calc(100% - 2px) 0 0 0)',
      transform: 'scaleX(0)',
      transitionProperty: 'transform',
      transitionDuration: tokens.durationUltraFast,
      transitionDelay: tokens.curveAccelerateMid,
      '@media screen and (prefers-reduced-motion: reduce)': {
        transitionDuration: '0.01ms',
        transitionDelay: '0.01ms',
      },
    },
    ':focus-within::after': {
      transform: 'scaleX(1)',
      transitionProperty: 'transform',
      transitionDuration: tokens.durationNormal,
      transitionDelay: tokens.curveDecelerateMid,
      '@media screen and (prefers-reduced-motion: reduce)': {
        transitionDuration: '0.01ms',
        transitionDelay: '0.01ms',
      },
    },
    ':focus-within:active::after': {
      borderBottomColor: tokens.colorCompoundBrandStrokePressed,
    },
  },
  medium: {
    height: '32px',
    paddingRight: tokens.spacingHorizontalMNudge,
  },
  outline: {
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
  },
  outlineInteractive: {
    '&:hover': {
      ...shorthands.borderColor(tokens.colorNeutralStroke1Hover),
      borderBottomColor: tokens.colorNeutralStrokeAccessibleHover,
    },
    '&:active': {
      ...shorthands.borderColor(tokens.colorNeutralStroke1Pressed),
      borderBottomColor: tokens.colorNeutralStrokeAccessiblePressed,
    },
    '&:focus-within': {
      ...shorthands.borderColor(tokens.colorNeutralStroke1Pressed),
      borderBottomColor: tokens.colorNeutralStrokeAccessiblePressed,
    },
  },
  invalid: {
    ':not(:focus-within),:hover:not(:focus-within)': {
      ...shorthands.borderColor(tokens.colorPaletteRedBorder2),
    },
  },
  disabled: {
    cursor: 'not-allowed',
    backgroundColor: tokens.colorTransparentBackground,
    ...shorthands.borderColor(tokens.colorNeutralStrokeDisabled),
    '@media (forced-colors: active)': {
      ...shorthands.borderColor('GrayText'),
    },
  },
});

const useInputStyles = makeStyles({
  input: {
    alignSelf: 'stretch',
    backgroundColor: tokens.colorTransparentBackground,
    border: 'none',
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    '&:focus': {
      outlineStyle: 'none',
    },
    '&::placeholder': {
      color: tokens.colorNeutralForeground4,
      opacity: 1,
    },
  },
  medium: {
    ...typographyStyles.body1,
    padding: `0 0 0 ${`calc(${tokens.spacingHorizontalMNudge} + ${tokens.spacingHorizontalXXS})`}`,
  },
  disabled: {
    color: tokens.colorNeutralForegroundDisabled,
    backgroundColor: tokens.colorTransparentBackground,
    cursor: 'not-allowed',
    '::placeholder': {
      color: tokens.colorNeutralForegroundDisabled,
    },
  },
});

const useIconStyles = makeStyles({
  icon: {
    boxSizing: 'border-box',
    color: tokens.colorNeutralStrokeAccessible,
    cursor: 'pointer',
    display: 'block',
    fontSize: tokens.fontSizeBase500,
    // position: relative provides the containing block for the ::after clickable-area extension below.
    position: 'relative',
    // the SVG must have display: block for accurate positioning
    // otherwise an extra inline space is inserted after the svg element
    '& svg': {
      display: 'block',
    },
    // Extend the clickable area to cover the root's right paddingRight "dead zone".
    '::after': {
      content: '""',
      position: 'absolute',
      top: 0,
      bottom: 0,
      left: 0,
      right: 0,
    },
  },
  medium: {
    fontSize: '20px',
    marginLeft: tokens.spacingHorizontalXXS,
    '::after': {
      right: `calc(-1 * ${tokens.spacingHorizontalMNudge})`,
    },
  },
  disabled: {
    color: tokens.colorNeutralForegroundDisabled,
    cursor: 'not-allowed',
  },
});

/** The classes of the closed Combobox's root, input and expand icon (useComboboxStyles_unstable's order). */
export function useStubClasses(
  { disabled, invalid }: { disabled: boolean; invalid: boolean },
  own: { root?: string; input?: string },
): { root: string; input: string; expandIcon: string } {
  const styles = useStyles();
  const inputStyles = useInputStyles();
  const iconStyles = useIconStyles();
  return {
    root: mergeClasses(
      comboboxClassNames.root,
      styles.root,
      styles.outline,
      styles.medium,
      !disabled && styles.outlineInteractive,
      invalid && styles.invalid,
      disabled && styles.disabled,
      own.root,
    ),
    input: mergeClasses(
      comboboxClassNames.input,
      inputStyles.input,
      inputStyles.medium,
      disabled && inputStyles.disabled,
      own.input,
    ),
    expandIcon: mergeClasses(
      comboboxClassNames.expandIcon,
      iconStyles.icon,
      iconStyles.medium,
      disabled && iconStyles.disabled,
    ),
  };
}
