import { makeStyles, tokens } from '@fluentui/react-components';

export const usePagerStyles = makeStyles({
  nav: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    paddingBlock: tokens.spacingVerticalM,
  },
});
