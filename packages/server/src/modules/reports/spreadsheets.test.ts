import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  APPLICATION_STATUS_LABELS,
  HOLDING_MODE_LABELS,
  REPORT_DETAIL_COLUMNS,
  REPORT_FILE_NAMES,
  REPORT_INVESTOR_TYPE_LABELS,
  REPORT_SUMMARY_COLUMN_LABELS,
  REPORT_SUMMARY_COLUMNS,
  type CommitmentReport,
  type DetailReport,
  type ReportDetailRow,
  type SummaryReport,
} from '@aif/contracts';
import { AMOUNT_FORMAT, XLSX_CONTENT_TYPE, cursorSource } from './xlsx';
import { closeReportFixture, days, ids, numbers, openReportFixture, report } from './test-fixture';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await openReportFixture());
});
afterAll(closeReportFixture);

it('reads rows with a cursor, a batch at a time', async () => {
  const batches: number[][] = [];
  await cursorSource<{ n: number }>(
    app.db,
    sql`select n from generate_series(1, 5) n order by n`,
    2,
  )(async (rows) => {
    batches.push(rows.map((r) => r.n));
  });
  expect(batches).toEqual([[1, 2], [3, 4], [5]]);
});

/** Downloads a report and reads its only sheet back with exceljs. */
async function download(path: string, fileName: string, query: Record<string, string> = {}) {
  const res = await report(path, { downloadFile: 'true', ...query });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  const sheet = workbook.worksheets[0]!;
  // The header row stays in view.
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return { sheet, header: rows[0]!, body: rows.slice(1) };
}

/** An instant as the sheet shows it: the Kolkata wall-clock time in a zone-less Excel date. */
const inSheet = (iso: string) => new Date(new Date(iso).getTime() + 330 * 60_000);

describe('spreadsheets read back match the JSON', () => {
  it.each([
    ['onboardingSummary', REPORT_FILE_NAMES.onboardingSummary, 'Scheme'],
    ['distributorWiseOnboardingSummary', REPORT_FILE_NAMES.distributorOnBoardingSummary, 'Distributor'],
  ])('%s', async (path, fileName, first) => {
    const json = (await report(path)).json() as SummaryReport;
    const { header, body } = await download(path, fileName);
    expect(header).toEqual([
      first,
      'Investor Type',
      ...REPORT_SUMMARY_COLUMNS.map((c) => REPORT_SUMMARY_COLUMN_LABELS[c]),
    ]);
    expect(body).toEqual(
      json.data.flatMap((g) =>
        g.types.map((t) => [
          g.name,
          REPORT_INVESTOR_TYPE_LABELS[t.investorType],
          ...t.counts.map((c) => c.count),
        ]),
      ),
    );
    expect(body.length).toBeGreaterThan(3);
  });

  it('distributorWiseCommitmentAmount: amounts as numbers in the Indian format', async () => {
    const json = (await report('distributorWiseCommitmentAmount')).json() as CommitmentReport;
    const { sheet, header, body } = await download(
      'distributorWiseCommitmentAmount',
      REPORT_FILE_NAMES.distributorCommitmentAmount,
    );
    expect(header).toEqual([
      'Distributor',
      'Investor Type',
      'Completed Applications',
      'Commitment Amount',
      'Contribution Amount',
    ]);
    expect(body).toEqual(
      json.data.flatMap((g) =>
        g.types.map((t) => [
          g.name,
          REPORT_INVESTOR_TYPE_LABELS[t.investorType],
          t.completed,
          t.commitmentAmount,
          t.contributionAmount,
        ]),
      ),
    );
    expect(body[0]![3]).toBe(15000000.5);
    expect(sheet.getCell('D2').numFmt).toBe(AMOUNT_FORMAT);
  });

  /** The details table's ten columns of a JSON row, as the sheet shows them. */
  const detailCells = (r: ReportDetailRow) => [
    r.firstHolderName,
    r.applicationNumber,
    HOLDING_MODE_LABELS[r.modeOfHolding as keyof typeof HOLDING_MODE_LABELS],
    r.scheme ?? undefined,
    inSheet(r.createdAt),
    r.commitmentAmount ?? undefined,
    r.firstHolderPan,
    r.distributor ?? undefined,
    r.esignDocumentId ?? undefined,
    APPLICATION_STATUS_LABELS[r.status],
  ];
  /** A sheet row without the empty cells exceljs leaves out at its end. */
  const trimmed = (cells: unknown[]) => cells.map((c) => (c === null ? undefined : c));

  it('onboardingDetails (Current Fields): every matching row, not a page, in the table order', async () => {
    const json = (await report('onboardingDetails', { limit: '100' })).json() as DetailReport;
    expect(json.total).toBe(18);
    const { sheet, header, body } = await download(
      'onboardingDetails',
      REPORT_FILE_NAMES.onboardingDetailsCurrentFields,
    );
    expect(header).toEqual(REPORT_DETAIL_COLUMNS.map((c) => c.label));
    expect(body.map(trimmed)).toEqual(json.data.map(detailCells).map(trimmed));
    const i8 = body.findIndex((r) => r[1] === numbers.i8) + 2;
    expect(sheet.getCell(`E${i8}`).value).toEqual(new Date('2025-06-09T11:30:00Z'));
    expect(sheet.getCell(`F${i8}`).value).toBe(10000000);
    expect(sheet.getCell(`F${i8}`).numFmt).toBe(AMOUNT_FORMAT);
  });

  it('onboardingDetails with filters: the same rows as the screen', async () => {
    const query = { distributorId: ids.D2!, status: 'pending_with_investor,completed' };
    const json = (await report('onboardingDetails', { ...query, limit: '100' })).json() as DetailReport;
    expect(json.total).toBe(3);
    const { body } = await download(
      'onboardingDetails',
      REPORT_FILE_NAMES.onboardingDetailsCurrentFields,
      query,
    );
    expect(body.map(trimmed)).toEqual(json.data.map(detailCells).map(trimmed));
  });

  it('completedApplications: the table columns and when each became completed', async () => {
    const json = (await report('completedApplications', { limit: '100' })).json() as DetailReport;
    const { header, body } = await download(
      'completedApplications',
      REPORT_FILE_NAMES.onboardingCompletedDetails,
    );
    expect(header).toEqual([...REPORT_DETAIL_COLUMNS.map((c) => c.label), 'Completed On']);
    expect(body.map(trimmed)).toEqual(
      json.data.map((r) => trimmed([...detailCells(r), inSheet(r.completedAt!)])),
    );
    expect(body).toHaveLength(5);
  });

  it('allApplicationsData: one row per application with holders, bank, nominees and investment', async () => {
    const json = (await report('onboardingDetails', { limit: '100' })).json() as DetailReport;
    const { header, body } = await download(
      'allApplicationsData',
      REPORT_FILE_NAMES.onboardingDetailsAllFields,
    );
    const col = (name: string) => {
      const i = header.indexOf(name);
      expect(i).toBeGreaterThanOrEqual(0);
      return i;
    };
    expect(body.map((r) => r[col('Application ID')])).toEqual(json.data.map((r) => r.applicationNumber));
    const i8 = body.find((r) => r[col('Application ID')] === numbers.i8)!;
    const cell = (name: string) => i8[col(name)];
    expect(cell('First Holder Name')).toBe('Hari Menon');
    expect(cell('First Holder PAN')).toBe('AAAPM0008H');
    expect(cell('Investor Type')).toBe(REPORT_INVESTOR_TYPE_LABELS.individual);
    expect(cell('Status')).toBe(APPLICATION_STATUS_LABELS.completed);
    expect(cell('Report Status')).toBe(REPORT_SUMMARY_COLUMN_LABELS.completed);
    expect(cell('Scheme')).toBe('Growth Fund');
    expect(cell('Plan')).toBe('Plan One');
    expect(cell('Distributor')).toBe('Alpha Distributors');
    expect(cell('ARN Code')).toBe('ARN-1');
    expect(cell('Commitment Amount')).toBe(10000000);
    expect(cell('Contribution Amount')).toBe(2500000);
    expect(cell('Setup Fee Amount')).toBe(200000);
    expect(cell('Drawdown Date')).toEqual(new Date('2025-07-01T00:00:00Z'));
    expect(cell('Date of Onboarding')).toEqual(new Date('2025-06-09T11:30:00Z'));
    expect(cell('Completed On')).toEqual(new Date('2025-06-10T15:30:00Z'));
    expect(cell('Bank Name')).toBe('HDFC Bank');
    expect(cell('Number of Nominees')).toBe(2);
    expect(cell('Nominees')).toBe('Hema Menon (60%); Hina Menon (40%)');
    expect(cell('E-Sign Document ID')).toBe('DOC-I8-2');
    const i10 = body.find((r) => r[col('Application ID')] === numbers.i10)!;
    expect([
      i10[col('Number of Holders')],
      i10[col('Second Holder Name')],
      i10[col('Third Holder PAN')],
    ]).toEqual([3, 'Jaya Kapoor', 'AAAPK0030J']);
  });

  it('allApplicationsData takes the filters and range of the details report', async () => {
    const { body, header } = await download(
      'allApplicationsData',
      REPORT_FILE_NAMES.onboardingDetailsAllFields,
      {
        ...days('2025-05-31', '2025-06-01'),
      },
    );
    expect(body.map((r) => r[header.indexOf('First Holder Name')])).toEqual(['Sara Edge', 'Ravi Edge']);
  });

  it('an empty report is a sheet with its header only', async () => {
    const { header, body } = await download(
      'onboardingDetails',
      REPORT_FILE_NAMES.onboardingDetailsCurrentFields,
      {
        investorType: 'nri',
        status: 'draft',
      },
    );
    expect(header).toHaveLength(10);
    expect(body).toEqual([]);
  });
});
