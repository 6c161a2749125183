import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  page: {
    boxSizing: 'border-box',
    minHeight: '100%',
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'flex-start',
    paddingBlock: tokens.spacingVerticalXXXL,
    paddingInline: tokens.spacingHorizontalL,
  },
  anonymous: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: '480px',
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow8,
    '@media (max-width: 479.98px)': { padding: tokens.spacingHorizontalL },
  },
});

/**
 * The public consent pages' card. An investor opening the e-mailed link is not signed in, and the shell
 * then renders the page without its layout (but still inside its one `main`): the page brings the
 * background the layout would have given.
 */
export function ConsentFrame({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.page, !signedIn && styles.anonymous)}>
      <section className={styles.card}>{children}</section>
    </div>
  );
}
