import { makeStyles, tokens } from '@fluentui/react-components';

export const useAppProviderStyles = makeStyles({
  root: {
    minHeight: '100%',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
});
