import type * as React from 'react';

/**
 * One column of a `DataTable`: its header, which is also the label a phone shows above each value when
 * the rows stack into cards, and how a row fills its cell.
 */
export interface DataColumn<Row> {
  /** Stable key of the column among its table's columns. */
  id: string;
  /** The column header, and the label of the value on a phone (the same text, so they cannot differ). */
  header: string;
  /**
   * Shown beside the header in the header row only (an info pop-up): phones, whose cards label each
   * value with `header`, do not show it.
   */
  headerExtra?: React.ReactNode;
  /** The cell's content for one row. `null`, `false` or `undefined` leaves the cell empty (hidden on a phone). */
  cell: (row: Row) => React.ReactNode;
  /**
   * `'end'`: the column stays in view at the table's end while a wide table scrolls sideways (an actions
   * column). Put it last.
   */
  sticky?: 'end';
  /**
   * Keep the cell's text on one line (numbers, dates, identifiers).
   * @default false
   */
  nowrap?: boolean;
}

export interface DataTableProps<Row> {
  /** The columns, in order; each renders its header and, for every row, its cell. */
  columns: readonly DataColumn<Row>[];
  /** The rows of the current page. */
  rows: readonly Row[];
  /** A key that identifies a row among `rows` (usually its id). */
  getRowKey: (row: Row) => React.Key;
  /** The table's accessible name. */
  label: string;
  /**
   * The table's narrowest width in px. Between 640 px and this width the table scrolls sideways inside
   * its frame (the page itself never does); below 640 px the rows are cards.
   * @default 640
   */
  minWidth?: number;
  /**
   * Sets `aria-busy` while a newer page loads over the rows shown (omitted when undefined).
   */
  busy?: boolean;
  /**
   * Row height, as Fluent's `Table`.
   * @default 'medium'
   */
  size?: 'extra-small' | 'small' | 'medium';
  /** Class of the scrolling frame around the table. */
  className?: string;
}
