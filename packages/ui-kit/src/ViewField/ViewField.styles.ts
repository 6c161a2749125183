import { makeStyles, tokens } from '@fluentui/react-components';

const PHONE = '@media (max-width: 767.98px)';

export const useViewFieldStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalM,
    margin: 0,
    '@media (max-width: 1023.98px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: tokens.spacingVerticalS },
  },
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  wide: { gridColumn: '1 / -1' },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere', fontWeight: tokens.fontWeightSemibold },
});
