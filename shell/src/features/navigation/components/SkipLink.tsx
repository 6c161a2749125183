import type { MouseEvent } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { MAIN_CONTENT_ID } from '../../../lib/main-content';

const useStyles = makeStyles({
  // Off screen until focused, then over the header's start, where the keyboard user is looking.
  link: {
    position: 'absolute',
    insetInlineStart: tokens.spacingHorizontalS,
    top: '-100px',
    zIndex: 2,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
    fontWeight: tokens.fontWeightSemibold,
    ':focus': {
      top: tokens.spacingVerticalS,
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
    },
  },
});

/** "Skip to main content": the first stop of the keyboard, past the header and the navigation. */
export function SkipLink() {
  const styles = useStyles();
  // Focus moves without a '#main-content' in the address (the router owns it).
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a className={styles.link} href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      Skip to main content
    </a>
  );
}
