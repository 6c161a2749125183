import { Caption1 } from '@fluentui/react-components';
import { formatIndianNumber, type ApplicationListPage } from '@aif/contracts';

/**
 * Under a search with more matches than the server counts (contracts' APPLICATION_SEARCH_COUNT_CAP):
 * "1,000+" and why the pager stops at the cap's last page. Nothing for an exact total.
 */
export function CappedTotalNote({ data }: { data: ApplicationListPage | undefined }) {
  if (!data?.totalCapped) return null;
  const cap = formatIndianNumber(data.total);
  return (
    <Caption1 role="status">
      {cap}+ applications match this search. The first {cap} are shown: refine the search to narrow them down.
    </Caption1>
  );
}
