import { Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useRequest } from '@aif/api-client/react';
import {
  AUDIT_KINDS,
  AUDIT_KIND_LABELS,
  ROLE_LABELS,
  auditActionLabel,
  auditValueText,
  formatDateTimeIST,
  isStaffRole,
  type AuditEntryView,
  type AuditKind,
} from '@aif/contracts';
import {
  DataTable,
  DateField,
  ListPage,
  ListState,
  Pager,
  displayOrDash,
  type DataColumn,
} from '@aif/ui-kit';
import { getAuditTrail, getStaffOptions } from '../../../api/audit';
import { auditQuery, auditRangeMessages, useAuditFilters } from '../lib/audit-params';
import { UserPicker } from './UserPicker';

const PHONE = '@media (max-width: 640px)';

const useStyles = makeStyles({
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
  },
  user: { width: '320px', [PHONE]: { width: '100%' } },
  kind: { width: '220px', [PHONE]: { width: '100%' } },
  // Two DD/MM/YYYY fields side by side fit a phone.
  date: {
    width: '180px',
    '& .fui-Input': { minWidth: 0 },
    [PHONE]: { width: `calc(50% - ${tokens.spacingHorizontalM} / 2)` },
  },
  who: { display: 'flex', flexDirection: 'column' },
  role: { color: tokens.colorNeutralForeground2 },
});

function Who({ actor }: { actor: AuditEntryView['actor'] }) {
  const styles = useStyles();
  const role = actor.role ? (isStaffRole(actor.role) ? ROLE_LABELS[actor.role] : actor.role) : null;
  return (
    <span className={styles.who}>
      {/* A change without a person (the expiry job) was made by the system. */}
      <span>{actor.name ?? 'System'}</span>
      {role && <span className={styles.role}>{role}</span>}
    </span>
  );
}

const COLUMNS: DataColumn<AuditEntryView>[] = [
  { id: 'at', header: 'When (IST)', nowrap: true, cell: (e) => formatDateTimeIST(e.at) },
  { id: 'who', header: 'Who', cell: (e) => <Who actor={e.actor} /> },
  { id: 'action', header: 'Action', cell: (e) => auditActionLabel(e.action) },
  { id: 'what', header: 'What', cell: (e) => e.entityLabel ?? displayOrDash(e.entityId) },
  { id: 'from', header: 'From', cell: (e) => displayOrDash(auditValueText(e.from)) },
  { id: 'to', header: 'To', cell: (e) => displayOrDash(auditValueText(e.to)) },
];

/**
 * The AIF admin's audit view (issue 23): who changed which user, access right or application status,
 * filtered by User, From/To dates and Kind, newest first, a page at a time. The filters live in the URL.
 */
export function AuditTrailPage() {
  const styles = useStyles();
  const filters = useAuditFilters();
  const { update } = filters;
  const messages = auditRangeMessages(filters);
  const query = auditQuery(filters);
  const staff = useRequest('audit-staff', (signal) => getStaffOptions(signal));
  const { data, loading, error } = useRequest(query ? JSON.stringify(query) : null, (signal) =>
    getAuditTrail(query ?? {}, signal),
  );
  const rows = data?.entries ?? [];

  return (
    <ListPage title="Audit Trail">
      <div className={styles.filters} role="search" aria-label="Audit filters">
        <UserPicker
          className={styles.user}
          users={staff.data ?? []}
          value={filters.userId}
          onChange={(userId) => update({ userId })}
        />
        <DateField
          className={styles.date}
          label="From Date"
          value={filters.from || null}
          validationMessage={messages.from}
          onChange={(_date, iso) => update({ from: iso ?? '' })}
        />
        <DateField
          className={styles.date}
          label="To Date"
          value={filters.to || null}
          validationMessage={messages.to}
          onChange={(_date, iso) => update({ to: iso ?? '' })}
        />
        <Field className={styles.kind} label="Kind">
          <Select value={filters.kind} onChange={(_event, d) => update({ kind: d.value as AuditKind | '' })}>
            <option value="">All changes</option>
            {AUDIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {AUDIT_KIND_LABELS[k]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <ListState loading={loading && !data} error={error} empty={!query || rows.length === 0}>
        <DataTable
          columns={COLUMNS}
          rows={rows}
          getRowKey={(e) => e.id}
          label="Audit trail"
          busy={loading}
          minWidth={900}
        />
        <Pager page={filters.page} pages={data?.pages ?? 0} onPage={(page) => update({ page })} />
      </ListState>
    </ListPage>
  );
}
