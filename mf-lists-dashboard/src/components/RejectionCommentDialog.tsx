import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  formatDateTimeIST,
  ROLE_LABELS,
  isStaffRole,
  statusLabel,
  type ApplicationListRow,
  type Role,
} from '@aif/contracts';
import { displayValue } from '@aif/ui-kit';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  pair: { display: 'contents' },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

export interface RejectionCommentDialogProps {
  row: ApplicationListRow | null;
  role: Role;
  onClose: () => void;
}

/** The comment of a rejected application: id, status, rejected on, by which role, the reason (doc 3 §2.5). */
export function RejectionCommentDialog({ row, role, onClose }: RejectionCommentDialogProps) {
  const styles = useStyles();
  const by = row?.rejectedByRole;
  const items: [string, string][] = row
    ? [
        ['Application ID', row.applicationNumber],
        ['Status', statusLabel(row.status, role)],
        ['Rejected On', displayValue(row.rejectedAt ? formatDateTimeIST(row.rejectedAt) : null)],
        ['Rejected By', displayValue(by ? (isStaffRole(by) ? ROLE_LABELS[by] : by) : null)],
        ['Reason', displayValue(row.rejectedReason)],
      ]
    : [];
  return (
    <Dialog open={!!row} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Comments</DialogTitle>
          <DialogContent>
            <dl className={styles.list}>
              {items.map(([term, value]) => (
                <div key={term} className={styles.pair}>
                  <dt className={styles.term}>{term}</dt>
                  <dd className={styles.value}>{value}</dd>
                </div>
              ))}
            </dl>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
