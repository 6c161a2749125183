import { useCallback } from 'react';
import { toUserMessage } from '@aif/api-client';
import { useRequest } from '@aif/api-client/react';
import { PAGE_SIZE, type ApplicationListRow, type Role } from '@aif/contracts';
import { useNotify } from '@aif/ui-kit';
import { downloadApplication, getApplications } from '../api/applications';
import { downloadPath, statusQuery } from './application-rules';
import { useDistributorOptions } from './useDistributorOptions';
import { useListParams } from './list-params';

/**
 * What both application lists (All Applications, the approvers' list) share: page, search and filters in
 * the URL, the distributor filter's choices for the roles that have it, and the page of rows those ask for.
 */
export function useApplicationList(role: Role, defaultStatus?: readonly string[]) {
  const list = useListParams(defaultStatus);
  const distributorOptions = useDistributorOptions(role);
  const { page, search, filters } = list;
  const request = useRequest(JSON.stringify([page, search, filters]), (signal) =>
    getApplications(
      { page, limit: PAGE_SIZE, search, ...filters, status: statusQuery(filters.status) },
      signal,
    ),
  );
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
