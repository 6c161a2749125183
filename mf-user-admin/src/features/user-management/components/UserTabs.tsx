import { Field, Select, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { KIND_SCREENS, TAB_KINDS, USER_MANAGEMENT, tabOf, userPath, type TabKind } from '../lib/kinds';

const PHONE = '@media (max-width: 767.98px)';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  nav: {
    paddingTop: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalL,
    [PHONE]: { paddingInline: tokens.spacingHorizontalS },
  },
  // Six tabs do not fit a phone: a dropdown there (doc 3 §2.8), the tabs elsewhere.
  tabs: { flexWrap: 'wrap', [PHONE]: { display: 'none' } },
  // The label above the dropdown, as every field (a flex row would put it beside and cramp it).
  dropdown: { display: 'none', [PHONE]: { display: 'flex', flexDirection: 'column' } },
});

/** The sub-path of /user-management the browser is at ('' at the bare path). */
function subPathOf(pathname: string): string {
  const at = pathname.indexOf(`${USER_MANAGEMENT}/`);
  return at < 0 ? '' : pathname.slice(at + USER_MANAGEMENT.length + 1);
}

/**
 * The six tabs above every user management screen; a tab opens its list. A sub-page (add, edit,
 * details, the mapped pages, the distributor's RMs) keeps its kind's tab selected.
 */
export function UserManagementLayout() {
  const styles = useStyles();
  const navigate = useNavigate();
  const selected = tabOf(subPathOf(useLocation().pathname));
  const open = (kind: TabKind) => navigate(userPath(KIND_SCREENS[kind].list));

  return (
    <div className={styles.root}>
      <nav className={styles.nav} aria-label="User types">
        <TabList
          className={styles.tabs}
          selectedValue={selected}
          onTabSelect={(_, data) => open(data.value as TabKind)}
        >
          {TAB_KINDS.map((kind) => (
            <Tab key={kind} value={kind}>
              {KIND_SCREENS[kind].plural}
            </Tab>
          ))}
        </TabList>
        <Field className={styles.dropdown} label="User type">
          <Select value={selected} onChange={(_, data) => open(data.value as TabKind)}>
            {TAB_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_SCREENS[kind].plural}
              </option>
            ))}
          </Select>
        </Field>
      </nav>
      <Outlet />
    </div>
  );
}
