import * as React from 'react';
import {
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { MIN_WIDTH_VAR, useDataTableStyles } from './DataTable.styles';
import type { DataColumn, DataTableProps } from './DataTable.types';

/**
 * A list's table, driven by one column definition: the header row and, for each row, the cells, each
 * cell carrying its column's header as `data-label`, the label a phone shows above the value when the
 * rows stack into cards below 640 px. Between 640 px and `minWidth` the table scrolls sideways in its
 * frame, a `sticky: 'end'` column staying in view.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowKey,
  label,
  minWidth = 640,
  busy,
  size = 'medium',
  className,
}: DataTableProps<Row>): React.JSX.Element {
  const styles = useDataTableStyles();
  const cellClass = (column: DataColumn<Row>) =>
    mergeClasses(column.sticky === 'end' && styles.stickyEnd, column.nowrap && styles.nowrap);
  return (
    // Focusable, so a keyboard user can scroll a table wider than the page (WCAG 2.1.1).
    <div className={mergeClasses(styles.scroller, className)} tabIndex={0}>
      <Table
        className={styles.table}
        style={{ [MIN_WIDTH_VAR]: `${minWidth}px` } as React.CSSProperties}
        size={size}
        aria-label={label}
        aria-busy={busy}
      >
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell
                key={column.id}
                className={column.sticky === 'end' ? styles.stickyEnd : undefined}
              >
                {column.headerExtra ? (
                  <span className={styles.headerWithExtra}>
                    {column.header}
                    {column.headerExtra}
                  </span>
                ) : (
                  column.header
                )}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={getRowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.id} data-label={column.header} className={cellClass(column)}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
