import { Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  CONTROLLING_PERSON_TYPE_LABELS,
  MESSAGES,
  OCCUPATION_LABELS,
  fatcaAnswerRows,
  type ControllingPerson,
  type FatcaAnswerRow,
  type FatcaQuestion,
} from '@aif/contracts';
import { DataTable, displayOrDash, type DataColumn } from '@aif/ui-kit';
import { date, labelOf } from '../format';
import { FieldList, ViewField, ViewGroup, ViewSection } from '../layout';
import type { EntitySectionProps } from './types';

const useStyles = makeStyles({ empty: { color: tokens.colorNeutralForeground2 } });

/** An answer that is a date ('2026-06-01') reads as the rest of the view's dates. */
const answerText = (answer: string | null) =>
  answer && /^\d{4}-\d{2}-\d{2}$/.test(answer) ? date(answer) : answer;

const PERSON_COLUMNS: DataColumn<ControllingPerson>[] = [
  { id: 'name', header: 'Name', cell: (p) => displayOrDash(p.name) },
  {
    id: 'type',
    header: 'Type',
    cell: (p) => displayOrDash(labelOf(CONTROLLING_PERSON_TYPE_LABELS, p.controllingPersonType)),
  },
  {
    id: 'identification',
    header: 'Identification',
    cell: (p) => displayOrDash([p.indentificationType, p.indentificationNumber].filter(Boolean).join(': ')),
  },
  { id: 'tin', header: 'TIN', cell: (p) => displayOrDash(p.tin), nowrap: true },
  { id: 'dob', header: 'Date of Birth', cell: (p) => displayOrDash(date(p.dateOfBirth)), nowrap: true },
  { id: 'residence', header: 'Country of Tax Residence', cell: (p) => displayOrDash(p.countryOfResidense) },
  { id: 'nationality', header: 'Nationality', cell: (p) => displayOrDash(p.nationality) },
  {
    id: 'occupation',
    header: 'Occupation',
    cell: (p) =>
      displayOrDash([p.occupationType, labelOf(OCCUPATION_LABELS, p.occupation)].filter(Boolean).join(': ')),
  },
];

function Answers({ rows }: { rows: FatcaAnswerRow[] }) {
  return (
    <FieldList>
      {rows.map((r) => (
        <ViewField key={r.id} label={r.question} value={answerText(r.answer)} wide />
      ))}
    </FieldList>
  );
}

/**
 * The entity FATCA (doc 2 "Previews"): the questionnaire's visible questions with their answers, as
 * /mdms/fatca_data.json asks them, and the controlling persons.
 */
export function EntityFatcaSection({
  application,
  questions,
  onEdit,
}: EntitySectionProps & { questions: readonly FatcaQuestion[] }) {
  const styles = useStyles();
  const detail = application.applicants[0]?.fatcadetail;
  const rows = fatcaAnswerRows(questions, detail);
  // A section header opens a group of the questions that follow it.
  const chunks: { header: string | null; rows: FatcaAnswerRow[] }[] = [];
  for (const r of rows) {
    const last = chunks[chunks.length - 1];
    if (!last || r.sectionHeader) chunks.push({ header: r.sectionHeader, rows: [r] });
    else last.rows.push(r);
  }
  const persons = (detail?.controllingpersons ?? []).filter((p) => p.isActive !== false);
  return (
    <ViewSection title="FATCA Details" onEdit={onEdit}>
      {!detail ? (
        <Text className={styles.empty}>{MESSAGES.noDataFound}</Text>
      ) : (
        chunks.map((c, i) =>
          c.header ? (
            <ViewGroup key={c.rows[0]!.id} title={c.header} first={i === 0}>
              <Answers rows={c.rows} />
            </ViewGroup>
          ) : (
            <Answers key={c.rows[0]!.id} rows={c.rows} />
          ),
        )
      )}
      <ViewGroup title="Controlling Persons">
        {persons.length === 0 ? (
          <Text className={styles.empty}>{MESSAGES.noDataFound}</Text>
        ) : (
          <DataTable
            label="Controlling persons"
            columns={PERSON_COLUMNS}
            rows={persons}
            getRowKey={(p) => p.id ?? `${p.name}-${p.tin}`}
            minWidth={960}
            size="small"
          />
        )}
      </ViewGroup>
    </ViewSection>
  );
}
