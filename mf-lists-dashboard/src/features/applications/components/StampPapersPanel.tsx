import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useRequest } from '@aif/api-client/react';
import { formatIndianNumber } from '@aif/contracts';
import { ListState } from '@aif/ui-kit';
import { getStampPapers } from '../api/get-stamp-papers';

const useStyles = makeStyles({
  panel: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
  scroller: { overflowX: 'auto' },
  number: { textAlign: 'right' },
});

/** Stamp Papers Information (doc 3 §2.5): per series a denomination and the unused count. */
export function StampPapersPanel() {
  const styles = useStyles();
  const { data, loading, error } = useRequest('stamp-papers', (signal) => getStampPapers(signal));
  return (
    <Accordion collapsible className={styles.panel} defaultOpenItems={[]}>
      <AccordionItem value="stamp-papers">
        <AccordionHeader as="h2">Stamp Papers Information</AccordionHeader>
        <AccordionPanel>
          <ListState loading={loading} error={error} empty={!data?.length}>
            <div className={styles.scroller}>
              <Table size="small" aria-label="Stamp Papers Information">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>Series</TableHeaderCell>
                    <TableHeaderCell>Denomination</TableHeaderCell>
                    <TableHeaderCell>Unused</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data?.map((s) => (
                    <TableRow key={`${s.planId}-${s.denomination}`}>
                      <TableCell>{s.series}</TableCell>
                      <TableCell>₹ {formatIndianNumber(s.denomination)}</TableCell>
                      <TableCell>{s.unused}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </ListState>
        </AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}
