import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { MESSAGES, STEP_LABELS, type Signatory } from '@aif/contracts';
import { DataTable, displayOrDash, type DataColumn } from '@aif/ui-kit';
import { mobileOf, yesNo } from '../format';
import { FieldList, ViewField, ViewGroup, ViewSection } from '../layout';
import type { EntitySectionProps } from './types';

const useStyles = makeStyles({
  empty: { color: tokens.colorNeutralForeground2 },
  // Columns as wide as their content: a long e-mail wraps instead of running into the mobile number.
  table: { '& table': { tableLayout: 'auto' }, '& td': { overflowWrap: 'anywhere' } },
});

const COLUMNS: DataColumn<Signatory>[] = [
  { id: 'name', header: 'Name', cell: (s) => displayOrDash(s.name) },
  { id: 'pan', header: 'PAN', cell: (s) => displayOrDash(s.pan), nowrap: true },
  { id: 'email', header: 'Email ID', cell: (s) => displayOrDash(s.email) },
  {
    id: 'mobile',
    header: 'Mobile Number',
    cell: (s) => displayOrDash(mobileOf(s.countryCode, s.mobile)),
    nowrap: true,
  },
  { id: 'designation', header: 'Designation', cell: (s) => displayOrDash(s.designation) },
  { id: 'esign', header: 'E-Sign', cell: (s) => yesNo(s.canEsign !== false) },
];

/** The signatory fields asked for msar funds only (0-product-decisions §2). */
const MSAR_COLUMNS: DataColumn<Signatory>[] = [
  { id: 'father', header: 'Father Name', cell: (s) => displayOrDash(s.fatherName) },
  { id: 'dpin', header: 'DIN / DPIN', cell: (s) => displayOrDash(s.dpin) },
  { id: 'address', header: 'Address', cell: (s) => displayOrDash(s.completeAddress) },
];

/** Authorised signatories by group, each with its required number of signatures (doc 2 "Previews"). */
export function SignatoriesSection({ application, onEdit }: EntitySectionProps) {
  const styles = useStyles();
  const groups = application.groups ?? [];
  const msar = (application.fundType ?? application.scheme?.fundType) === 'msar';
  const columns = msar ? [...COLUMNS.slice(0, 5), ...MSAR_COLUMNS, COLUMNS[5]!] : COLUMNS;
  return (
    <ViewSection title={STEP_LABELS['authorised-signatory']} onEdit={onEdit}>
      {groups.length === 0 && <Text className={styles.empty}>{MESSAGES.noDataFound}</Text>}
      {groups.map((g, i) => {
        const title = g.name?.trim() || `Group ${i + 1}`;
        const members = (g.groupsignatories ?? []).filter((s) => s.isActive !== false);
        return (
          <ViewGroup key={g.id ?? i} title={title} first={i === 0}>
            <FieldList>
              <ViewField label="Total No. of required authorised signatories" value={g.threshold ?? 1} />
              <ViewField label="No. of authorised signatories" value={members.length} />
            </FieldList>
            {members.length === 0 ? (
              <Text className={styles.empty}>{MESSAGES.noDataFound}</Text>
            ) : (
              <DataTable
                label={`Authorised signatories of ${title}`}
                columns={columns}
                rows={members}
                getRowKey={(s) => s.id ?? `${s.pan}-${s.email}`}
                minWidth={msar ? 1000 : 720}
                size="small"
                className={styles.table}
              />
            )}
          </ViewGroup>
        );
      })}
    </ViewSection>
  );
}
