import { makeStyles, tokens } from '@fluentui/react-components';

export const useAppProviderStyles = makeStyles({
  /** The page itself. */
  root: {
    minHeight: '100%',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
});
