import { USER_ADMIN_MESSAGES, userAccessConfirmation, type StaffUser, type UserKind } from '@aif/contracts';
import { DataTable, NA, displayValue, type DataColumn } from '@aif/ui-kit';
import { setUserAccess } from '../../../api/users';
import { mobileText } from '../../../lib/format';
import { KIND_SCREENS, userPath } from '../lib/kinds';
import { Breakable, NavLink, useAccessToggle } from '@aif/form-kit';

/** "Company" / "Individual". */
export function typeLabel(type: string | null | undefined): string | null {
  return type ? `${type.charAt(0).toUpperCase()}${type.slice(1)}` : null;
}

/**
 * The access switch of a user row (doc 3 §4): it asks `userAccessConfirmation(enable)`; Yes sends
 * `{ isActive }` and the row takes the stored record the server answers; No changes nothing; a refusal
 * (the server's message, e.g. "Map another Trustee to the plans first") is an error toast.
 */
export function useUserAccessToggle(kind: UserKind, onChanged: (user: StaffUser) => void) {
  return useAccessToggle<StaffUser>({
    confirmation: userAccessConfirmation,
    save: async (id, enable) => {
      const { message, user } = await setUserAccess(kind, id, enable);
      return { message: message || USER_ADMIN_MESSAGES.accessChanged, result: user };
    },
    onChanged,
  });
}

/**
 * A kind's users as a table (cards on a phone): Name (to the details), the kind's own columns, Mobile
 * Number, Email ID and the access switch; "N/A" for a missing value (doc 3 §2.8).
 */
export function UserTable({
  kind,
  rows,
  canChange,
  onChanged,
  busy,
  detailsQuery = {},
}: {
  kind: UserKind;
  rows: StaffUser[];
  canChange: boolean;
  onChanged: (user: StaffUser) => void;
  busy?: boolean;
  /** Ids the details page needs besides `id` (a distributor's RM's company). */
  detailsQuery?: Record<string, string>;
}) {
  const screens = KIND_SCREENS[kind];
  const access = useUserAccessToggle(kind, onChanged);
  const columns: DataColumn<StaffUser>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (u) =>
        u.name ? (
          <NavLink to={userPath(screens.details, { ...detailsQuery, id: u.id })}>{u.name}</NavLink>
        ) : (
          NA
        ),
    },
  ];
  if (kind === 'distributor')
    columns.push(
      { id: 'type', header: 'Type', nowrap: true, cell: (u) => displayValue(typeLabel(u.distributorType)) },
      { id: 'arnCode', header: 'ARN Code', nowrap: true, cell: (u) => displayValue(u.arnCode) },
    );
  if (kind === 'subdistributor')
    columns.push({
      id: 'code',
      header: "Distributor's RM Code",
      nowrap: true,
      cell: (u) => displayValue(u.distributorsRmCode),
    });
  columns.push(
    { id: 'mobile', header: 'Mobile Number', nowrap: true, cell: (u) => displayValue(mobileText(u)) },
    { id: 'email', header: 'Email ID', cell: (u) => <Breakable>{displayValue(u.email)}</Breakable> },
  );
  if (kind === 'distributor' || kind === 'subdistributor')
    columns.push({ id: 'rm', header: "AMC's RM Name", cell: (u) => displayValue(u.rm?.name) });
  columns.push({ id: 'access', header: 'Access', cell: (u) => access.toggle(u, u.name, canChange) });

  return (
    <>
      <DataTable
        columns={columns}
        rows={rows}
        getRowKey={(u) => u.id}
        label={screens.plural}
        minWidth={kind === 'distributor' || kind === 'subdistributor' ? 900 : 640}
        busy={busy}
      />
      {access.dialog}
    </>
  );
}
