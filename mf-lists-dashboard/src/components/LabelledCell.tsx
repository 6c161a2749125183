import { TableCell, type TableCellProps } from '@fluentui/react-components';

/**
 * A table cell that knows its column's name: on a phone the lists show each row as a card, and the
 * name goes before the value there (useListStyles().stacked), since the header row is hidden.
 */
export function LabelledCell({ label, ...props }: TableCellProps & { label: string }) {
  return <TableCell data-label={label} {...props} />;
}
