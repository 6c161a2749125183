import { useMemo } from 'react';
import {
  APPLICATION_TYPES,
  APPLICATION_TYPE_LABELS,
  HOLDING_MODES,
  HOLDING_MODE_LABELS,
  type Role,
} from '@aif/contracts';
import { FilterDrawer, ListToolbar, SearchBox, type FilterDrawerGroup, type FilterOption } from '@aif/ui-kit';
import { statusOptions } from '../lib/application-rules';
import { FILTER_GROUPS, type FilterGroup, type ListParams } from '../lib/list-params';
import { ActiveFilters } from './ActiveFilters';

const TITLES: Record<FilterGroup, string> = {
  applicationType: 'Application Type',
  modeOfHolding: 'Mode of Holding',
  status: 'Status',
  distributorId: 'Distributor',
};

const FIXED: Partial<Record<FilterGroup, FilterOption[]>> = {
  applicationType: APPLICATION_TYPES.map((v) => ({ value: v, label: APPLICATION_TYPE_LABELS[v] })),
  modeOfHolding: HOLDING_MODES.map((v) => ({ value: v, label: HOLDING_MODE_LABELS[v] })),
};

/**
 * The application lists' search box, filter drawer (doc 3 §3 "Filter set") and the chips of the filters
 * in force, all writing to the URL through `list`. The distributor group is offered only when `distributorOptions` is given.
 */
export function ApplicationListToolbar({
  list,
  role,
  distributorOptions,
}: {
  list: ListParams;
  role: Role;
  distributorOptions: readonly FilterOption[] | undefined;
}) {
  const groups = useMemo(
    () =>
      FILTER_GROUPS.flatMap((id): FilterDrawerGroup<FilterGroup>[] => {
        const options =
          id === 'status' ? statusOptions(role) : id === 'distributorId' ? distributorOptions : FIXED[id];
        return options ? [{ id, title: TITLES[id], options }] : [];
      }),
    [role, distributorOptions],
  );
  return (
    <>
      <ListToolbar end={<FilterDrawer groups={groups} values={list.filters} onApply={list.setFilters} />}>
        <SearchBox
          label="Search by Application Number, Investor Name or PAN"
          placeholder="Search"
          value={list.search}
          onSearch={list.setSearch}
        />
      </ListToolbar>
      <ActiveFilters
        groups={groups}
        values={list.filters}
        onClear={(group) => list.setFilters({ ...list.filters, [group]: [] })}
      />
    </>
  );
}
