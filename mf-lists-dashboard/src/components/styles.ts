import { makeStyles, tokens } from '@fluentui/react-components';

/** Page layout shared by the lists: a title row, a toolbar that wraps on phones, a scrolling table. */
export const useListStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    minWidth: 0,
    '@media (max-width: 640px)': { padding: tokens.spacingHorizontalS },
  },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    justifyContent: 'space-between',
  },
  tools: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexGrow: 1, minWidth: 0 },
  /** Wide tables scroll sideways between 640 px and their width; below 640 px they stack (`stacked`). */
  scroller: {
    overflowX: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
  table: {
    minWidth: '960px',
    // The row under the pointer shades every cell, the opaque sticky Actions cell (stickyEnd) included.
    '& tbody tr:hover > td': { backgroundColor: tokens.colorSubtleBackgroundHover },
  },
  narrowTable: { minWidth: '640px' },
  /**
   * Below 640 px a row becomes a card: its cells in two columns, each with its column's name above it
   * (LabelledCell), so a phone shows the status and the actions without scrolling sideways. The header
   * row stays for screen readers only.
   */
  stacked: {
    '@media (max-width: 640px)': {
      display: 'block',
      minWidth: 0,
      '& thead': {
        position: 'absolute',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      },
      '& tbody': { display: 'block' },
      '& tr': {
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        height: 'auto',
        gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
        padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
      },
      '& td': {
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: tokens.spacingVerticalXXS,
        height: 'auto',
        minHeight: 0,
        padding: 0,
        position: 'static',
        boxShadow: 'none',
        backgroundColor: 'transparent',
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
      },
      // An action cell with nothing to offer for this row says nothing.
      '& td:empty': { display: 'none' },
      '& td::before': {
        content: 'attr(data-label)',
        color: tokens.colorNeutralForeground3,
        fontSize: tokens.fontSizeBase200,
      },
    },
  },
  /** The actions column stays in view while a wide table scrolls sideways (on a phone the rows stack). */
  stickyEnd: {
    position: 'sticky',
    right: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `-${tokens.strokeWidthThin} 0 0 ${tokens.colorNeutralStroke2}`,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS, alignItems: 'center' },
  nowrap: { whiteSpace: 'nowrap' },
  statusCell: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXXS,
  },
});
