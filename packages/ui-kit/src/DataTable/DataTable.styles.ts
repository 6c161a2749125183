import { makeStyles, tokens } from '@fluentui/react-components';

/** Set on the table by `DataTable` from its `minWidth` prop. */
export const MIN_WIDTH_VAR = '--aif-data-table-min-width';

export const useDataTableStyles = makeStyles({
  /** Wide tables scroll sideways between 640 px and their width; below 640 px their rows are cards. */
  scroller: {
    overflowX: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  table: {
    minWidth: `var(${MIN_WIDTH_VAR}, 640px)`,
    // The row under the pointer shades every cell, the opaque sticky cell (stickyEnd) included.
    '& tbody tr:hover > td': { backgroundColor: tokens.colorSubtleBackgroundHover },
    /*
     * Below 640 px a row becomes a card: its cells in two columns, each with its column's header above
     * it (data-label), so a phone shows every value and the actions without scrolling sideways. The
     * header row stays for screen readers only.
     */
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
      // A cell with nothing to show for this row (an action cell with no action) says nothing.
      '& td:empty': { display: 'none' },
      '& td::before': {
        content: 'attr(data-label)',
        color: tokens.colorNeutralForeground3,
        fontSize: tokens.fontSizeBase200,
      },
    },
  },
  /** A sticky column (`sticky: 'end'`) stays in view while a wide table scrolls sideways. */
  stickyEnd: {
    position: 'sticky',
    right: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `-${tokens.strokeWidthThin} 0 0 ${tokens.colorNeutralStroke2}`,
  },
  nowrap: { whiteSpace: 'nowrap' },
  headerWithExtra: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
});
