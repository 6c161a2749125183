import { useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import {
  AppsListRegular,
  BoardRegular,
  BuildingBankRegular,
  ChevronDownRegular,
  ChevronRightRegular,
  DataBarVerticalRegular,
  DocumentAddRegular,
  DocumentBulletListRegular,
  HistoryRegular,
  MailRegular,
  PeopleRegular,
  ShieldPersonRegular,
  WrenchRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { SIDE_NAV_WIDTH_PX } from '@aif/contracts';
import { useLeaveAwareClick } from '../lib/leave-aware-click';
import type { NavGroupItem, NavIcon, NavItem, NavLinkItem } from '../lib/nav-items';

const ICONS: Record<NavIcon, FluentIcon> = {
  dashboard: BoardRegular,
  applications: AppsListRegular,
  add: DocumentAddRegular,
  list: DocumentBulletListRegular,
  consent: MailRegular,
  users: PeopleRegular,
  funds: BuildingBankRegular,
  reports: DataBarVerticalRegular,
  support: WrenchRegular,
  audit: HistoryRegular,
  admins: ShieldPersonRegular,
};

const useStyles = makeStyles({
  nav: {
    width: `${SIDE_NAV_WIDTH_PX}px`,
    boxSizing: 'border-box',
    paddingBlock: tokens.spacingVerticalS,
  },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    width: '100%',
    boxSizing: 'border-box',
    minHeight: '40px',
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalM,
    ...typographyStyles.body1,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    textAlign: 'start',
    backgroundColor: 'transparent',
    borderTopStyle: 'none',
    borderBottomStyle: 'none',
    borderInlineEndStyle: 'none',
    borderInlineStartWidth: tokens.strokeWidthThicker,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: 'transparent',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-2px',
    },
  },
  nested: { paddingInlineStart: tokens.spacingHorizontalXXL },
  active: {
    ...typographyStyles.body1Strong,
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
    borderInlineStartColor: tokens.colorBrandStroke1,
  },
  icon: { fontSize: '20px', flexShrink: 0 },
  chevron: { marginInlineStart: 'auto', fontSize: '16px', flexShrink: 0 },
});

export interface SideNavProps {
  items: readonly NavItem[];
  /** Extra class for the <nav> (the drawer makes it full width). */
  className?: string;
  /** Called after a link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
}

/** The side navigation (doc 3, 2.1), 169 px wide. */
export function SideNav({ items, className, onNavigate }: SideNavProps) {
  const styles = useStyles();
  return (
    <nav aria-label="Main" className={mergeClasses(styles.nav, className)}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.label}>
            {item.kind === 'group' ? (
              <NavGroup item={item} onNavigate={onNavigate} />
            ) : (
              <NavEntry item={item} onNavigate={onNavigate} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NavEntry({
  item,
  nested = false,
  onNavigate,
}: {
  item: NavLinkItem;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const styles = useStyles();
  const leaveAwareClick = useLeaveAwareClick();
  const Icon = ICONS[item.icon];
  const state = item.resetFilters ? { resetFilters: true } : undefined;
  return (
    <>
      <NavLink
        to={item.to}
        state={state}
        className={({ isActive }) =>
          mergeClasses(styles.item, nested && styles.nested, isActive && styles.active)
        }
        onClick={leaveAwareClick(item.to, { state }, onNavigate)}
      >
        <Icon className={styles.icon} aria-hidden />
        <span>{item.label}</span>
      </NavLink>
      {item.children?.length ? <NavChildren items={item.children} onNavigate={onNavigate} /> : null}
    </>
  );
}

function NavChildren({
  items,
  id,
  onNavigate,
}: {
  items: readonly NavLinkItem[];
  id?: string;
  onNavigate?: () => void;
}) {
  const styles = useStyles();
  return (
    <ul id={id} className={styles.list}>
      {items.map((child) => (
        <li key={child.label}>
          <NavEntry item={child} nested onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

function NavGroup({ item, onNavigate }: { item: NavGroupItem; onNavigate?: () => void }) {
  const styles = useStyles();
  const [open, setOpen] = useState(true);
  const listId = useId();
  const Icon = ICONS[item.icon];
  const Chevron = open ? ChevronDownRegular : ChevronRightRegular;
  return (
    <>
      <button
        type="button"
        className={styles.item}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon className={styles.icon} aria-hidden />
        <span>{item.label}</span>
        <Chevron className={styles.chevron} aria-hidden />
      </button>
      {open ? <NavChildren id={listId} items={item.children} onNavigate={onNavigate} /> : null}
    </>
  );
}
