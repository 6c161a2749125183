import * as React from 'react';
import {
  Button,
  Checkbox,
  CounterBadge,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
} from '@fluentui/react-components';
import { DismissRegular, FilterRegular } from '@fluentui/react-icons';
import { useFilterDrawerStyles } from './FilterDrawer.styles';
import type { FilterDrawerProps, FilterValues } from './FilterDrawer.types';

function copyOf<Id extends string>(values: FilterValues<Id>): Record<Id, string[]> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, [...(v as string[])]])) as Record<
    Id,
    string[]
  >;
}

/**
 * The Filters button, its badge counting the filter groups in force, and its drawer of checkbox groups.
 * Choices take effect on Apply; Clear All empties every group at once.
 */
export function FilterDrawer<Id extends string>({
  groups,
  values,
  onApply,
  label = 'Filters',
}: FilterDrawerProps<Id>): React.JSX.Element {
  const styles = useFilterDrawerStyles();
  const [open, setOpen] = React.useState(false);
  const [draft, setDraft] = React.useState<Record<Id, string[]>>(() => copyOf(values));
  const active = Object.values<readonly string[]>(values).filter((v) => v.length > 0).length;

  const toggle = (group: Id, value: string, on: boolean) =>
    setDraft((d) => {
      const current = d[group] ?? [];
      return { ...d, [group]: on ? [...current, value] : current.filter((v) => v !== value) };
    });

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
              {group.options.map((option) => (
                <Checkbox
                  key={option.value}
                  label={option.label}
                  checked={(draft[group.id] ?? []).includes(option.value)}
                  onChange={(_event, data) => toggle(group.id, option.value, !!data.checked)}
                />
              ))}
            </fieldset>
          ))}
        </DrawerBody>
        <DrawerFooter className={styles.footer}>
          <Button appearance="primary" onClick={() => apply(draft)}>
            Apply
          </Button>
          <Button onClick={() => apply(cleared())}>Clear All</Button>
        </DrawerFooter>
      </OverlayDrawer>
    </>
  );
}
