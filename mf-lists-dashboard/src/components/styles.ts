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
  /** Tables keep their columns and scroll sideways on narrow screens. */
  scroller: {
    overflowX: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
  table: { minWidth: '960px' },
  narrowTable: { minWidth: '640px' },
  /** The actions column stays in view while a wide table scrolls sideways on a phone. */
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
