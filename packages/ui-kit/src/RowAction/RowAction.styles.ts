import { makeStyles, tokens } from '@fluentui/react-components';

export const useRowActionsStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalXXS, alignItems: 'center' },
});
