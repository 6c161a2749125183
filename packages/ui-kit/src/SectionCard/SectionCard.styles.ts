import { makeStyles, tokens } from '@fluentui/react-components';

export const useSectionCardStyles = makeStyles({
  card: {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '100%',
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    '@media (max-width: 767.98px)': { padding: tokens.spacingHorizontalL },
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  // A heading focused by script is not a control: no focus ring.
  heading: { margin: 0, ':focus': { outlineStyle: 'none' } },
});
