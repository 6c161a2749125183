import { useMemo } from 'react';
import { useRequest } from '@aif/api-client/react';
import { type Role } from '@aif/contracts';
import type { FilterOption } from '@aif/ui-kit';
import { getDistributorOptions } from '../api/applications';

const ROLES_WITH_FILTER: readonly Role[] = ['amcadmin', 'amcapprover'];

/** The distributor filter's choices, for the roles that have the filter (doc 3 §2.5); undefined otherwise. */
export function useDistributorOptions(role: Role): readonly FilterOption[] | undefined {
  const offered = ROLES_WITH_FILTER.includes(role);
  const { data } = useRequest(offered ? role : null, (signal) => getDistributorOptions(signal));
  return useMemo(
    () =>
      offered
        ? (data ?? []).map((d) => ({ value: d.id, label: d.arnCode ? `${d.name} (${d.arnCode})` : d.name }))
        : undefined,
    [offered, data],
  );
}
