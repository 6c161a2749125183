import { makeStyles, tokens } from '@fluentui/react-components';

export const useConfirmDialogStyles = makeStyles({
  surface: {
    maxWidth: '480px',
  },
  message: {
    color: tokens.colorNeutralForeground2,
    overflowWrap: 'anywhere',
  },
});
