import { sql, type SQL } from 'drizzle-orm';
import { REPORT_SUMMARY_COLUMN_LABELS, type ReportSummaryColumn } from '@aif/contracts';
import { applications } from '../../db/schema';
import { holdingText, investorTypeText, statusText } from './columns-text';
import { epochMs, investorTypeSql, statusGroupSql } from './sql';
import { excelDateOfInstant, type SheetColumn } from './xlsx';

/**
 * "Download All Fields" (0-product-decisions §11): one row per application with every field of the
 * application, its holders (first, second, third), its bank (the default one), its nominees and its
 * investment. Each column is its SQL expression and how the cell shows it, so the two never drift apart.
 */

const a = applications;

interface Field {
  header: string;
  kind: SheetColumn<unknown>['kind'];
  sql: SQL;
  /** The cell of the value the database returned; by default the value itself. */
  cell?: (v: unknown) => string | number | Date | null;
  width?: number;
}

const yesNo = (v: unknown) =>
  v === null || v === undefined ? null : v === true || v === 'true' ? 'Yes' : 'No';
const instant = (v: unknown) => excelDateOfInstant(v as number | null);
/** A 'YYYY-MM-DD' day as an Excel date (midnight, no zone). */
const day = (v: unknown) => {
  const m = typeof v === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(v) : null;
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
};

/** A key of the investment JSON as text, as a number when it holds one, or as a day. */
const inv = (key: string) => sql`nullif(${a.investment}->>${sql.raw(`'${key}'`)}, '')`;
const invNumber = (key: string) =>
  sql`(case when ${inv(key)} ~ '^-?[0-9]+(\\.[0-9]+)?$' then (${inv(key)})::float8 end)`;
const invDay = (key: string) => sql`(case when ${inv(key)} ~ '^\\d{4}-\\d{2}-\\d{2}' then ${inv(key)} end)`;

const text = (header: string, expr: SQL, width?: number): Field => ({
  header,
  kind: 'text',
  sql: expr,
  width,
});
const amount = (header: string, expr: SQL): Field => ({ header, kind: 'amount', sql: expr });
const number = (header: string, expr: SQL): Field => ({ header, kind: 'number', sql: expr });
const when = (header: string, expr: SQL): Field => ({
  header,
  kind: 'datetime',
  sql: epochMs(expr),
  cell: instant,
});
const onDay = (header: string, expr: SQL): Field => ({ header, kind: 'date', sql: expr, cell: day });
const flag = (header: string, expr: SQL): Field => ({
  header,
  kind: 'text',
  sql: expr,
  cell: yesNo,
  width: 10,
});

/** A holder's columns (h1, h2, h3: the active applicant of that type). */
function holder(n: 1 | 2 | 3, label: string): Field[] {
  const h = sql.raw(`h${n}`);
  return [
    text(`${label} Name`, sql`${h}.name`, 30),
    text(`${label} PAN`, sql`${h}.pan_no`, 14),
    onDay(`${label} Date of Birth`, sql`${h}.date_of_birth::text`),
    text(`${label} Email`, sql`${h}.email`, 30),
    text(`${label} Mobile`, sql`(${h}.country_code || ' ' || ${h}.mobile)`, 18),
    text(`${label} Residential Status`, sql`${h}.residential_status`),
  ];
}

const FIELDS: Field[] = [
  // The application.
  text('Application ID', sql`${a.applicationNumber}`, 16),
  text('Reference ID', sql`${a.applicant1ReferenceId}`, 38),
  { header: 'Investor Type', kind: 'text', sql: investorTypeSql, cell: (v) => investorTypeText(String(v)) },
  text('Application Type', sql`${a.applicationType}`),
  text('Onboarding Type', sql`${a.onboardingType}`),
  {
    header: 'Mode of Holding',
    kind: 'text',
    sql: sql`${a.modeOfHolding}`,
    cell: (v) => holdingText(v as string),
  },
  { header: 'Status', kind: 'text', sql: sql`${a.status}`, cell: (v) => statusText(String(v)) },
  {
    header: 'Report Status',
    kind: 'text',
    sql: statusGroupSql,
    cell: (v) => REPORT_SUMMARY_COLUMN_LABELS[v as ReportSummaryColumn] ?? String(v),
  },
  number('Current Step', sql`${a.currentStep}`),
  flag('POA', sql`${a.hasPoa}`),
  when('Date of Onboarding', sql`${a.createdAt}`),
  when('Last Updated', sql`${a.updatedAt}`),
  when('Completed On', sql`${a.completedAt}`),
  when('Rejected On', sql`${a.rejectedAt}`),
  text('Rejected By', sql`${a.rejectedByRole}`),
  text('Rejection Reason', sql`${a.rejectedReason}`, 40),
  text('Scheme Code', sql`s.scheme_code`),
  text('Scheme', sql`s.scheme_name`, 30),
  text('Plan Code', sql`pl.plan_code`),
  text('Plan', sql`pl.plan_description`, 30),
  text('Distributor', sql`dist.name`, 30),
  text('ARN Code', sql`dist.arn_code`),
  text("Distributor's RM", sql`sub.name`, 30),
  text('RM', sql`rm.name`, 30),
  text('Filled By', sql`filler.name`, 30),
  // The investment.
  amount('Commitment Amount', sql`${a.commitmentAmount}::float8`),
  amount('Contribution Amount', sql`${a.contributionChequeAmount}::float8`),
  flag('Group Investment', inv('groupInvestment')),
  text('Group Name', inv('groupName')),
  flag('Lower the Units', inv('lowerTheUnits')),
  text('Setup Fee Type', inv('setupFeeType')),
  number('Setup Fee Percentage', invNumber('setupFeePercentage')),
  amount('Setup Fee Amount', invNumber('setupFeeAmount')),
  amount('Setup Fee GST', invNumber('setupFeeGST')),
  amount('Total Setup Fee', invNumber('totalSetupFee')),
  amount('Setup Fee TDS', invNumber('setupFeeTDS')),
  amount('Net Setup Fee Less TDS', invNumber('netSetupFeeLessTDS')),
  amount('Face Value', invNumber('faceValue')),
  number('Premium Percentage', invNumber('premiumPercentage')),
  amount('Premium Value', invNumber('premiumValue')),
  amount('Per Unit Value', invNumber('perUnitValue')),
  number('No of Units', invNumber('noOfUnits')),
  onDay('Drawdown Date', invDay('drawDownDate')),
  text('Mode of Payment', inv('modeOfPayment')),
  text('Cheque No/UTR No', inv('paymentRefNo')),
  text('NEFT Code', inv('neftCode')),
  text('DD No', inv('ddNo')),
  onDay('Cheque Date', invDay('chequeDate')),
  text('Payment Bank Account Number', inv('paymentBankAccountNumber')),
  text('Payment Bank Name', inv('paymentBankame')),
  text('Payment Bank Account Type', inv('paymentBankAccontType')),
  text('Operating Expenses Applicable', inv('isoperatingExpensesApplicable')),
  text('Operating Expenses Type', inv('operatingExpensesType')),
  number('Operating Expenses', invNumber('operatingExpenses')),
  text('Hurdle Rate', inv('hurdleRate')),
  // The holders.
  number(
    'Number of Holders',
    sql`(select count(*)::int from applicants p
    where p.application_id = ${a.id} and p.is_active)`,
  ),
  ...holder(1, 'First Holder'),
  ...holder(2, 'Second Holder'),
  ...holder(3, 'Third Holder'),
  // The default bank (else the first active one).
  text('Bank Name', sql`b.bank_name`, 30),
  text('Bank Branch', sql`b.bank_branch`, 30),
  text('IFSC', sql`b.ifsc_code`, 14),
  text('Bank Account Number', sql`b.bank_account_number`, 20),
  text('Bank Account Type', sql`b.bank_account_type`),
  text('MICR', sql`b.micr_code`),
  flag('Penny Drop Verified', sql`b.pennydrop_verified`),
  // The nominees.
  flag('Does Not Wish to Nominate', sql`${a.doNotWishToNominate}`),
  number('Number of Nominees', sql`coalesce(nom.n, 0)`),
  text('Nominees', sql`nom.names`, 40),
  // The e-sign.
  text('E-Sign Document ID', sql`es.provider_document_id`, 30),
  when('E-Signed On', sql`es.completed_at`),
];

/** The spreadsheet's columns (c0, c1, ... of `allFieldsSql`). */
export const ALL_FIELDS_COLUMNS: SheetColumn<Record<string, unknown>>[] = FIELDS.map((f, i) => ({
  header: f.header,
  kind: f.kind,
  width: f.width,
  value: (row) => {
    const v = row[`c${i}`];
    if (f.cell) return f.cell(v);
    return v === null || v === undefined ? null : (v as string | number);
  },
}));

const holderJoin = (n: 1 | 2 | 3) => {
  const h = sql.raw(`h${n}`);
  return sql`left join lateral (select p.name, p.pan_no, p.date_of_birth, p.email, p.country_code, p.mobile,
      p.residential_status from applicants p
    where p.application_id = ${a.id} and p.applicant_type = ${sql.raw(String(n))} and p.is_active
    order by p.created_at limit 1) ${h} on true`;
};

/** Every application matching `where`, in `orderBy`, with the columns above. */
export function allFieldsSql(where: SQL, orderBy: SQL): SQL {
  const columns = sql.join(
    FIELDS.map((f, i) => sql`${f.sql} as ${sql.raw(`c${i}`)}`),
    sql`, `,
  );
  return sql`select ${columns} from ${a}
    left join schemes s on s.id = ${a.schemeId}
    left join plans pl on pl.id = ${a.planId}
    left join users dist on dist.id = ${a.distributorId}
    left join users sub on sub.id = ${a.subdistributorId}
    left join users rm on rm.id = ${a.rmId}
    left join users filler on filler.id = ${a.createdBy}
    ${holderJoin(1)} ${holderJoin(2)} ${holderJoin(3)}
    left join lateral (select * from banks bk where bk.application_id = ${a.id} and bk.is_active
      order by bk.default_bank_account desc, bk.sno limit 1) b on true
    left join lateral (select count(*)::int as n,
        string_agg(coalesce(nm.nominee_name, '') || coalesce(' (' || nm.nominee_percentage::float8 || '%)', ''),
          '; ' order by nm.sno) as names
      from nominees nm where nm.application_id = ${a.id} and nm.is_active) nom on true
    left join lateral (select d.provider_document_id, d.completed_at from esign_documents d
      where d.application_id = ${a.id} order by d.created_at desc limit 1) es on true
    where ${where} order by ${orderBy}`;
}
