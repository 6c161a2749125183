import { makeStyles, tokens } from '@fluentui/react-components';

export const useGlobalErrorDialogStyles = makeStyles({
  surface: {
    maxWidth: '480px',
  },
  message: {
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
  },
});
