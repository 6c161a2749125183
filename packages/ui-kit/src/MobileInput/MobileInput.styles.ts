import { makeStyles, tokens } from '@fluentui/react-components';

export const useMobileInputStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(160px, 2fr) 3fr',
    columnGap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  combobox: {
    minWidth: '0',
    width: '100%',
  },
  listbox: {
    maxHeight: '320px',
  },
  phone: {
    width: '100%',
  },
});
