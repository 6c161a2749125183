import { Badge, Card, Title2, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import {
  ACCESS_FLAG_LABELS,
  ACCESS_FLAGS,
  ROLE_LABELS,
  type AccessFlag,
  type SessionUser,
} from '@aif/contracts';
import { useSession } from '../../../stores/session';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    maxWidth: '720px',
    '@media (max-width: 767.98px)': { padding: tokens.spacingHorizontalL },
  },
  card: { padding: tokens.spacingHorizontalXL },
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalM,
    margin: 0,
    '@media (max-width: 479.98px)': { gridTemplateColumns: '1fr', rowGap: tokens.spacingVerticalXS },
  },
  term: { ...typographyStyles.body1Strong, color: tokens.colorNeutralForeground3 },
  value: {
    ...typographyStyles.body1,
    margin: 0,
    overflowWrap: 'anywhere',
    '@media (max-width: 479.98px)': { marginBlockEnd: tokens.spacingVerticalS },
  },
  flags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export function enabledFlags(user: SessionUser): AccessFlag[] {
  return ACCESS_FLAGS.filter((flag) => user.flags[flag] === true);
}

/** /profile: the signed-in user's own details, read-only (0-product-decisions 8). */
export function ProfilePage() {
  const styles = useStyles();
  const user = useSession((s) => s.user);
  if (!user) return null;
  const flags = enabledFlags(user);
  return (
    <section className={styles.page}>
      <Title2 as="h1">Profile</Title2>
      <Card className={styles.card}>
        <dl className={styles.list}>
          <dt className={styles.term}>Name</dt>
          <dd className={styles.value}>{user.name}</dd>
          <dt className={styles.term}>Role</dt>
          <dd className={styles.value}>{ROLE_LABELS[user.role]}</dd>
          <dt className={styles.term}>Mobile Number</dt>
          <dd className={styles.value}>{`${user.countryCode} ${user.phone}`}</dd>
          <dt className={styles.term}>Email</dt>
          <dd className={styles.value}>{user.email ?? 'Not provided'}</dd>
          <dt className={styles.term}>Access</dt>
          <dd className={styles.value}>
            {flags.length === 0 ? (
              'No additional access'
            ) : (
              <span className={styles.flags}>
                {flags.map((flag) => (
                  <Badge key={flag} appearance="tint" shape="rounded">
                    {ACCESS_FLAG_LABELS[flag]}
                  </Badge>
                ))}
              </span>
            )}
          </dd>
        </dl>
      </Card>
    </section>
  );
}
