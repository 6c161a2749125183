import { makeStyles, tokens } from '@fluentui/react-components';

export const useEmptyStateStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalXXL,
    paddingBottom: tokens.spacingVerticalXXL,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
  icon: {
    fontSize: tokens.fontSizeHero800,
    color: tokens.colorNeutralForeground4,
  },
});
