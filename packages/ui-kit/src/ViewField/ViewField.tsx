import * as React from 'react';
import { mergeClasses } from '@fluentui/react-components';
import { NA, displayValue } from '../displayValue/displayValue';
import { useViewFieldStyles } from './ViewField.styles';
import type { FieldListProps, ViewFieldProps } from './ViewField.types';

/** Read-only label and value pairs in three columns (two on tablets, one on phones). */
export function FieldList({ children, label }: FieldListProps): React.JSX.Element {
  return (
    <dl className={useViewFieldStyles().list} aria-label={label}>
      {children}
    </dl>
  );
}

/** One label and its value inside a `FieldList`; a missing value reads `placeholder`. */
export function ViewField({ label, value, wide, placeholder = NA }: ViewFieldProps): React.JSX.Element {
  const styles = useViewFieldStyles();
  const shown =
    value === null || value === undefined || typeof value !== 'object'
      ? displayValue(value, placeholder)
      : value;
  return (
    <div className={mergeClasses(styles.field, wide && styles.wide)}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{shown}</dd>
    </div>
  );
}
