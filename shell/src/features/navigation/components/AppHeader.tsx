import { Link as RouterLink } from 'react-router-dom';
import { Button, Caption1, Text, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { NavigationRegular, PersonCircleRegular, SignOutRegular } from '@fluentui/react-icons';
import { ROLE_LABELS, routeAccess, type SessionUser } from '@aif/contracts';
import { HEADER_HEIGHT_PX, requestLeave } from '@aif/ui-kit';
import { PRODUCT_NAME } from '../../../lib/product';
import { useLeaveAwareClick } from '../lib/leave-aware-click';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    // Toasts are placed below this height.
    minHeight: `${HEADER_HEIGHT_PX}px`,
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    boxShadow: tokens.shadow4,
    position: 'relative',
    zIndex: 1,
  },
  brand: {
    ...typographyStyles.subtitle2,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  spacer: { flexGrow: 1 },
  user: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', lineHeight: 1.2, minWidth: 0 },
  userName: { ...typographyStyles.body1Strong, whiteSpace: 'nowrap' },
  role: { color: tokens.colorNeutralForegroundOnBrand, opacity: 0.85 },
  onBrand: {
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': {
      color: tokens.colorNeutralForegroundOnBrand,
      backgroundColor: tokens.colorBrandBackgroundHover,
    },
    ':hover:active': {
      color: tokens.colorNeutralForegroundOnBrand,
      backgroundColor: tokens.colorBrandBackgroundPressed,
    },
  },
  profileLink: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForegroundOnBrand,
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalXS,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralForegroundOnBrand}` },
  },
  profileIcon: { fontSize: '24px' },
});

export interface AppHeaderProps {
  user: SessionUser;
  /** Small screens: the name moves into the drawer and the buttons show icons only. */
  compact: boolean;
  /** Shows the menu button that opens the navigation drawer. */
  onOpenNav?: () => void;
  /** Hidden for the investor on the edit page (doc 1 §6); the page's own Save Application leads out. */
  onLogout?: () => void;
}

export function AppHeader({ user, compact, onOpenNav, onLogout }: AppHeaderProps) {
  const styles = useStyles();
  const leaveAwareClick = useLeaveAwareClick();
  const mayOpenProfile = routeAccess('/profile', user.role) === 'allowed';
  return (
    <header className={styles.header}>
      {onOpenNav ? (
        <Button
          appearance="transparent"
          className={styles.onBrand}
          icon={<NavigationRegular />}
          aria-label="Open navigation"
          onClick={onOpenNav}
        />
      ) : null}
      <Text as="span" className={styles.brand}>
        {PRODUCT_NAME}
      </Text>
      <span className={styles.spacer} />
      {compact ? null : (
        <div className={styles.user}>
          <span className={styles.userName}>{user.name}</span>
          <Caption1 className={styles.role}>{ROLE_LABELS[user.role]}</Caption1>
        </div>
      )}
      {mayOpenProfile ? (
        <RouterLink
          to="/profile"
          className={styles.profileLink}
          aria-label="Profile"
          title="Profile"
          onClick={leaveAwareClick('/profile')}
        >
          <PersonCircleRegular className={styles.profileIcon} aria-hidden />
        </RouterLink>
      ) : null}
      {onLogout ? (
        <Button
          appearance="transparent"
          className={styles.onBrand}
          icon={<SignOutRegular />}
          aria-label={compact ? 'Logout' : undefined}
          onClick={() => requestLeave(onLogout)}
        >
          {compact ? null : 'Logout'}
        </Button>
      ) : null}
    </header>
  );
}
