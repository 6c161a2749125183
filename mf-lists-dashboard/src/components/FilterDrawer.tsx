import { useState } from 'react';
import {
  Button,
  Checkbox,
  CounterBadge,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, FilterRegular } from '@fluentui/react-icons';
import {
  APPLICATION_TYPES,
  APPLICATION_TYPE_LABELS,
  HOLDING_MODES,
  HOLDING_MODE_LABELS,
} from '@aif/contracts';
import { FILTER_GROUPS, type FilterGroup, type ListFilters } from '../lib/list-params';

const useStyles = makeStyles({
  trigger: { position: 'relative' },
  badge: { marginLeft: tokens.spacingHorizontalXS },
  group: {
    display: 'flex',
    flexDirection: 'column',
    border: 'none',
    padding: 0,
    margin: `0 0 ${tokens.spacingVerticalL} 0`,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
  footer: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface Option {
  value: string;
  label: string;
}

export interface FilterDrawerProps {
  filters: ListFilters;
  activeGroups: number;
  statusOptions: readonly Option[];
  /** Offered to amcadmin and amcapprover only (doc 3 §2.5); undefined hides the group. */
  distributorOptions?: readonly Option[];
  onApply: (filters: ListFilters) => void;
}

const TITLES: Record<FilterGroup, string> = {
  applicationType: 'Application Type',
  modeOfHolding: 'Mode of Holding',
  status: 'Status',
  distributorId: 'Distributor',
};

const FIXED: Partial<Record<FilterGroup, Option[]>> = {
  applicationType: APPLICATION_TYPES.map((v) => ({ value: v, label: APPLICATION_TYPE_LABELS[v] })),
  modeOfHolding: HOLDING_MODES.map((v) => ({ value: v, label: HOLDING_MODE_LABELS[v] })),
};

/** The Filters button (badge: number of active filter groups) and its drawer of checkbox groups. */
export function FilterDrawer({
  filters,
  activeGroups,
  statusOptions,
  distributorOptions,
  onApply,
}: FilterDrawerProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ListFilters>(filters);

  const optionsOf = (g: FilterGroup): readonly Option[] | undefined =>
    g === 'status' ? statusOptions : g === 'distributorId' ? distributorOptions : FIXED[g];

  const toggle = (g: FilterGroup, value: string, on: boolean) =>
    setDraft((d) => ({ ...d, [g]: on ? [...d[g], value] : d[g].filter((v) => v !== value) }));

  const apply = (next: ListFilters) => {
    onApply(next);
    setOpen(false);
  };

  return (
    <>
      <Button
        className={styles.trigger}
        icon={<FilterRegular />}
        aria-label={activeGroups ? `Filters, ${activeGroups} active` : 'Filters'}
        onClick={() => {
          setDraft(filters);
          setOpen(true);
        }}
      >
        Filters
        {activeGroups > 0 && (
          <CounterBadge
            className={styles.badge}
            count={activeGroups}
            size="small"
            data-testid="filter-badge"
          />
        )}
      </Button>
      <OverlayDrawer position="end" open={open} onOpenChange={(_, d) => setOpen(d.open)}>
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
            Filters
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody>
          {FILTER_GROUPS.map((g) => {
            const options = optionsOf(g);
            if (!options) return null;
            return (
              <fieldset key={g} className={styles.group}>
                <legend className={styles.legend}>{TITLES[g]}</legend>
                {options.map((o) => (
                  <Checkbox
                    key={o.value}
                    label={o.label}
                    checked={draft[g].includes(o.value)}
                    onChange={(_, d) => toggle(g, o.value, !!d.checked)}
                  />
                ))}
              </fieldset>
            );
          })}
        </DrawerBody>
        <DrawerFooter className={styles.footer}>
          <Button appearance="primary" onClick={() => apply(draft)}>
            Apply
          </Button>
          <Button
            onClick={() =>
              apply(Object.fromEntries(FILTER_GROUPS.map((g) => [g, []])) as unknown as ListFilters)
            }
          >
            Clear All
          </Button>
        </DrawerFooter>
      </OverlayDrawer>
    </>
  );
}
