import { makeStyles, tokens } from '@fluentui/react-components';

export const useFilterDrawerStyles = makeStyles({
  trigger: { position: 'relative' },
  badge: { marginLeft: tokens.spacingHorizontalXS },
  group: {
    display: 'flex',
    flexDirection: 'column',
    border: 'none',
    padding: 0,
    margin: `0 0 ${tokens.spacingVerticalL} 0`,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
  options: { display: 'flex', flexDirection: 'column' },
  search: { marginBottom: tokens.spacingVerticalXS },
  // A searchable group's long list scrolls inside the drawer rather than pushing the others away.
  scrolling: { maxHeight: '240px', overflowY: 'auto' },
  footer: { display: 'flex', gap: tokens.spacingHorizontalS },
});
