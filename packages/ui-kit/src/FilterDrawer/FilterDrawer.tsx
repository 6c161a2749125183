import * as React from 'react';
import {
  Button,
  Checkbox,
  CounterBadge,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Input,
  OverlayDrawer,
  Radio,
  RadioGroup,
  mergeClasses,
} from '@fluentui/react-components';
import { DismissRegular, FilterRegular, SearchRegular } from '@fluentui/react-icons';
import { useFilterDrawerStyles } from './FilterDrawer.styles';
import type { FilterDrawerGroup, FilterDrawerProps, FilterValues } from './FilterDrawer.types';

function copyOf<Id extends string>(values: FilterValues<Id>): Record<Id, string[]> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, [...(v as string[])]])) as Record<
    Id,
    string[]
  >;
}

/** One group's options: checkboxes or radios, narrowed by its search box when it has one. */
function GroupOptions<Id extends string>({
  group,
  chosen,
  onChange,
}: {
  group: FilterDrawerGroup<Id>;
  chosen: readonly string[];
  onChange: (values: string[]) => void;
}) {
  const styles = useFilterDrawerStyles();
  const [query, setQuery] = React.useState('');
  const needle = query.trim().toLowerCase();
  const shown = needle
    ? group.options.filter((o) => chosen.includes(o.value) || o.label.toLowerCase().includes(needle))
    : group.options;
  const search = group.searchable && (
    <Input
      className={styles.search}
      type="search"
      size="small"
      aria-label={`Search ${group.title}`}
      placeholder="Search"
      value={query}
      onChange={(_event, data) => setQuery(data.value)}
      contentBefore={<SearchRegular aria-hidden />}
    />
  );
  const listClass = group.searchable ? styles.scrolling : undefined;
  if (group.choice === 'single') {
    return (
      <>
        {search}
        <RadioGroup
          className={listClass}
          aria-label={group.title}
          value={chosen[0] ?? ''}
          onChange={(_event, data) => onChange(data.value ? [data.value] : [])}
        >
          <Radio value="" label={group.anyLabel ?? 'All'} />
          {shown.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </RadioGroup>
      </>
    );
  }
  return (
    <>
      {search}
      <div className={mergeClasses(styles.options, listClass)}>
        {shown.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={chosen.includes(option.value)}
            onChange={(_event, data) =>
              onChange(data.checked ? [...chosen, option.value] : chosen.filter((v) => v !== option.value))
            }
          />
        ))}
      </div>
    </>
  );
}

/**
 * The Filters button, its badge counting the filter groups in force, and its drawer of checkbox or radio
 * groups. Choices take effect on Apply; Clear All empties every group at once.
 */
export function FilterDrawer<Id extends string>({
  groups,
  values,
  onApply,
  label = 'Filters',
  applyLabel = 'Apply',
  clearLabel = 'Clear All',
}: FilterDrawerProps<Id>): React.JSX.Element {
  const styles = useFilterDrawerStyles();
  const [open, setOpen] = React.useState(false);
  const [draft, setDraft] = React.useState<Record<Id, string[]>>(() => copyOf(values));
  const active = Object.values<readonly string[]>(values).filter((v) => v.length > 0).length;

  const apply = (next: Record<Id, string[]>) => {
    onApply(next);
    setOpen(false);
  };

  const cleared = () => {
    const ids = new Set<string>([...Object.keys(values), ...groups.map((g) => g.id)]);
    return Object.fromEntries([...ids].map((id) => [id, []])) as unknown as Record<Id, string[]>;
  };

  return (
    <>
      <Button
        className={styles.trigger}
        icon={<FilterRegular />}
        aria-label={active ? `${label}, ${active} applied` : label}
        onClick={() => {
          setDraft(copyOf(values));
          setOpen(true);
        }}
      >
        {label}
        {active > 0 && (
          <CounterBadge className={styles.badge} count={active} size="small" data-testid="filter-badge" />
        )}
      </Button>
      <OverlayDrawer position="end" open={open} onOpenChange={(_event, data) => setOpen(data.open)}>
        <DrawerHeader>
          <DrawerHeaderTitle
            action={
              <Button
                appearance="subtle"
                aria-label="Close"
                icon={<DismissRegular />}
                onClick={() => setOpen(false)}
              />
            }
          >
            {label}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody>
          {groups.map((group) => (
            <fieldset key={group.id} className={styles.group}>
              <legend className={styles.legend}>{group.title}</legend>
              <GroupOptions
                group={group}
                chosen={draft[group.id] ?? []}
                onChange={(next) => setDraft((d) => ({ ...d, [group.id]: next }))}
              />
            </fieldset>
          ))}
        </DrawerBody>
        <DrawerFooter className={styles.footer}>
          <Button appearance="primary" onClick={() => apply(draft)}>
            {applyLabel}
          </Button>
          <Button onClick={() => apply(cleared())}>{clearLabel}</Button>
        </DrawerFooter>
      </OverlayDrawer>
    </>
  );
}
