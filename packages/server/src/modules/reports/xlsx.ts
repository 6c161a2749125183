import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A spreadsheet column: its header, how wide, what kind of value. */
export interface SheetColumn<Row> {
  header: string;
  kind: 'text' | 'number' | 'amount' | 'date' | 'datetime';
  value: (row: Row) => string | number | Date | null | undefined;
  width?: number;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Indian digit grouping (12,34,56,789.00), as the screens show amounts. */
export const AMOUNT_FORMAT = '#,##,##0.00';
const DATE_FORMAT = 'dd/mm/yyyy';
const DATETIME_FORMAT = 'dd/mm/yyyy hh:mm:ss';

/** Asia/Kolkata has no daylight saving: +05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * An instant as an Excel date: Excel dates have no zone, so the cell holds the Asia/Kolkata wall-clock
 * time (exceljs writes a Date's UTC fields).
 */
export function excelDateOfInstant(ms: number | null | undefined): Date | null {
  return ms === null || ms === undefined ? null : new Date(Math.round(ms) + IST_OFFSET_MS);
}

const WIDTHS = { text: 24, number: 12, amount: 18, date: 14, datetime: 20 } as const;

/** Hands rows to `onBatch` a batch at a time, waiting for it before reading on. */
export type RowSource<Row> = (onBatch: (rows: Row[]) => Promise<void>) => Promise<void>;

/**
 * Rows of `query` in batches of `size`, read with a cursor inside a transaction (DECLARE / FETCH work on
 * PostgreSQL and PGlite): however many rows match, only one batch is in memory at a time.
 */
export function cursorSource<Row>(db: Db, query: SQL, size = 1000): RowSource<Row> {
  return (onBatch) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`declare report_rows no scroll cursor for ${query}`);
      const fetch = sql.raw(`fetch forward ${Math.floor(size)} from report_rows`);
      for (;;) {
        const { rows } = (await tx.execute(fetch)) as unknown as { rows: Row[] };
        if (!rows.length) break;
        await onBatch(rows);
        if (rows.length < size) break;
      }
      await tx.execute(sql`close report_rows`);
    });
}

/** Rows already in memory (the summaries: a few dozen). */
export const arraySource =
  <Row>(rows: Row[]): RowSource<Row> =>
  (onBatch) =>
    onBatch(rows);

/** Waits until `out` can take more, or it is closed (the client went away). */
async function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return;
  await Promise.race([once(out, 'drain'), once(out, 'close')]);
}

/**
 * Writes one sheet to `out` as rows arrive: exceljs's streaming writer commits each row to the zip, and
 * the next batch is read only once `out` has drained, so memory stays flat. Real headers, the header row
 * frozen, dates as Excel dates, amounts as numbers with the Indian format.
 */
export async function writeSheet<Row>(
  out: Writable,
  sheetName: string,
  columns: readonly SheetColumn<Row>[],
  source: RowSource<Row>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width ?? WIDTHS[c.kind],
    style:
      c.kind === 'amount'
        ? { numFmt: AMOUNT_FORMAT }
        : c.kind === 'date'
          ? { numFmt: DATE_FORMAT }
          : c.kind === 'datetime'
            ? { numFmt: DATETIME_FORMAT }
            : {},
  }));
  sheet.getRow(1).font = { bold: true };
  await source(async (batch) => {
    // A client that went away ends the read (the transaction rolls back, the cursor with it).
    if (out.destroyed) throw new Error('download closed by the client');
    for (const row of batch) sheet.addRow(columns.map((c) => c.value(row) ?? null)).commit();
    await drained(out);
  });
  sheet.commit();
  await workbook.commit();
}

/** A stream for the reply and the promise of the sheet written to it; a failure ends the stream. */
export function sheetStream(write: (out: Writable) => Promise<void>, onError: (e: unknown) => void) {
  const out = new PassThrough();
  write(out).catch((e: unknown) => {
    onError(e);
    out.destroy(e instanceof Error ? e : new Error(String(e)));
  });
  return out;
}

/** Content-Disposition of a download. */
export const attachment = (fileName: string) => `attachment; filename="${fileName}"`;
