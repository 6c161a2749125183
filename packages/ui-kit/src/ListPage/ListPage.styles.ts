import { makeStyles, tokens } from '@fluentui/react-components';

export const useListPageStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    minWidth: 0,
    '@media (max-width: 640px)': { padding: tokens.spacingHorizontalS },
  },
});
