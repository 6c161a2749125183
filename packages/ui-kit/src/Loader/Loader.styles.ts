import { makeStyles, tokens } from '@fluentui/react-components';

export const useLoaderStyles = makeStyles({
  inline: {
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'center',
    paddingTop: tokens.spacingVerticalXXL,
    paddingBottom: tokens.spacingVerticalXXL,
  },
  fullPage: {
    position: 'fixed',
    inset: '0',
    zIndex: 1000000,
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'center',
    backgroundColor: tokens.colorBackgroundOverlay,
  },
  card: {
    paddingTop: tokens.spacingVerticalXL,
    paddingBottom: tokens.spacingVerticalXL,
    paddingLeft: tokens.spacingHorizontalXXL,
    paddingRight: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
});
