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
  // The input is a grid item of the combobox: without this its intrinsic width (about 20 characters)
  // holds its track open in a narrow column and pushes the chevron out of the box.
  comboboxInput: {
    minWidth: '0',
  },
  listbox: {
    maxHeight: '320px',
  },
  phone: {
    width: '100%',
  },
});
