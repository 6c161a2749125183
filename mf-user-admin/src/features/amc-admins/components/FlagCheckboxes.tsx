import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { ACCESS_FLAG_LABELS, AMC_ADMIN_FLAGS, type AccessFlag } from '@aif/contracts';

const useStyles = makeStyles({
  group: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalXS },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** One checkbox per access flag (ACCESS_FLAG_LABELS), in a labelled group. */
export function FlagCheckboxes({
  value,
  onChange,
  disabled,
}: {
  value: Record<AccessFlag, boolean>;
  onChange: (value: Record<AccessFlag, boolean>) => void;
  disabled?: boolean;
}) {
  const styles = useStyles();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Access rights</legend>
      <div className={styles.grid}>
        {AMC_ADMIN_FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            label={ACCESS_FLAG_LABELS[flag]}
            checked={value[flag]}
            disabled={disabled}
            onChange={(_event, data) => onChange({ ...value, [flag]: data.checked === true })}
          />
        ))}
      </div>
    </fieldset>
  );
}
