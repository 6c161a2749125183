import { makeStyles, tokens } from '@fluentui/react-components';

export const useOtpEntryStyles = makeStyles({
  input: { letterSpacing: '0.3em' },
  resendRow: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
});
