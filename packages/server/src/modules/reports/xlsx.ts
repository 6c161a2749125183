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
export function cursorSource<Row>(db: Db, query: SQL, size = 500): RowSource<Row> {
  return (onBatch) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`declare report_rows no scroll cursor for ${query}`);
      const statement = sql.raw(`fetch forward ${Math.floor(size)} from report_rows`);
      const fetch = () => {
        const rows = tx.execute(statement).then((r) => (r as unknown as { rows: Row[] }).rows);
        // Awaited below; a failure while the previous batch is written must not go unhandled meanwhile.
        rows.catch(() => undefined);
        return rows;
      };
      // The next batch is read while the current one is written: two batches in memory at most.
      let next: Promise<Row[]> | null = fetch();
      while (next) {
        const rows: Row[] = await next;
        next = rows.length === size ? fetch() : null;
        if (rows.length) await onBatch(rows);
      }
      await tx.execute(sql`close report_rows`);
    });
}

/** Rows already in memory (the summaries: a few dozen). */
export const arraySource =
  <Row>(rows: Row[]): RowSource<Row> =>
  (onBatch) =>
    onBatch(rows);

/**
 * exceljs hands a sheet's XML to the zip without backpressure (its StreamBuf ignores write()'s answer):
 * the zip's input streams are where the XML waits to be compressed. Their writables, to wait on.
 */
function zipInputs(sheet: ExcelJS.Worksheet): Writable[] {
  return (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes ?? [];
}

/** Whether a writable's buffer is full (exceljs's zip uses readable-stream 2, without the getters). */
function needsDrain(out: Writable): boolean {
  const state = (out as unknown as { _writableState?: { needDrain?: boolean } })._writableState;
  return out.writableNeedDrain ?? state?.needDrain ?? false;
}

/** Waits until `out` can take more, or it is closed (the client went away). */
async function drained(out: Writable): Promise<void> {
  if (!needsDrain(out) || out.destroyed) return;
  // The listener that did not fire is removed, so long downloads do not pile them up.
  const done = new AbortController();
  const event = (name: string) => once(out, name, { signal: done.signal }).catch(() => undefined);
  await Promise.race([event('drain'), event('close')]);
  done.abort();
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
  // One style object per column, shared by its cells: exceljs caches a cell's style by the object, so a
  // copy per cell (what a column style gives) would be looked up anew for every cell.
  const styles: Partial<ExcelJS.Style>[] = columns.map((c) =>
    c.kind === 'amount'
      ? { numFmt: AMOUNT_FORMAT }
      : c.kind === 'date'
        ? { numFmt: DATE_FORMAT }
        : c.kind === 'datetime'
          ? { numFmt: DATETIME_FORMAT }
          : {},
  );
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width ?? WIDTHS[c.kind],
    style: styles[i],
  }));
  sheet.getRow(1).font = { bold: true };
  await source(async (batch) => {
    // A client that went away ends the read (the transaction rolls back, the cursor with it).
    if (out.destroyed) throw new Error('download closed by the client');
    for (const row of batch) {
      // Empty cells are left out of the row (a sparse array): exceljs writes them twice as fast.
      const cells: (string | number | Date)[] = [];
      columns.forEach((c, i) => {
        const v = c.value(row);
        if (v !== null && v !== undefined && v !== '') cells[i] = v;
      });
      const added = sheet.addRow(cells);
      added.eachCell((cell, col) => {
        cell.style = styles[col - 1]!;
      });
      added.commit();
    }
    // The batch is compressed and handed to the client before the next one is written.
    for (const input of zipInputs(sheet)) await drained(input);
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
