import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { FilterDrawerGroup } from '@aif/ui-kit';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  chip: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    paddingInlineStart: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
  },
});

/**
 * The filters in force, one chip per group ("Status: Pending") with its own clear button: a default
 * filter (the approvers' Pending) is never applied without the page saying so.
 */
export function ActiveFilters<Id extends string>({
  groups,
  values,
  onClear,
}: {
  groups: readonly FilterDrawerGroup<Id>[];
  values: Record<Id, readonly string[]>;
  onClear: (group: Id) => void;
}) {
  const styles = useStyles();
  const chips = groups.flatMap((group) => {
    const chosen = values[group.id] ?? [];
    if (!chosen.length) return [];
    const labels = chosen.map((v) => group.options.find((o) => o.value === v)?.label ?? v);
    return [{ id: group.id, text: `${group.title}: ${labels.join(', ')}` }];
  });
  if (!chips.length) return null;
  return (
    <ul className={styles.list} aria-label="Filters applied">
      {chips.map((chip) => (
        <li key={chip.id} className={styles.chip}>
          <span>{chip.text}</span>
          <Button
            appearance="transparent"
            size="small"
            shape="circular"
            icon={<DismissRegular />}
            aria-label={`Clear filter ${chip.text}`}
            title="Clear filter"
            onClick={() => onClear(chip.id)}
          />
        </li>
      ))}
    </ul>
  );
}
