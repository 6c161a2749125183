import { useMemo } from 'react';
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { KRA_LOCKED_FIELDS, sortApplicants } from '@aif/contracts';
import { useStepHost } from './StepHost';

const useStyles = makeStyles({
  mark: { marginInlineStart: tokens.spacingHorizontalS, verticalAlign: 'middle' },
});

/** A field's label with a small 'from KRA' mark: its value came from the KYC registry and is locked. */
export function KraLabel({ label }: { label: string }) {
  const styles = useStyles();
  return (
    <>
      {label}
      <Badge className={styles.mark} size="small" appearance="tint" color="informative">
        from KRA
      </Badge>
    </>
  );
}

/**
 * Whether a field of an applicant (applicant_type order) holds a value the registry gave (the first
 * applicant's registry fields, contracts' KRA_LOCKED_FIELDS, as far as the registry filled them).
 */
export function useFromKra(): (index: number, field: string) => boolean {
  const { application } = useStepHost();
  return useMemo(() => {
    // The locks' first applicant (contracts' wizardFieldLocks).
    const first = sortApplicants(application.applicants)[0];
    const kra = first?.dataFetchedFromKRA
      ? ((first as { kraFields?: readonly string[] | null }).kraFields ?? KRA_LOCKED_FIELDS)
      : [];
    return (index, field) =>
      index === 0 && kra.includes(field) && (KRA_LOCKED_FIELDS as readonly string[]).includes(field);
  }, [application.applicants]);
}
