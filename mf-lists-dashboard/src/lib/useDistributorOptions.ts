import { type Role } from '@aif/contracts';
import { getDistributorOptions } from '../api/applications';
import type { Option } from '../components/FilterDrawer';
import { useRequest } from './useRequest';

const ROLES_WITH_FILTER: readonly Role[] = ['amcadmin', 'amcapprover'];

/** The distributor filter's choices, for the roles that have the filter (doc 3 §2.5); undefined otherwise. */
export function useDistributorOptions(role: Role): readonly Option[] | undefined {
  const offered = ROLES_WITH_FILTER.includes(role);
  const { data } = useRequest(offered ? (signal) => getDistributorOptions(signal) : null, role);
  if (!offered) return undefined;
  return (data ?? []).map((d) => ({ value: d.id, label: d.arnCode ? `${d.name} (${d.arnCode})` : d.name }));
}
