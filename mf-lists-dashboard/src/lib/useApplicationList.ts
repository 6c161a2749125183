import { useCallback } from 'react';
import { toUserMessage } from '@aif/api-client';
import { useRequest } from '@aif/api-client/react';
import { PAGE_SIZE, type ApplicationListRow, type Role } from '@aif/contracts';
import { useNotify } from '@aif/ui-kit';
import { downloadApplication, getApplications, type ApplicationListRequest } from '../api/applications';
import { downloadPath, statusQuery } from './application-rules';
import { useDistributorOptions } from './useDistributorOptions';
import { useListParams } from './list-params';
import { takeEarlyFirstPage } from './early-first-page';

/** Whether a list request is the first page with no search and no filter (what FIRST_PAGE_PATH asks). */
function isFirstPageUnfiltered(query: ApplicationListRequest): boolean {
  return (
    query.page === 1 &&
    query.limit === PAGE_SIZE &&
    !query.search &&
    [query.status, query.applicationType, query.modeOfHolding, query.distributorId].every((v) => !v?.length)
  );
}

/**
 * What both application lists (All Applications, the approvers' list) share: page, search and filters in
 * the URL, the distributor filter's choices for the roles that have it, and the page of rows those ask for.
 */
export function useApplicationList(role: Role, defaultStatus?: readonly string[]) {
  const list = useListParams(defaultStatus);
  const distributorOptions = useDistributorOptions(role);
  const { page, search, filters } = list;
  const request = useRequest(JSON.stringify([page, search, filters]), async (signal) => {
    const query = { page, limit: PAGE_SIZE, search, ...filters, status: statusQuery(filters.status) };
    // A cold load of the list as opened from the menu: its early read asked for this very request.
    const early = isFirstPageUnfiltered(query) ? await takeEarlyFirstPage() : null;
    return early ?? getApplications(query, signal);
  });
  return { list, distributorOptions, ...request };
}

/** The Download row action: the application's PDF (or its signed copy), a toast when it fails. */
export function useDownloadApplication() {
  const notify = useNotify();
  return useCallback(
    async (row: ApplicationListRow) => {
      try {
        await downloadApplication(downloadPath(row), row.applicationNumber);
      } catch (failure) {
        notify.error(toUserMessage(failure));
      }
    },
    [notify],
  );
}
