import type { Role } from '@aif/contracts';
import { statusOptions } from '../lib/application-rules';
import type { ListParams } from '../lib/list-params';
import { FilterDrawer, type Option } from './FilterDrawer';
import { SearchBox } from './SearchBox';
import { useListStyles } from './styles';

/** The lists' search box and filter drawer, both writing to the URL through `list`. */
export function ListToolbar({
  list,
  role,
  distributorOptions,
}: {
  list: ListParams;
  role: Role;
  distributorOptions: readonly Option[] | undefined;
}) {
  const styles = useListStyles();
  return (
    <div className={styles.toolbar}>
      <div className={styles.tools}>
        <SearchBox
          label="Search by Application Number, Investor Name or PAN"
          placeholder="Search"
          value={list.search}
          onSearch={list.setSearch}
        />
      </div>
      <FilterDrawer
        filters={list.filters}
        activeGroups={list.activeGroups}
        statusOptions={statusOptions(role)}
        distributorOptions={distributorOptions}
        onApply={list.setFilters}
      />
    </div>
  );
}
