import { Card, Caption1, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ROLE_LABELS, type OnboardingSummaryResponse, type SessionUser } from '@aif/contracts';

const useStyles = makeStyles({
  tiles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  tile: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalXS },
  greeting: { backgroundColor: tokens.colorBrandBackground2 },
  value: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
  },
});

const CLOSED = ['completed', 'signed', 'rejected', 'invitationexpired', 'draft'];

/** "Good morning" etc. by the hour in Asia/Kolkata. */
export function greeting(now: Date = new Date()): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-IN', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Asia/Kolkata' }).format(
      now,
    ),
  );
  if (hour < 12) return 'Good Morning';
  if (hour < 17) return 'Good Afternoon';
  return 'Good Evening';
}

export interface GreetingTilesProps {
  user: SessionUser;
  summary: OnboardingSummaryResponse | undefined;
}

/**
 * Greeting tiles (doc 3 §2.4): the greeting, total, in progress and completed applications; amcadmin gets
 * one more, the applications waiting on the AIF approver (docs/decisions.md).
 */
export function GreetingTiles({ user, summary }: GreetingTilesProps) {
  const styles = useStyles();
  const count = (pick: (status: string) => boolean) =>
    summary ? summary.filter((s) => pick(s.status)).reduce((n, s) => n + s.count, 0) : undefined;
  const tiles: [string, number | undefined][] = [
    ['Total Applications', count(() => true)],
    ['In Progress', count((s) => !CLOSED.includes(s))],
    ['Completed', count((s) => s === 'completed' || s === 'signed')],
  ];
  if (user.role === 'amcadmin')
    tiles.push(['Pending with AIF Approver', count((s) => s === 'sent_to_amc_approver')]);
  return (
    <section className={styles.tiles} aria-label="Summary">
      <Card className={mergeClasses(styles.tile, styles.greeting)}>
        <Caption1>{greeting()},</Caption1>
        <Text weight="semibold" size={500}>
          {user.name}
        </Text>
        <Caption1>{ROLE_LABELS[user.role]}</Caption1>
      </Card>
      {tiles.map(([label, value]) => (
        <Card key={label} className={styles.tile}>
          <Caption1>{label}</Caption1>
          <span className={styles.value}>{value ?? '–'}</span>
        </Card>
      ))}
    </section>
  );
}
