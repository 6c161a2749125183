import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    ...typographyStyles.body1,
    color: tokens.colorNeutralForeground3,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/**
 * Full-page "Loading..." while the session is checked or a top-level page's code arrives. Deliberately
 * plain (no Spinner): it is part of the first download of /login.
 */
export function PageLoading() {
  const styles = useStyles();
  return (
    <div className={styles.root} role="status" aria-live="polite">
      Loading...
    </div>
  );
}
