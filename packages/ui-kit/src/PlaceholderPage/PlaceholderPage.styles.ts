import { makeStyles, tokens } from '@fluentui/react-components';

export const usePlaceholderPageStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
    minHeight: '320px',
    paddingTop: tokens.spacingVerticalXXXL,
    paddingBottom: tokens.spacingVerticalXXXL,
    paddingLeft: tokens.spacingHorizontalXL,
    paddingRight: tokens.spacingHorizontalXL,
    textAlign: 'center',
  },
  icon: {
    fontSize: tokens.fontSizeHero900,
    color: tokens.colorBrandForeground1,
    display: 'flex',
  },
  message: {
    color: tokens.colorNeutralForeground3,
    maxWidth: '560px',
  },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalS,
  },
});
