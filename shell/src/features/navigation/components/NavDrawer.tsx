import {
  Button,
  Caption1,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { ROLE_LABELS, SIDE_NAV_WIDTH_PX, type SessionUser } from '@aif/contracts';
import type { NavItem } from '../lib/nav-items';
import { SideNav } from './SideNav';

const useStyles = makeStyles({
  drawer: { width: `${SIDE_NAV_WIDTH_PX + 72}px` },
  drawerBody: { paddingInline: 0 },
  drawerNav: { width: '100%' },
  drawerUser: {
    display: 'flex',
    flexDirection: 'column',
    paddingInline: tokens.spacingHorizontalM,
    paddingBlockEnd: tokens.spacingVerticalM,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
});

export interface NavDrawerProps {
  user: SessionUser;
  items: NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The side navigation below 768 px: a drawer behind the header's menu button. A module of its own,
 * loaded only on narrow screens (the drawer's code is about 6 KB gzipped that desktops never use).
 */
export default function NavDrawer({ user, items, open, onOpenChange }: NavDrawerProps) {
  const styles = useStyles();
  return (
    <OverlayDrawer
      className={styles.drawer}
      position="start"
      open={open}
      onOpenChange={(_, data) => onOpenChange(data.open)}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label="Close navigation"
              icon={<DismissRegular />}
              onClick={() => onOpenChange(false)}
            />
          }
        >
          Menu
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.drawerBody}>
        <div className={styles.drawerUser}>
          <Text weight="semibold">{user.name}</Text>
          <Caption1>{ROLE_LABELS[user.role]}</Caption1>
        </div>
        <SideNav className={styles.drawerNav} items={items} onNavigate={() => onOpenChange(false)} />
      </DrawerBody>
    </OverlayDrawer>
  );
}
