import { makeStyles, tokens } from '@fluentui/react-components';

export const useAmountInputStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  words: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    minHeight: tokens.lineHeightBase200,
  },
});
